/**
 * Prints the local search's speed and size figures for the current production
 * build (run `npx docusaurus build` first):
 *
 *   npm run bench:search [-- --verbose]
 *
 * - bytes of search downloaded before the reader opens search (must be 0);
 * - bytes (gzipped) downloaded by opening search and typing a first query at a
 *   reading pace (each keystroke's answer is shown, with its texts), for several
 *   first queries (each in a fresh browser), and how long after the last key
 *   the whole query's answer shows;
 * - how long after the first key the first hit shows, when the reader pauses
 *   between opening search and typing (the modal builds the engine meanwhile);
 * - index size, raw and gzipped, by kind of file;
 * - median and p95 time of a keystroke's answer in Chromium (the search client
 *   as the modal calls it: loading postings and page text when first needed,
 *   searching, highlighting), over every prefix of the ranking table's queries;
 * - time to rebuild the index from the rendered pages (what postBuild adds);
 * - relevance: hit@1 and MRR@5 over the queries of search-benchmark/relevance.ts (`--verbose` lists the queries
 *   whose answer was not first).
 *
 * Figures, not assertions: the machine is shared and timings vary.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {build as esbuild} from 'esbuild';
import {chromium, type Page} from 'playwright-core';
import {buildIndexFromHtml, builtIndexSource} from '../plugins/search-index';
import {splitIndex} from '../plugins/search-index/indexFiles';
import {rankingTable} from '../tests/e2e/search-ranking-table';
import {formatRelevance, relevanceOfBuiltIndex} from './search-benchmark/relevance';
import {builtGzipSize} from '../tests/e2e/support/builtSite';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, {level: 9}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A static server over build/, so the figures do not depend on another process. */
function serveBuild(): Promise<{url: string; close: () => void}> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(buildDir, pathname);
    if (!file.startsWith(buildDir)) return void response.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    if (!fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, {'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as {port: number};
      resolve({url: `http://127.0.0.1:${address.port}`, close: () => server.close()});
    }),
  );
}

async function bundleClientForBrowser(): Promise<string> {
  const result = await esbuild({
    stdin: {
      contents: `import {createLocalSearchClient} from './plugins/search-index/client/localSearchClient';
        import {indexSource} from './plugins/search-index/client/loadIndex';
        window.__benchClient = (indexUrl) => createLocalSearchClient(indexSource({backend: 'local', indexUrl}));`,
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    external: ['@lexical-docs/search-index-dev'],
    format: 'iife',
    write: false,
    target: 'es2020',
  });
  return result.outputFiles[0]!.text;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** Gzipped size of every file in a folder, by the first word of its name (`core`, `terms`, `text`). */
function folderSizes(folder: string) {
  const kinds = new Map<string, {files: number; raw: number; gzip: number}>();
  for (const name of fs.readdirSync(folder)) {
    const data = fs.readFileSync(path.join(folder, name));
    const kind = name.split('.')[0]!;
    const entry = kinds.get(kind) ?? {files: 0, raw: 0, gzip: 0};
    entry.files += 1;
    entry.raw += data.length;
    entry.gzip += gzipSize(data);
    kinds.set(kind, entry);
  }
  return kinds;
}

/** First queries to measure the download of: symbols, a concept word, two words, a typo, a question. */
const firstQueries = [
  'LexicalEditor',
  'transforms',
  'register command',
  'selectoin',
  'useLexicalComposerContext',
  'how do I listen for selection changes',
];

/** Opens the search modal with its shortcut, trying again until the page has hydrated and the modal is there. */
async function openSearch(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 20 && (await page.locator('.DocSearch-Input').count()) === 0; attempt++) {
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(250);
  }
}

/** Waits until the modal lists the answer to `query` itself: its footer's link carries the query it answers. */
async function waitForAnswerTo(page: Page, query: string): Promise<void> {
  const seeAll = page.getByRole('link', {name: /^See all \d+ results?$/});
  await seeAll.and(page.locator(`[href="/search?q=${encodeURIComponent(query)}"]`)).waitFor({timeout: 6_000});
}

/** A reader typing a first query: each keystroke's answer is shown before the next key. */
const readingPaceMs = 150;

/** The query typed after a pause, and the pause: a reader's time between opening search and the first key. */
const pausedQuery = 'editor';
const readerPauseMs = 600;

async function main() {
  const source = builtIndexSource(buildDir);
  const sizes = folderSizes(source.folder);
  const core = await source.core();
  const indexUrl = `/search-index/${path.basename(source.folder)}/`;

  // Index build time: the same function postBuild runs, over every rendered page.
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') routes.push(`/${path.relative(buildDir, dir)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(buildDir);
  const buildStarted = performance.now();
  const rebuilt = await buildIndexFromHtml(buildDir, routes, {baseUrl: '/', siteTitle: 'Lexical', ignoreRoutes: []});
  splitIndex(rebuilt);
  const indexBuildSeconds = (performance.now() - buildStarted) / 1000;

  const server = await serveBuild();
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    // Control run: the same page for the same time without opening search, so
    // the route prefetches Docusaurus makes on its own are not counted as search.
    const control = await browser.newPage();
    const controlRequests = new Set<string>();
    control.on('request', (request) => controlRequests.add(request.url()));
    await control.goto(`${server.url}/docs/intro`, {waitUntil: 'networkidle'});
    await control.waitForTimeout(4000);
    await control.close();

    const firstQueryRows: [string, string][] = [];
    const downloads: string[] = [];
    let searchBeforeOpen: string[] = [];
    for (const query of firstQueries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${server.url}/docs/intro`, {waitUntil: 'networkidle'});
      const beforeOpen = requested.length;
      searchBeforeOpen = requested.filter((url) => /search-index|minisearch|DocSearchModal/i.test(url));
      // Open search and type the query key by key, as a reader does.
      await openSearch(page);
      await page.keyboard.type(query.slice(0, -1), {delay: readingPaceMs});
      await page.waitForTimeout(readingPaceMs);
      const lastKeyAt = Date.now();
      await page.keyboard.type(query.slice(-1));
      await waitForAnswerTo(page, query);
      const answerMs = Date.now() - lastKeyAt;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const opened = [...new Set(requested.slice(beforeOpen))].filter(
        (url) =>
          url.startsWith(server.url) && !controlRequests.has(url) && !requested.slice(0, beforeOpen).includes(url),
      );
      const total = opened.reduce((sum, url) => sum + builtGzipSize(url), 0);
      const index = opened.filter((url) => url.includes('/search-index/'));
      const indexBytes = index.reduce((sum, url) => sum + builtGzipSize(url), 0);
      firstQueryRows.push([
        `  "${query}"`,
        `${kb(total)} in ${opened.length} files: code ${kb(total - indexBytes)}, index ${kb(indexBytes)} in ${index.length} files; answer ${answerMs} ms after the last key`,
      ]);
      if (downloads.length === 0) downloads.push(...opened);
      await context.close();
    }

    // A reader pauses between opening search and typing, time the modal uses to build the engine: the first hit's
    // delay after the first key, with that pause, in fresh pages.
    const pausedFirstHits: number[] = [];
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext();
      const paused = await context.newPage();
      await paused.goto(`${server.url}/docs/intro`, {waitUntil: 'networkidle'});
      await openSearch(paused);
      await paused.waitForTimeout(readerPauseMs);
      const started = Date.now();
      await paused.keyboard.type(pausedQuery);
      await paused.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
      pausedFirstHits.push(Date.now() - started);
      await context.close();
    }

    // Keystroke answers in the browser: a fresh client, every prefix of every table query.
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/intro`, {waitUntil: 'networkidle'});
    await page.addScriptTag({content: await bundleClientForBrowser()});
    const keystrokes = rankingTable.flatMap(([query]) => Array.from(query, (_, i) => query.slice(0, i + 1)));
    const timings = await page.evaluate(
      async ({url, queries}) => {
        // No helper functions in here: tsx would wrap them in a `__name` the page does not have.
        const client = (
          window as unknown as {__benchClient: (url: string) => {search: (request: unknown) => Promise<unknown>}}
        ).__benchClient(url);
        const base = {indexName: 'lexical', hitsPerPage: 20, facetFilters: ['language:en']};
        const coreStarted = performance.now();
        await client.search({requests: [{...base, query: 'a'}]});
        const firstAnswerMs = performance.now() - coreStarted;
        const times: number[] = [];
        for (const query of queries) {
          const started = performance.now();
          await client.search({requests: [{...base, query}]});
          times.push(performance.now() - started);
        }
        return {firstAnswerMs, times};
      },
      {url: `${server.url}${indexUrl}`, queries: keystrokes},
    );

    const sizeRow = (kind: string, label: string): [string, string] => {
      const entry = sizes.get(kind) ?? {files: 0, raw: 0, gzip: 0};
      return [label, `${entry.files} files, ${kb(entry.raw)} raw, ${kb(entry.gzip)} gzipped`];
    };
    const allFiles = [...sizes.values()].reduce(
      (sum, entry) => ({raw: sum.raw + entry.raw, gzip: sum.gzip + entry.gzip}),
      {raw: 0, gzip: 0},
    );
    const rows: [string, string][] = [
      ['pages indexed', String(core.paths.length)],
      ['records (page + h2/h3 sections)', String(core.rows.length)],
      ['whole index (every file)', `${kb(allFiles.raw)} raw, ${kb(allFiles.gzip)} gzipped`],
      sizeRow('core', '  core (titles, headings, symbols)'),
      sizeRow('terms', '  postings chunks'),
      sizeRow('text', '  text blocks (for snippets)'),
      [
        'requests for search before opening it',
        `${searchBeforeOpen.length} (${searchBeforeOpen.join(', ') || 'none'})`,
      ],
      ['downloaded by opening search + typing a first query at a reading pace (gzipped):', ''],
      ...firstQueryRows,
      [
        `first hit of "${pausedQuery}" typed ${readerPauseMs} ms after opening search, median of ${pausedFirstHits.length}`,
        `${median(pausedFirstHits)} ms after the first key`,
      ],
      ['first answer of a fresh client (core + first chunk + texts)', `${timings.firstAnswerMs.toFixed(1)} ms`],
      [
        `keystroke answer, median over ${timings.times.length} keystrokes (${rankingTable.length} queries)`,
        `${median(timings.times).toFixed(2)} ms`,
      ],
      ['keystroke answer, p95', `${percentile(timings.times, 0.95).toFixed(2)} ms`],
      [
        'index build from rendered pages, split into files (postBuild work, without writing)',
        `${indexBuildSeconds.toFixed(2)} s for ${routes.length} pages, ${rebuilt.length} records`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('Local search benchmark (build/):');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log(`  files downloaded for "${firstQueries[0]}":`);
    for (const url of downloads) console.log(`    ${kb(builtGzipSize(url)).padStart(9)}  ${new URL(url).pathname}`);
    console.log('');
    console.log(formatRelevance(await relevanceOfBuiltIndex(source), process.argv.includes('--verbose')));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
