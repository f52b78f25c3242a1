/**
 * A docs page's content is server markup on a first load (plugins/speed/deferred-content: no fiber for any of its elements)
 * and large tables keep the server's rows when a page hydrates; their links still behave as the theme's links:
 * client-side navigation, preloading on hover.
 */
import {expect, test, type Page} from '@playwright/test';
import {hasReactFiber, reachForContent, waitForHydration} from './support/site';

/** Marks the window so a full page load (which would drop the mark) can be told from a client-side navigation. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {staticMarkupTestMark: true}));
}
const windowStillMarked = (page: Page) => page.evaluate(() => 'staticMarkupTestMark' in window);

test("an API page's content is server markup on a first load, and its links navigate client-side", async ({page}) => {
  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  const link = page.locator('article table a[href^="/docs/api/classes/"]').first();
  // The content's box is React's; what is in it is the server's.
  expect(await hasReactFiber(page.locator('article .theme-doc-markdown'))).toBe(true);
  expect(await hasReactFiber(link)).toBe(false);
  expect(await hasReactFiber(link.locator('xpath=ancestor::table/..'))).toBe(false);

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
  await expect.poll(() => hasReactFiber(rendered)).toBe(true);
  expect(await windowStillMarked(page)).toBe(true);
});

test("a table a docs page's content renders in place has the rows the server wrote", async ({page}) => {
  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  const serverRows = await page.locator('article table tr').allTextContents();
  expect(serverRows.length).toBeGreaterThan(100);
  await reachForContent(page);
  expect(await hasReactFiber(page.locator('article table tr').last())).toBe(true);
  expect(await page.locator('article table tr').allTextContents()).toEqual(serverRows);
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

test('a package export table is server markup until its filter is used; what was typed then filters it', async ({
  page,
}) => {
  await page.goto('/docs/packages/lexical-link');
  await waitForHydration(page);
  const rows = page.locator('[data-package-exports] tr[data-export-name]');
  const all = await rows.count();
  expect(all).toBeGreaterThan(10);
  expect(await hasReactFiber(rows.first())).toBe(false);

  // Typed into the server's field, before the content has loaded: the content takes the text and the focus over.
  const filter = page.getByLabel('Filter by name');
  await filter.fill('ToggleLink');
  await expect(rows).toHaveCount(1);
  expect(await hasReactFiber(rows.first())).toBe(true);
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue('ToggleLink');
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
