/**
 * The search modal opened again right after choosing a hit, while the hit's page is still loading: it stays open, its
 * input keeps the focus and all that was typed, before and after the page arrives, and closing it leaves that page
 * where its navigation scrolled it.
 */
import {expect, test, type Page, type Route} from '@playwright/test';
import {rankingTable} from './search-ranking-table';
import {
  collectPageErrors,
  crashHeading,
  openSearchWithShortcut,
  searchHits,
  searchInput,
  searchModal,
} from './support/searchModal';
import {waitForHydration} from './support/site';

/** The page a query's first hit leads to, as the ranking table has it. */
function firstHitOf(query: string): string {
  const row = rankingTable.find(([tableQuery]) => tableQuery === query);
  if (!row) throw new Error(`"${query}" is not in the ranking table`);
  return row[1];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Holds the site's scripts from `hold()` until `release()`: the next page waits for its code as long as the test
 * wants, and Docusaurus shows the previous page meanwhile (the address is already the new one).
 */
async function scriptGate(page: Page) {
  const held: Route[] = [];
  let holding = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (holding) held.push(route);
    // A script still on its way when the test ends goes with the page.
    else await route.continue().catch(() => undefined);
  });
  return {
    hold: () => {
      holding = true;
    },
    heldCount: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/**
 * From a guide scrolled down: search `query`, press Enter on the first hit, and while its page's code is held, open
 * search again and type `before`; then let the page come and type `after`. The modal must show `before + after`,
 * focused, for good.
 */
async function reopenWhileLoading(page: Page, query: string, heading: string, typed: [before: string, after: string]) {
  // Two searches, a held navigation and a wait of 1.5 s.
  test.slow();
  const errors = collectPageErrors(page);
  const scripts = await scriptGate(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await openSearchWithShortcut(page);
  await page.keyboard.type(query);
  await expect(searchHits(page).first()).toContainText(query.split(' ')[0]!, {ignoreCase: true});
  scripts.hold();
  await page.keyboard.press('Enter');
  const target = firstHitOf(query);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`));
  await expect(searchModal(page)).toHaveCount(0);
  // The next page is waiting for its code: the guide is still shown.
  await expect.poll(scripts.heldCount, {message: 'no script of the next page was asked for'}).toBeGreaterThan(0);
  await expect(page.locator('article h1')).toHaveText('Introduction');

  const input = searchInput(page);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input).toBeFocused();
  await page.keyboard.type(typed[0]);
  await expect(input).toHaveValue(typed[0]);

  await scripts.release();
  await expect(page.locator('article h1')).toContainText(heading);
  await page.keyboard.type(typed[1]);
  const whole = typed.join('');
  await expect(input).toHaveValue(whole);
  await expect(input).toBeFocused();
  await expect(searchHits(page).first()).toBeVisible();
  // What closed it came within a second of the page's arrival: it must still be there well after.
  await page.waitForTimeout(1_500);
  await expect(searchModal(page)).toBeVisible();
  await expect(input).toHaveValue(whole);
  await expect(input).toBeFocused();

  // Closing it leaves the new page at its top, where its navigation put it, not where the guide was.
  await page.keyboard.press('Escape');
  await expect(searchModal(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(crashHeading(page)).toHaveCount(0);
  expect(errors).toEqual([]);
}

test('reopened while an API page loads (a layout of its own), the modal stays open with all that was typed', async ({
  page,
}) => {
  await reopenWhileLoading(page, 'TextNode', 'TextNode', ['Lex', 'ical']);
});

test('reopened while a guide loads (the same layout), the modal keeps the focus and all that was typed', async ({
  page,
}) => {
  await reopenWhileLoading(page, 'selection', 'Selection', ['edit', 'or']);
});

test('reopened as soon as the address changes, the modal stays open and keeps the typing', async ({page}) => {
  // The reader's own sequence, at the site's own pace: nothing is held.
  const errors = collectPageErrors(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('TextNode');
  await expect(searchHits(page).first()).toContainText('TextNode');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/docs\/api\//);
  await page.keyboard.press('ControlOrMeta+k');
  const input = searchInput(page);
  await expect(input).toBeFocused();
  await page.keyboard.type('editor');
  await expect(page.locator('article h1')).toContainText('TextNode');
  await page.waitForTimeout(1_500);
  await expect(searchModal(page)).toBeVisible();
  await expect(input).toHaveValue('editor');
  await expect(input).toBeFocused();
  expect(errors).toEqual([]);
});
