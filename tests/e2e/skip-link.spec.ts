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
    // the body but keeps <main> as the starting point: the next Tab lands on the first Tab
    // stop from the start of the content on (inside <main> when it has one), never the navbar.
    await page.keyboard.press('Tab');
    const landedOnFirstStopInContent = await page.evaluate(() => {
      const mainElement = document.querySelector('main');
      if (!mainElement) {
        return false;
      }
      const tabStops = Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]',
        ),
      ).filter(
        (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
      );
      const firstInContent = tabStops.find(
        (element) =>
          mainElement.contains(element) ||
          Boolean(mainElement.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
      return firstInContent !== undefined && firstInContent === document.activeElement;
    });
    expect(landedOnFirstStopInContent).toBe(true);
  });
}
