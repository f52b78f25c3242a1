/**
 * Large tables keep the server's markup on a first load instead of being hydrated (their cells get no React
 * fiber), and their links still behave as the theme's links: client-side navigation, preloading on hover.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {scriptBodiesRunBy, waitForHydration} from './support/site';

const hasReactFiber = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Marks the window so a full page load (which would drop the mark) can be told from a client-side navigation. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {staticMarkupTestMark: true}));
}
const windowStillMarked = (page: Page) => page.evaluate(() => 'staticMarkupTestMark' in window);

test('an API table is not hydrated, and its links navigate client-side', async ({page}) => {
  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  const link = page.locator('article table a[href^="/docs/api/classes/"]').first();
  // The box around the table is React's (it measures overflow); the rows are the server's.
  expect(await hasReactFiber(link.locator('xpath=ancestor::table/..'))).toBe(true);
  expect(await hasReactFiber(link)).toBe(false);

  const href = (await link.getAttribute('href'))!;
  const name = (await link.textContent())!.trim();
  await markWindow(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.$]/g, '\\$&')}$`));
  await expect(page.locator('h1')).toContainText(name);
  expect(await windowStillMarked(page)).toBe(true);

  // Back on the module page after a client-side navigation, the table is React's own, with the same rows.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical$/);
  const rendered = page.locator(`article table a[href="${href}"]`).first();
  await expect(rendered).toHaveText(name);
  expect(await hasReactFiber(rendered)).toBe(true);
  expect(await windowStillMarked(page)).toBe(true);
});

test("a page's content builds its tables' rows only when it renders them (plugins/lean-docs/recmaLazyTableRows.ts)", async ({
  page,
}) => {
  for (const route of ['/docs/api/modules/lexical', '/docs/react/plugins']) {
    const content = (await scriptBodiesRunBy(page, route)).filter((script) => /\.table,\{children:/.test(script));
    expect(content, route).toHaveLength(1);
    expect(content[0], route).toMatch(/\.table,\{children:\(\)=>/);
    expect(content[0], route).not.toMatch(/\.table,\{children:\[/);
  }
});

test('the rows a client-side render writes are the rows the server wrote', async ({page, request}) => {
  const path = '/docs/api/classes/lexical.LexicalEditor';
  const serverHtml = await (await request.get(path)).text();
  await page.setContent(serverHtml.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
  const serverRows = await page.locator('article table tr').allTextContents();
  expect(serverRows.length).toBeGreaterThan(10);

  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  await page.locator(`article a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
  await expect(page.locator('article table tr')).toHaveCount(serverRows.length);
  expect(await page.locator('article table tr').allTextContents()).toEqual(serverRows);
});

test('pointing at a table link preloads its page; modified clicks and other sites are left to the browser', async ({
  page,
  context,
}) => {
  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const link = page.locator('article table a[href^="/docs/api/classes/"]').nth(3);
  const chunk = page.waitForRequest((request) => /\/assets\/js\/.+\.js$/.test(request.url()));
  await link.hover();
  await chunk;

  const newPage = context.waitForEvent('page');
  await link.click({modifiers: ['Control']});
  await (await newPage).close();
  await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical$/);
});

test('a package export table stays static until filtered, then filters and clears back to every row', async ({
  page,
}) => {
  await page.goto('/docs/packages/lexical-link');
  await waitForHydration(page);
  const rows = page.locator('[data-package-exports] tr[data-export-name]');
  const all = await rows.count();
  expect(all).toBeGreaterThan(10);
  expect(await hasReactFiber(rows.first())).toBe(false);

  const filter = page.getByLabel('Filter by name');
  await filter.fill('ToggleLink');
  await expect(rows).toHaveCount(1);
  expect(await hasReactFiber(rows.first())).toBe(true);
  await filter.fill('');
  await expect(rows).toHaveCount(all);

  await markWindow(page);
  const link = rows
    .filter({has: page.locator('a[href^="/docs/api/"]')})
    .first()
    .locator('a')
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\//);
  expect(await windowStillMarked(page)).toBe(true);
});
