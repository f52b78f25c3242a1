import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

for (const path of ['/', '/docs/intro', '/blog/welcome', '/community/']) {
  test(`${path}: 'Skip to main content' is the first Tab stop and moves focus to the page content`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    // Hidden until focused, then shown to sighted keyboard users.
    await expect(skipLink).toBeVisible();

    await page.evaluate(() => {
      const focused: string[] = [];
      (window as unknown as {focusedTags: string[]}).focusedTags = focused;
      document.addEventListener('focusin', (event) => focused.push((event.target as Element).tagName));
    });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as {focusedTags: string[]}).focusedTags)).toContain('MAIN');
    // The link moves focus in script (no jump to a URL fragment).
    expect(new URL(page.url()).hash).toBe('');
    const main = page.locator('main').first();
    // The target holds the page's title, so nothing of the content is skipped.
    await expect(main.getByRole('heading', {level: 1})).toHaveCount(1);

    // Docusaurus focuses <main> and drops its temporary tabindex, so Chromium parks focus on
    // the body but keeps <main> as the starting point: the next Tab lands on the first
    // focusable element inside the content instead of the navbar.
    await page.keyboard.press('Tab');
    const focusIsFirstInMain = await page.evaluate(() => {
      const mainElement = document.querySelector('main');
      const active = document.activeElement;
      if (!mainElement || !active || !mainElement.contains(active)) {
        return false;
      }
      const focusable = mainElement.querySelector(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]',
      );
      return focusable === active;
    });
    expect(focusIsFirstInMain).toBe(true);
  });
}
