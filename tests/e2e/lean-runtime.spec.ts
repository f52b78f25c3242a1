/**
 * What every page's first scripts carry to find route chunks: the route registry without module paths (the server
 * render alone reads them), route components created on first use, and chunk files named by id, so the runtime holds
 * no id-to-name map.
 */
import {expect, test} from '@playwright/test';
import {failScriptsHolding, scriptsRunBy, waitForHydration} from './support/site';

test('a page runs no route registry module path, and its chunk files are named by id', async ({page}) => {
  const scriptFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptFiles.push(new URL(request.url()).pathname);
  });
  const scripts = await scriptsRunBy(page, '/docs/intro');
  // The registry is there (an entry: chunk name, loader, empty path, module id), without its module paths.
  expect(scripts).toMatch(/"[0-9a-f]{8}":\[\(\)=>[^\]]+\),"",\d+\]/);
  expect(scripts).not.toMatch(/"@(site|generated|theme)\/[^"]+",\d+\]/);
  // Each route's component is left as its creator's arguments, created when the router first reads it.
  expect(scripts).toMatch(/component:\["\/docs\/intro","[0-9a-f]{3}"\]/);
  const chunks = scriptFiles.filter((file) => !/\/(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file));
  expect(chunks.length).toBeGreaterThan(2);
  for (const file of chunks) expect(file).toMatch(/^\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/);
  // Of tslib, only the helper Docusaurus' client code calls (the others are named in tslib's export list).
  expect(scripts).toContain('__importDefault');
  expect(scripts).not.toMatch(/__esDecorate|__spreadArray|__classPrivateFieldGet/);
});

test('a page still loads the chunks of the next one on client-side navigation', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  await page.locator('a.navbar__link[href="/docs/api/"]').click();
  await expect(page).toHaveURL(/\/docs\/api\/$/);
  await expect(page.locator('article h1')).not.toHaveText('');
  // The same document: the router loaded the new page's chunks.
  expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
});

const apiPage = '/docs/api/classes/lexical.LexicalEditor';

/** The chunk name of the API page's content, read from the route chunk names every page's scripts hold. */
function contentChunkOf(scripts: string, route: string): string {
  const escaped = route.replace(/[.]/g, '\\.');
  const name = new RegExp(`"${escaped}-[0-9a-f]{3}":\\{[^}]*"content":"([0-9a-f]{8})"`).exec(scripts)?.[1];
  expect(name, `chunk names of ${route}`).toBeDefined();
  return name!;
}

test("the API reference's registry entries are left out of other pages' scripts and come with an API page", async ({
  page,
}) => {
  const guideScripts = await scriptsRunBy(page, '/docs/intro');
  const name = contentChunkOf(guideScripts, apiPage);
  const entry = `"${name}":[()=>`;
  expect(guideScripts).not.toContain(entry);
  // The guide's own entry is there.
  expect(guideScripts).toContain(`"${contentChunkOf(guideScripts, '/docs/intro')}":[()=>`);

  const apiScripts = await scriptsRunBy(page, apiPage);
  expect(apiScripts).toContain(entry);
  await expect(page.locator('article h1')).toHaveText(/LexicalEditor/);
});

test('an API page reached while its registry entries fail to load is loaded again, and shows', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // The scripts its HTML names (main.js holds the route chunk names).
  const named = await page.evaluate(() =>
    Promise.all(
      Array.from(document.scripts)
        .filter((script) => script.src)
        .map((script) => fetch(script.src).then((response) => response.text())),
    ),
  );
  const entry = `"${contentChunkOf(named.join('\n'), '/docs/api/')}":[()=>`;
  const downloads = await failScriptsHolding(page, entry, (download) => download === 1);
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  // Docusaurus reloads a page whose chunks failed to load on navigation: a new document, which loads them.
  const reloaded = page.waitForEvent('load');
  await page.locator('a.navbar__link[href="/docs/api/"]').click();
  await reloaded;
  expect(
    await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation),
  ).toBeUndefined();
  await expect(page).toHaveURL(/\/docs\/api\/$/);
  await expect(page.locator('article h1')).toHaveText('API reference');
  await waitForHydration(page);
  expect([downloads.failed, downloads.held]).toEqual([1, 2]);
});

test("a page showing a link to an API page prefetches the API registry entries' chunk at idle time, without running it", async ({
  page,
}) => {
  const prefetched: Promise<{url: string; body: string | null}>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' || !/\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/.test(request.url())) return;
    prefetched.push(
      response.text().then(
        (body) => ({url: request.url(), body}),
        () => ({url: request.url(), body: null}),
      ),
    );
  });
  // The navbar's API link is in view at this width, so Docusaurus prefetches its page.
  await page.setViewportSize({width: 1280, height: 800});
  const scripts = await scriptsRunBy(page, '/docs/intro');
  const entry = `"${contentChunkOf(scripts, '/docs/api/')}":[()=>`;
  const deferredChunk = async () => (await Promise.all(prefetched)).find(({body}) => body?.includes(entry))?.url;
  await expect.poll(deferredChunk, {timeout: 10_000}).toBeDefined();
  // Downloaded, not run: no chunk of that id has been added to the page's bundle.
  const id = /\/(\d+)\.[0-9a-f]{8}\.js$/.exec((await deferredChunk())!)![1]!;
  const loadedChunkIds = await page.evaluate(() =>
    ((window as unknown as {webpackChunklexical_docs: [unknown[]][]}).webpackChunklexical_docs ?? []).flatMap(([ids]) =>
      ids.map(String),
    ),
  );
  expect(loadedChunkIds.length).toBeGreaterThan(0);
  expect(loadedChunkIds).not.toContain(id);
});
