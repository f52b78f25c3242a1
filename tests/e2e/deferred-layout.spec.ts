/**
 * Long tables are laid out only near the viewport (lib/ui/ScrollableTable/deferredLayout.ts): the rows below
 * the fold cost a phone nothing while the page loads, and still reach the reader by scrolling, fragment links and
 * find in page.
 */
import {expect, test, type Locator} from '@playwright/test';
import {waitForHydration} from './support/site';

/** Whether the browser has laid out the element, rather than skipping it as off-screen `content-visibility: auto`. */
const laidOut = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));

test.use({viewport: {width: 390, height: 844}});

test('an API module page lays out its long tables only as they come near the viewport', async ({page}) => {
  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  const lastRow = page.locator('article [data-scroll-box] tr').last();
  expect(await laidOut(lastRow)).toBe(false);
  await lastRow.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(lastRow)).toBe(true);
  await expect(lastRow).toBeInViewport();
});

test('a fragment link below skipped tables lands on its heading and stays there', async ({page}) => {
  await page.goto('/docs/api/modules/lexical#functions');
  await waitForHydration(page);
  const heading = page.locator('h2#functions');
  const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  const headingTop = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(headingTop).toBeGreaterThanOrEqual(Math.floor(navbarBottom));
  const landed = await headingTop();
  expect(landed).toBeLessThan(navbarBottom + 40);
  // The tables around it are laid out now, and scroll anchoring keeps the heading where it landed.
  await page.waitForTimeout(500);
  expect(await headingTop()).toBe(landed);
  expect(await laidOut(page.locator('article [data-scroll-box]').last())).toBe(true);
});

test("a package page's export tables below the fold are skipped, and the browser's search still finds their rows", async ({
  page,
}) => {
  await page.goto('/docs/packages/lexical-react');
  await waitForHydration(page);
  const lastRow = page.locator('[data-package-exports] tbody tr').last();
  expect(await laidOut(lastRow)).toBe(false);
  // The browser's search finds text in a skipped table, and lays the table out.
  const name = (await lastRow.getAttribute('data-export-name'))!;
  const foundInRow = await page.evaluate((text) => {
    // Chromium's window.find, which lib.dom does not declare.
    const find = (window as unknown as {find(text: string): boolean}).find.bind(window);
    // The name may also be in the prose above: search on, as a reader pressing Enter would.
    while (find(text)) {
      const row = window.getSelection()?.anchorNode?.parentElement?.closest('tr');
      if (row?.dataset.exportName === text) return true;
    }
    return false;
  }, name);
  expect(foundInRow).toBe(true);
  await expect.poll(() => laidOut(lastRow)).toBe(true);
});
