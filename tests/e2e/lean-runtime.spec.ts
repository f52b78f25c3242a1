/**
 * What every page's first scripts carry to find route chunks: the route registry without module paths (the server
 * render alone reads them), leaf routes written compactly with components created on first use, and chunk files named
 * by id, so the runtime holds no id-to-name map.
 */
import {expect, test, type Page} from '@playwright/test';
import {deferredBucketOf} from '../../plugins/speed/lean-runtime/shared';
import {failScriptsHolding, reachForContent, scriptBodiesRunBy, scriptsRunBy, waitForHydration} from './support/site';

test('a page runs no route registry module path, and its chunk files are named by id', async ({page}) => {
  const scriptFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptFiles.push(new URL(request.url()).pathname);
  });
  const scripts = await scriptsRunBy(page, '/docs/intro');
  // The registry is there (an entry: chunk name, loader, empty path, module id), without its module paths.
  expect(scripts).toMatch(/"[0-9a-f]{8}":\[\(\)=>[^\]]+\),"",\d+\]/);
  expect(scripts).not.toMatch(/"@(site|generated|theme)\/[^"]+",\d+\]/);
  // Sibling leaf routes are written as one string of paths and hashes (the guide's under "/docs/"), made into
  // routes whose components are created when the router first reads them.
  expect(scripts).toMatch(/"\/docs\/","(?:[^"]*\|)?intro:[0-9a-f]{3}(?:\|[^"]*)?",0(?:,"docs")?\)/);
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

test("nprogress is in no page's first scripts: the progress bar loads it when the first client-side navigation starts", async ({
  page,
}) => {
  // nprogress' bar markup, a string literal that survives minification.
  const nprogressMarkup = 'role="bar"';
  const scripts = await scriptsRunBy(page, '/docs/intro');
  expect(scripts).not.toContain(nprogressMarkup);
  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.text().catch(() => ''));
  });
  await page.locator('a.navbar__link[href="/community"]').click();
  await expect(page).toHaveURL(/\/community\/?$/);
  await expect.poll(async () => (await Promise.all(loaded)).some((body) => body.includes(nprogressMarkup))).toBe(true);
});

test("the site config in a page's scripts has what pages read and none of the fields only the build reads", async ({
  page,
}) => {
  const scripts = await scriptsRunBy(page, '/docs/intro');
  expect(scripts).toContain('customFields:{lexicalVersion:');
  expect(scripts).toContain('themeConfig:{');
  // The last is a Prism theme, which the site's stylesheet carries instead.
  for (const field of ['presets', 'plugins', 'clientModules', 'onBrokenLinks', 'onDuplicateRoutes', 'darkTheme']) {
    expect(scripts).not.toMatch(new RegExp(`[{,]${field}:`));
  }
});

const apiPage = '/docs/api/classes/lexical.LexicalEditor';

/** The chunk name of a route's content, read from route chunk names in `scripts`. */
function contentChunkOf(scripts: string, route: string): string {
  const escaped = route.replace(/[.]/g, '\\.');
  // An object literal in the scripts: its keys may or may not be quoted.
  const name = new RegExp(`"${escaped}-[0-9a-f]{3}":\\{[^}]*"?content"?:"([0-9a-f]{8})"`).exec(scripts)?.[1];
  expect(name, `chunk names of ${route}`).toBeDefined();
  return name!;
}

/** The start of a route's key in the route chunk names: `"/docs/api/-` (path, then its hash). */
const chunkNamesKeyOf = (route: string) => `"${route}-`;

test("the API reference's registry entries and route chunk names are left out of other pages' scripts and come with an API page", async ({
  page,
}) => {
  const guideScripts = await scriptsRunBy(page, '/docs/intro');
  const apiScripts = await scriptsRunBy(page, apiPage);
  await expect(page.locator('article h1')).toHaveText(/LexicalEditor/);
  const entry = `"${contentChunkOf(apiScripts, apiPage)}":[()=>`;
  expect(apiScripts).toContain(entry);
  expect(guideScripts).not.toContain(entry);
  expect(guideScripts).not.toContain(chunkNamesKeyOf(apiPage));
  // The guide's own are there.
  expect(guideScripts).toContain(`"${contentChunkOf(guideScripts, '/docs/intro')}":[()=>`);
});

/** Whether the runtime's map from chunk name to id has `name` (an all-digit name may be written as a number). */
function runtimeMapsName(runtime: string, name: string): boolean {
  const keys = [`"${name}"`, name];
  if (/^\d+$/.test(name)) keys.push(`0x${Number(name).toString(16)}`);
  return keys.some((key) => new RegExp(`[{,]${key}:"\\d+"`).test(runtime));
}

test("the runtime maps no API page's chunk name to its id, nor its chunk id to a file: the page's share of the API reference's chunks brings them", async ({
  page,
}) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) =>
    bodies.set(
      new URL(response.url()).pathname,
      response.text().catch(() => ''),
    ),
  );
  const apiScripts = await scriptsRunBy(page, apiPage);
  const guideScripts = await scriptsRunBy(page, '/docs/intro');
  const runtimeFile = [...bodies.keys()].find((file) => /\/runtime~main\.[0-9a-f]{8}\.js$/.test(file));
  expect(runtimeFile).toBeDefined();
  const runtime = await bodies.get(runtimeFile!)!;
  const apiContent = contentChunkOf(apiScripts, apiPage);
  expect(runtimeMapsName(runtime, contentChunkOf(guideScripts, '/docs/intro'))).toBe(true);
  expect(runtimeMapsName(runtime, apiContent)).toBe(false);
  // The API page's share holds it, with its id, and the chunk's hash, which the runtime's file-name map leaves out.
  const share = apiScripts.replace(runtime, '');
  expect(runtimeMapsName(share, apiContent)).toBe(true);
  const id = new RegExp(`[{,](?:"${apiContent}"|${apiContent}):"(\\d+)"`).exec(share)?.[1];
  expect(id, `the id of chunk ${apiContent}`).toBeDefined();
  const hashEntry = new RegExp(`[{,]"?${id}"?:"[0-9a-f]{8}"`);
  expect(runtime).not.toMatch(hashEntry);
  expect(share).toMatch(hashEntry);
});

test("a guide page's content chunk is not in the runtime's file map: the page's own chunk brings its hash", async ({
  page,
}) => {
  const scripts = new Map<string, Promise<string>>();
  const failed: string[] = [];
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname;
    if (!file.endsWith('.js')) return;
    if (!response.ok()) failed.push(file);
    scripts.set(
      file,
      response.text().catch(() => ''),
    );
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const atStart = new Set(scripts.keys());
  await reachForContent(page);
  const chunkId = (file: string) => /\/assets\/js\/(\d+)\.[0-9a-f]{8}\.js$/.exec(file)?.[1];
  const loadedLater = [...scripts.keys()].filter((file) => !atStart.has(file) && chunkId(file));
  expect(loadedLater.length).toBeGreaterThan(0);
  const runtime = await scripts.get([...atStart].find((file) => /\/runtime~main\.[0-9a-f]{8}\.js$/.test(file))!)!;
  const startScripts = (await Promise.all([...atStart].map((file) => scripts.get(file)!))).join('\n');
  const hashEntry = (file: string) => {
    const [, id, hash] = /\/(\d+)\.([0-9a-f]{8})\.js$/.exec(file)!;
    return new RegExp(`[{,]"?${id}"?:"${hash}"`);
  };
  // At least one of the content's chunks has its hash only in a chunk the page loaded before, not in the runtime.
  const carried = loadedLater.filter((file) => !hashEntry(file).test(runtime));
  expect(carried.length, `chunks loaded for the content: ${loadedLater.join(', ')}`).toBeGreaterThan(0);
  for (const file of carried) expect(startScripts.replace(runtime, '')).toMatch(hashEntry(file));
  expect(failed).toEqual([]);
});

/** An API page whose registry entries are in another chunk than `apiPage`'s. */
const apiPageElsewhere = ['/docs/api/modules/lexical', '/docs/api/classes/lexical.TextNode', '/docs/api/'].find(
  (path) => deferredBucketOf(path) !== deferredBucketOf(apiPage),
)!;

/** Whether a script holds the route chunk names of a deferred (API) route: a bucket of the API reference's. */
const holdsApiChunkNames = (script: string) => /"\/docs\/api\/[^"]*-[0-9a-f]{3}":\{/.test(script);

test('an API page reached client-side from one whose chunk names are in another chunk, without pointing at it, shows', async ({
  page,
}) => {
  await page.goto(apiPage);
  await waitForHydration(page);
  const hrefs = await page
    .locator('article .markdown a[href^="/docs/api/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const target = hrefs.find((href) => {
    const path = new URL(href, 'https://site').pathname;
    return path !== apiPage && deferredBucketOf(path) !== deferredBucketOf(apiPage);
  });
  expect(target, `a link to an API page in another chunk among ${hrefs.length}`).toBeDefined();
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  // A click the page dispatches itself: no pointer over the link first, so nothing was preloaded.
  await page.evaluate(
    (href) => document.querySelector<HTMLAnchorElement>(`article .markdown a[href="${href}"]`)!.click(),
    target!,
  );
  await expect(page).toHaveURL(new URL(target!, 'https://site').pathname);
  await expect(page.locator('article h1')).not.toHaveText('Class: LexicalEditor');
  expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
});

test("an API page runs its own share of the API reference's chunk names; pointing at a link to another runs them all", async ({
  page,
}) => {
  const loaded: Promise<string>[] = [];
  const scripts = await scriptBodiesRunBy(page, apiPage);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.text().catch(() => ''));
  });
  const own = scripts.filter(holdsApiChunkNames);
  expect(own).toHaveLength(1);
  expect(own[0]).toContain(chunkNamesKeyOf(apiPage));
  expect(scripts.join('\n')).not.toContain(chunkNamesKeyOf(apiPageElsewhere));
  await page.locator('article a[href^="/docs/api/"]').filter({visible: true}).first().hover();
  // All of them load, the other page's among them; they arrive one by one, so wait for that one.
  await expect
    .poll(async () => (await Promise.all(loaded)).join('\n').includes(chunkNamesKeyOf(apiPageElsewhere)), {
      timeout: 15_000,
    })
    .toBe(true);
  expect((await Promise.all(loaded)).filter(holdsApiChunkNames).length).toBeGreaterThan(10);
});

test('an API page reached while its registry entries fail to load is loaded again, and shows', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // The chunk that holds the API index's chunk names.
  const downloads = await failScriptsHolding(page, chunkNamesKeyOf('/docs/api/'), (download) => download === 1);
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

/**
 * The chunk holding the API index's chunk names (one of the API reference's), with its text, once the page has asked for
 * it with `<link rel=prefetch>` (downloaded, not run).
 */
function prefetchedDeferredChunk(page: Page): () => Promise<{url: string; body: string} | undefined> {
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
  return async () =>
    (await Promise.all(prefetched)).find(
      (chunk): chunk is {url: string; body: string} => chunk.body?.includes(chunkNamesKeyOf('/docs/api/')) ?? false,
    );
}

/** The id in a chunk file's URL. */
const chunkIdOf = (url: string) => /\/(\d+)\.[0-9a-f]{8}\.js$/.exec(url)?.[1];

const loadedChunkIds = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {webpackChunklexical_docs: [unknown[]][]}).webpackChunklexical_docs ?? []).flatMap(([ids]) =>
      ids.map(String),
    ),
  );

test("a page showing a link to an API page prefetches the API reference's chunk at idle time, without running it", async ({
  page,
}) => {
  const deferredChunk = prefetchedDeferredChunk(page);
  // The navbar's API link is in view at this width, so Docusaurus prefetches its page.
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect.poll(async () => (await deferredChunk())?.url, {timeout: 10_000}).toBeDefined();
  // Downloaded, not run: no chunk of that id has been added to the page's bundle.
  const id = chunkIdOf((await deferredChunk())!.url);
  expect(id).toBeDefined();
  const loaded = await loadedChunkIds(page);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded).not.toContain(id);
});

test('links to API pages in view have their chunks prefetched once the API chunk names are in: here, once the reader points at one', async ({
  page,
}) => {
  const deferredChunk = prefetchedDeferredChunk(page);
  // Every chunk the page fetched, run or prefetched: the API reference's chunk names are spread over several.
  const apiChunkBodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/.test(response.url()))
      apiChunkBodies.push(response.text().catch(() => ''));
  });
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/packages/lexical');
  await waitForHydration(page);
  const apiLinks = page.locator('article a[href^="/docs/api/"]');
  await apiLinks.first().scrollIntoViewIfNeeded();
  const inView = await apiLinks.evaluateAll(
    (links) =>
      links.filter((link) => {
        const box = link.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      }).length,
  );
  expect(inView, 'links to API pages in view').toBeGreaterThan(2);
  const prefetchLinks = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) => link.href),
    );
  // Idle prefetches are made (the API reference's chunk among them), but none for the API pages' own chunks yet.
  await expect.poll(async () => (await deferredChunk())?.url, {timeout: 10_000}).toBeDefined();
  const before = await prefetchLinks();
  await apiLinks.first().hover();
  // API pages' own chunks are those the API reference's registry entries load, with the bundler's helper
  // (`n.e("123")`, however the minifier names it).
  const apiPageChunks = async (hrefs: string[]) => {
    const registryChunks = (await Promise.all(apiChunkBodies)).filter(holdsApiChunkNames).join('\n');
    return hrefs.filter((href) => new RegExp(`\\b\\w+\\.e\\("${chunkIdOf(href)}"\\)`).test(registryChunks));
  };
  // Pointing at a link preloads its page and runs the API reference's chunk names; the other links' pages are
  // prefetched then, API pages' chunks among them, and none before.
  const added = async () => (await prefetchLinks()).slice(before.length);
  await expect.poll(async () => (await apiPageChunks(await added())).length, {timeout: 10_000}).toBeGreaterThan(0);
  expect(await apiPageChunks(before)).toEqual([]);
});

test("no page of any kind calls localeCompare while it loads and hydrates (its first call sets up the browser's collator)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const localeCompare = String.prototype.localeCompare;
    const calls: string[] = [];
    (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls = calls;
    String.prototype.localeCompare = function (...args: Parameters<typeof localeCompare>) {
      calls.push(new Error().stack?.split('\n')[2]?.trim() ?? '');
      return localeCompare.apply(this, args);
    };
  });
  for (const url of [
    '/',
    '/docs/intro',
    '/docs/concepts/editor-state',
    '/docs/packages/lexical-react',
    '/docs/api/classes/lexical.LexicalEditor',
    '/docs/api/modules/lexical',
    '/blog/long-blog-post',
    '/docs/error?code=15',
    '/search?q=selection',
  ]) {
    await page.goto(url);
    await waitForHydration(page);
    const calls = await page.evaluate(() => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls);
    expect(calls, url).toEqual([]);
  }
});
