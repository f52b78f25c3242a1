/**
 * The server HTML must match the first client render on every platform: a
 * mismatch makes React throw away the page and render it again on the client.
 */
import {expect, test} from '@playwright/test';

for (const platform of ['MacIntel', 'Win32', 'Linux x86_64']) {
  test(`no hydration error on ${platform}`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => value});
    }, platform);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', '/docs/intro', '/docs/error?code=15']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const key = page.locator('.DocSearch-Button-Key').first();
    await expect(key).toHaveText(platform === 'MacIntel' ? '⌘' : 'Ctrl');
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });
}
