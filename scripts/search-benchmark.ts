/**
 * Prints the local search's speed and size figures for the current production
 * build (run `npx docusaurus build` first):
 *
 *   npx tsx scripts/search-benchmark.ts
 *
 * - bytes of search downloaded before the reader opens search (must be 0);
 * - bytes (gzipped) downloaded by opening search and running the first query;
 * - index size, raw and gzipped;
 * - median and p95 time of a keystroke's query in Chromium, over every prefix
 *   of the ranking table's queries (each prefix is one keystroke);
 * - time to rebuild the index from the rendered pages (what postBuild adds).
 *
 * Figures, not assertions: the machine is shared and timings vary.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {build as esbuild} from 'esbuild';
import {chromium} from 'playwright-core';
import {buildIndexFromHtml} from '../plugins/search-index';
import {rankingTable} from '../tests/e2e/search-ranking-table';

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

/** Gzipped size of a same-site asset, read from build/. */
function builtGzipSize(url: string): number {
  const pathname = new URL(url).pathname;
  const file = path.join(buildDir, pathname);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? gzipSize(fs.readFileSync(file)) : 0;
}

async function bundleEngineForBrowser(): Promise<string> {
  const result = await esbuild({
    stdin: {
      contents: `import {createEngine} from './plugins/search-index/engine';
        import {deserializeRecords} from './plugins/search-index/shared';
        window.__benchEngine = {createEngine, deserializeRecords};`,
      resolveDir: siteDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
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

async function main() {
  const indexDir = path.join(buildDir, 'search-index');
  const indexFile = fs.existsSync(indexDir) ? fs.readdirSync(indexDir).find((name) => name.endsWith('.json')) : undefined;
  if (!indexFile) throw new Error('No build/search-index/*.json: run `npx docusaurus build` first.');
  const indexJson = fs.readFileSync(path.join(indexDir, indexFile));
  const index = JSON.parse(indexJson.toString()) as {rows: unknown[]; paths: unknown[]};

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

    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${server.url}/docs/intro`, {waitUntil: 'networkidle'});
    const beforeOpen = requested.length;
    const searchBeforeOpen = requested.filter((url) => /search-index|minisearch|DocSearchModal/i.test(url));

    // Open search (retrying until hydrated) and run the first query.
    for (let attempt = 0; attempt < 20 && (await page.locator('.DocSearch-Input').count()) === 0; attempt++) {
      await page.keyboard.press('Control+k');
      await page.waitForTimeout(250);
    }
    const firstQueryStarted = Date.now();
    await page.keyboard.type('LexicalEditor');
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
    const firstQueryMs = Date.now() - firstQueryStarted;
    await page.waitForLoadState('networkidle');
    const openedWith = [...new Set(requested.slice(beforeOpen))].filter(
      (url) => url.startsWith(server.url) && !controlRequests.has(url) && !requested.slice(0, beforeOpen).includes(url),
    );
    const firstQueryGzip = openedWith.reduce((total, url) => total + builtGzipSize(url), 0);
    const indexShare = openedWith.filter((url) => url.includes('/search-index/')).reduce((t, url) => t + builtGzipSize(url), 0);

    // Keystroke timing in the browser: every prefix of every table query.
    await page.addScriptTag({content: await bundleEngineForBrowser()});
    const keystrokes = rankingTable.flatMap(([query]) => Array.from(query, (_, i) => query.slice(0, i + 1)));
    const timings = await page.evaluate(
      async ({indexUrl, queries}) => {
        const {createEngine, deserializeRecords} = (window as unknown as {__benchEngine: any}).__benchEngine;
        const records = deserializeRecords(await (await fetch(indexUrl)).json());
        const setupStarted = performance.now();
        const engine = createEngine(records);
        const setupMs = performance.now() - setupStarted;
        for (const query of queries.slice(0, 50)) engine.search(query); // warm-up
        const times: number[] = [];
        for (const query of queries) {
          const started = performance.now();
          engine.search(query);
          times.push(performance.now() - started);
        }
        return {setupMs, times};
      },
      {indexUrl: `${server.url}/search-index/${indexFile}`, queries: keystrokes},
    );

    const rows: [string, string][] = [
      ['pages indexed', String(index.paths.length)],
      ['records (page + h2/h3 sections)', String(index.rows.length)],
      ['index file, raw', kb(indexJson.length)],
      ['index file, gzipped', kb(gzipSize(indexJson))],
      ['requests for search before opening it', `${searchBeforeOpen.length} (${searchBeforeOpen.join(', ') || 'none'})`],
      ['downloaded by opening search + first query (gzipped)', `${kb(firstQueryGzip)} in ${openedWith.length} files (index ${kb(indexShare)}, code ${kb(firstQueryGzip - indexShare)})`],
      ['first query: keystrokes to first hit shown', `${firstQueryMs} ms (typing 13 keys included)`],
      ['engine setup in the browser (index load into MiniSearch)', `${timings.setupMs.toFixed(1)} ms`],
      [`keystroke query, median over ${timings.times.length} keystrokes (${rankingTable.length} queries)`, `${median(timings.times).toFixed(2)} ms`],
      ['keystroke query, p95', `${percentile(timings.times, 0.95).toFixed(2)} ms`],
      ['index build from rendered pages (postBuild work)', `${indexBuildSeconds.toFixed(2)} s for ${routes.length} pages, ${rebuilt.length} records`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('Local search benchmark (build/):');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log('  files downloaded on first query:');
    for (const url of openedWith) console.log(`    ${kb(builtGzipSize(url)).padStart(9)}  ${new URL(url).pathname}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
