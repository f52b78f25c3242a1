import {expect, test, type Page, type Request} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {indexFileEntries, splitIndex} from '../../plugins/search-index/indexFiles';
import type {SearchRecord} from '../../plugins/search-index/shared';
import {builtGzipSize} from './support/builtSite';
import {failScriptsHolding, waitForHydration} from './support/site';

/** Anything that belongs to search, by URL. */
const isSearchAsset = (url: string) => /search-index|minisearch|DocSearchModal|docsearch|algolia/i.test(url);

type Violation = {id: string; nodes: {target: unknown[]; failureSummary?: string}[]};
const summarize = (violations: Violation[]) =>
  violations.map(({id, nodes}) => ({
    id,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));

function trackRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Records, in the page, when `selector` first matches (in ms since the epoch), watching from the start of the document. */
async function recordWhenPresent(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(wanted)) return;
      (window as unknown as {presentAt: number}).presentAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true, attributes: true});
  }, selector);
}

/**
 * When the recorded selector first matched, and when each finished request whose URL matches `file` started, both in
 * ms since the epoch. Read from the requests, not the page's resource timing: the search worker's fetches are not in
 * the page's timeline.
 */
async function downloadStarts(
  page: Page,
  requests: readonly Request[],
  file: RegExp,
): Promise<{presentAt: number; starts: number[]}> {
  const presentAt = await page.evaluate(() => (window as unknown as {presentAt: number}).presentAt);
  const matching = requests.filter((request) => file.test(new URL(request.url()).pathname));
  await Promise.all(matching.map((request) => request.response()));
  return {presentAt, starts: matching.map((request) => request.timing().startTime)};
}

/** Ctrl/Cmd+K, repeated until the page has hydrated and the modal's input has focus. */
async function openModal(page: Page, shortcut = 'ControlOrMeta+k') {
  const input = page.locator('.DocSearch-Input');
  await expect(async () => {
    if ((await input.count()) === 0) await page.keyboard.press(shortcut);
    await expect(input).toBeFocused({timeout: 1_000});
  }).toPass({timeout: 15_000});
  return input;
}

/** A synthetic index served in place of the built one, to test paging and failure on known data. */
async function serveSyntheticIndex(page: Page, count: number) {
  const records: SearchRecord[] = Array.from({length: count}, (_, i) => ({
    url: `/docs/intro#zebra-${i}`,
    lvl0: 'Docs',
    lvl1: 'Introduction',
    lvl2: `Zebra section ${i}`,
    type: 'lvl2',
    content: `Paragraph ${i} mentions zebra crossings.`,
    tag: 'docs-default-current',
  }));
  const files = new Map(indexFileEntries(splitIndex(records)));
  await page.route('**/search-index/**', (route) => {
    const body = files.get(new URL(route.request().url()).pathname.split('/').pop()!);
    return body === undefined
      ? route.fulfill({status: 404, body: 'not found'})
      : route.fulfill({body: JSON.stringify(body), contentType: 'application/json'});
  });
}

test.describe('local search', () => {
  test('nothing of search is downloaded, and nothing goes to Algolia, before search opens', async ({page}) => {
    const requests = trackRequests(page);
    await page.goto('/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(requests.map((request) => request.url()).filter(isSearchAsset)).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    await openModal(page);
    await page.keyboard.type('introduction');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const urls = requests.map((request) => request.url());
    expect(urls.some((url) => url.includes('/search-index/'))).toBe(true);
    // No request leaves the site.
    const origin = new URL(page.url()).origin;
    expect(urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    await expect(page.getByText('Powered by')).toBeHidden();
  });

  test('opening the modal loads the index core and builds the engine before the first keystroke', async ({page}) => {
    const requests = trackRequests(page);
    const coreRequests = () => requests.filter((request) => request.url().endsWith('/core.json')).length;
    await page.goto('/docs/intro');
    await openModal(page);
    // Nothing typed yet.
    await expect.poll(coreRequests).toBe(1);
    await expect.poll(() => page.workers().length).toBe(1);
    await page.keyboard.type('introduction');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(coreRequests()).toBe(1);
    expect(page.workers()).toHaveLength(1);
  });

  test('the modal does not blur the page behind it (a full-viewport redraw per frame without a GPU)', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await openModal(page);
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('backdrop-filter', 'none');
  });

  test('Ctrl/Cmd+K and "/" open the modal, Escape closes it, "/" in a text field types', async ({page}) => {
    await page.goto('/docs/intro');
    await openModal(page);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /^Search/})).toBeFocused();

    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');

    await page.goto('/search');
    const pageInput = page.getByRole('searchbox', {name: 'Search'});
    await pageInput.fill('a/b');
    await expect(pageInput).toHaveValue('a/b');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('opening search and typing a first question at a reading pace downloads at most 300 KB gzipped, code and index together', async ({
    page,
  }) => {
    test.slow();
    // As for a reader with Save-Data on, Docusaurus fetches no other pages' code ahead of time, so
    // every request from here on is search's (its idle prefetches had landed in the count).
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
    );
    await page.goto('/docs/intro');
    await page.waitForLoadState('networkidle');
    const requests = trackRequests(page);
    await openModal(page);
    // A whole question, key by key, slowly enough that each keystroke's answer is shown before the next key: the
    // most a reader downloads, since every answer lists its hits with their texts, and each word loads its postings.
    const question = 'how do I listen for selection changes';
    await page.keyboard.type(question, {delay: 300});
    // The footer's link carries the query its hits answer: the last one, not an earlier keystroke's.
    await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent(question)}`,
    );
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    const urls = [...new Set(requests.map((request) => request.url()).filter((url) => url.startsWith(origin)))];
    const sizes = urls.map((url) => [url, builtGzipSize(url)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(urls.some((url) => url.includes('/search-index/'))).toBe(true);
    expect(total, sizes.map(([url, size]) => `${(size / 1024).toFixed(1)} KB ${url}`).join('\n')).toBeLessThanOrEqual(
      300 * 1024,
    );
  });

  test('hits are grouped by page hierarchy and "See all" leads to the search page with the real count', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await openModal(page);
    await page.keyboard.type('zebra');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    // Known data: 40 records in one group.
    await serveSyntheticIndex(page, 40);
    await page.reload();
    await openModal(page);
    // Typed at a reader's pace, so each keystroke's answer lands before the next key: the count
    // must still be the last query's, not a sum over the keystrokes.
    await page.keyboard.type('zebra', {delay: 150});
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Docs');
    const seeAll = page.getByRole('link', {name: 'See all 40 results'});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=zebra$/);
    await expect(page.getByText('40 documents found')).toBeVisible();
  });

  test('a hit opens its page at its anchor', async ({page}) => {
    await page.goto('/community');
    await openModal(page);
    await page.keyboard.type('Introduction');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Introduction');
    await page.locator('.DocSearch-Hit').first().click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test("no results: the site's wording and a way to report it", async ({page}) => {
    await page.goto('/docs/intro');
    await openModal(page);
    // DocSearch suggests the groups of earlier answers: search something first, then nonsense.
    await page.keyboard.type('introduction');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('qwxzzy');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /github\.com\/facebook\/lexical\/issues\/new/,
    );

    await page.goto('/search?q=qwxzzy');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
  });

  test('an index that cannot be fetched shows the failure strings, in the modal and on the page', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/docs/intro');
    await openModal(page);
    await page.keyboard.type('editor');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

    await page.goto('/search?q=editor');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('the search page reads q, highlights matches and loads more on scroll', async ({page}) => {
    await serveSyntheticIndex(page, 40);
    await page.goto('/search?q=zebra');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "zebra"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('zebra');
    const results = page.locator('article');
    await expect(results).toHaveCount(15);
    await expect(results.first().locator('mark').first()).toHaveText(/zebra/i);
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(30);
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(40);
    await expect(page.getByText('Fetching new results...')).toHaveCount(0);
  });

  test('the search page starts the index download from its HTML, and the search uses that one download', async ({
    page,
  }) => {
    const requests = trackRequests(page);
    const html = await (await page.goto('/search?q=selection'))!.text();
    expect(html).toMatch(/<link rel="?preload"? href="?\/search-index\/[^/]+\/core\.json"? as="?fetch"? crossorigin/);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
      'href',
      /\/search-index\/[^/]+\/core\.json$/,
    );
    // A preload the fetch cannot reuse (wrong URL or credentials mode), or one added again as the page hydrates
    // after the first was used, shows as a second request.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => new URL(request.url()).pathname.endsWith('/core.json'))).toHaveLength(1);
  });

  test("the search page's opening query starts while the page hydrates, and fetches each file once", async ({page}) => {
    // React has hydrated the page: Docusaurus then sets data-has-hydrated on <html>.
    await recordWhenPresent(page, 'html[data-has-hydrated="true"]');
    const requests = trackRequests(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto('/search?q=selection');
    await expect(page.locator('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The search worker, which runs the query, was started before the page had hydrated, not by the page once it had.
    expect(workers).toHaveLength(1);
    const worker = new RegExp(`${workers[0]!.replace(/[.]/g, '\\.')}$`);
    const {presentAt: hydratedAt, starts: workerAt} = await downloadStarts(page, requests, worker);
    expect(workerAt).toHaveLength(1);
    expect(workerAt[0]).toBeLessThan(hydratedAt);
    // The query's postings (one file or two, as its stem falls in the chunks) were fetched.
    expect((await downloadStarts(page, requests, /\/terms\.\d+\.json$/)).starts.length).toBeGreaterThan(0);
    // The page's own request then reused the postings and texts the opening query fetched: none twice.
    const paths = requests.map((request) => new URL(request.url()).pathname).filter((path) => path.endsWith('.json'));
    expect(paths.length).toBeGreaterThan(3);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("the engine runs in a worker: the page's own scripts hold none of it", async ({page}) => {
    const workerScripts: string[] = [];
    page.on('worker', (worker) => workerScripts.push(worker.url()));
    const bodies = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.set(
          response.url(),
          response.text().catch(() => ''),
        );
    });
    await page.goto('/search?q=selection');
    await expect(page.locator('article')).toHaveCount(15);
    await page.waitForLoadState('networkidle');
    // A string of MiniSearch's own, which the engine is built on.
    const holdsEngine = async (url: string) => (await bodies.get(url))?.includes('MiniSearch: duplicate ID') ?? false;
    expect(workerScripts).toHaveLength(1);
    expect(await holdsEngine(workerScripts[0]!)).toBe(true);
    const pageScripts = [...bodies.keys()].filter((url) => !workerScripts.includes(url));
    expect(pageScripts.length).toBeGreaterThan(2);
    for (const url of pageScripts) expect(await holdsEngine(url), url).toBe(false);
  });

  test("a modal whose code does not download says so, and opens at the reader's next try", async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // Known by a string of the modal's own module (a translation id).
    const downloads = await failScriptsHolding(page, 'lexical.search.noResultsText', (download) => download === 1);
    await page.keyboard.press('ControlOrMeta+k');
    const alert = page.getByRole('alert').filter({hasText: 'Search could not be loaded'});
    await expect(alert).toHaveText('Search could not be loaded. Check your connection, then try again.');
    expect(downloads.failed).toBe(1);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(alert).toHaveCount(0);
  });

  test('a search worker that cannot start fails that search only: the next query starts another', async ({page}) => {
    // The worker's script fails to download until the reader's next query.
    let blocking = true;
    const downloads = await failScriptsHolding(page, 'MiniSearch: duplicate ID', () => blocking);
    await page.goto('/search?q=selection');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    expect(downloads.failed).toBeGreaterThan(0);
    blocking = false;
    await page.getByRole('searchbox', {name: 'Search'}).fill('editor state');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
  });

  test('the search page shows its first screenful of hits before it downloads the texts of the rest', async ({
    page,
  }) => {
    await recordWhenPresent(page, 'article');
    const requests = trackRequests(page);
    await page.goto('/search?q=selection');
    await expect(page.locator('article')).toHaveCount(15);
    const {presentAt: firstHitsAt, starts: textsAt} = await downloadStarts(page, requests, /\/text\.\d+\.json$/);
    const before = textsAt.filter((start) => start < firstHitsAt);
    // The texts of the first six hits (some share a file), then those of the other nine.
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(6);
    expect(textsAt.length).toBeGreaterThan(before.length);
  });

  test('bad input: markup in q is text, an empty q shows the empty state, a huge query neither hangs nor throws', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });

    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/search?q=${encodeURIComponent(markup)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${markup}"`);
    await expect(page.locator('article').first().or(page.getByText('No results for'))).toBeVisible();
    await expect(page.locator('main img[src="x"], article img[src="x"]')).toHaveCount(0);

    await page.goto('/search?q=');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByText(/Type a concept/)).toBeVisible();

    const huge = 'editor state '.repeat(800).slice(0, 10_000);
    await page.goto('/search');
    const started = Date.now();
    await page.getByRole('searchbox', {name: 'Search'}).fill(huge);
    await expect(page.locator('article').first().or(page.getByText('No results for'))).toBeVisible();
    expect(Date.now() - started).toBeLessThan(5_000);

    await openModal(page);
    await page.keyboard.insertText(huge);
    await expect(page.locator('.DocSearch-Hit').first().or(page.locator('.DocSearch-NoResults'))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the modal and the search page pass axe', async ({page}) => {
    await page.goto('/search?q=introduction');
    await expect(page.locator('article').first()).toBeVisible();
    const pageScan = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(summarize(pageScan.violations)).toEqual([]);

    // The navbar button: its name contains what it shows (WCAG 2.5.3).
    const buttonScan = await new AxeBuilder({page})
      .include('.DocSearch-Button')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(summarize(buttonScan.violations)).toEqual([]);

    await openModal(page);
    await page.keyboard.type('introduction');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const modalScan = await new AxeBuilder({page})
      .include('.DocSearch-Modal')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(summarize(modalScan.violations)).toEqual([]);
  });

  test('keyboard only: open, pick a hit with the arrows, land on the page', async ({page}) => {
    await page.goto('/docs/intro');
    await openModal(page, '/');
    await page.keyboard.type('Introduction');
    // A reader presses Enter once the hits for the whole query are shown; on a
    // loaded machine the hits of a shorter prefix can be on screen first.
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toContainText('Introduction');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/intro/);
  });
});
