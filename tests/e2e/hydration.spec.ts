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

/** One page of each kind: the sitemap sweep switches these to dark in place, so their dark first load is checked here. */
const pageKinds = [
  '/',
  '/docs/intro',
  '/docs/concepts/editor-state',
  '/docs/packages/lexical-react',
  '/docs/extensions/included-extensions',
  '/docs/api/modules/lexical',
  '/docs/api/classes/lexical.LexicalEditor',
  '/blog',
  '/blog/welcome',
  '/community',
  '/markdown-page',
  '/search?q=selection',
  '/docs/error?code=15',
];

test('a first load in dark mode logs no error on any kind of page', async ({page}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of pageKinds) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }
  expect(errors).toEqual([]);
});
