/**
 * Prints the page-speed figures of a production build (run `npm run build` first):
 *
 *   npm run bench:pages [-- --only home,guide --runs 3 --json medians.json --no-stock --build build]
 *
 * Serves build/ with gzip, runs Lighthouse's default (mobile) performance audit on one page of each kind, several
 * times, and prints the median of the runs as a Markdown table: score, TBT, LCP, CLS and the gzipped JavaScript a
 * first visit downloads; then the build's route count, main.js's size and the tool versions, and where each page's
 * main-thread time goes (Lighthouse's task groups and the longest task). Unless `--no-stock`,
 * a stock create-docusaurus site (made and cached on first use) is served and measured the same way in the same
 * rounds, and its home, doc and blog post are printed beside ours.
 *
 * Figures, not assertions: the machine is shared and timings vary with its load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import fg from 'fast-glob';
import {
  browserVersion,
  describeSettings,
  formatTable,
  kb,
  medianMetrics,
  formatComparisonTable,
  formatMainThreadTable,
  pageKinds,
  pageMetrics,
  parseBenchmarkArgs,
  stockKindsOf,
  stockPages,
  type BenchmarkOptions,
  type PageKind,
  type PageMetrics,
  type PageRow,
  type StockKind,
} from './page-benchmark/report';
import {serveBuild} from './page-benchmark/server';
import {brokenPages} from './page-benchmark/preflight';
import {
  installedDocusaurusVersion,
  prepareStockSite,
  stockDocusaurusVersion,
  StockSiteError,
  type StockSite,
} from './page-benchmark/stock-site';

const siteDir = path.resolve(__dirname, '..');
// The folder measured (`--build`), set once the command line is read.
let buildDir = path.join(siteDir, 'build');
const stockCacheDir = path.join(siteDir, '.cache', 'stock-docusaurus');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface BuildFacts {
  routeEntries: number | undefined;
  indexHtmlFiles: number;
  mainJs: {file: string; rawBytes: number; gzipBytes: number};
}

/**
 * The gzipped size of the file our site's server sends for a URL: Lighthouse counts only the headers of a script a
 * worker fetched (see `scriptTransferBytes`), so the benchmark sizes it itself.
 */
function servedGzipSize(origin: string): (url: string) => number {
  return (url) => {
    const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
    if (!url.startsWith(`${origin}/`) || !fs.existsSync(file)) {
      throw new Error(`Cannot size ${url}: it is not a file of ${buildDir}`);
    }
    return zlib.gzipSync(fs.readFileSync(file)).length;
  };
}

function buildFacts(): BuildFacts {
  // Docusaurus's own list of routes; layout routes (the docs and blog wrappers) are entries too.
  const routesChunkNames = path.join(siteDir, '.docusaurus', 'routesChunkNames.json');
  const routeEntries = fs.existsSync(routesChunkNames)
    ? Object.keys(JSON.parse(fs.readFileSync(routesChunkNames, 'utf8'))).length
    : undefined;
  const indexHtmlFiles = fg.sync('**/index.html', {cwd: buildDir}).length;
  const [mainJsFile] = fg.sync('assets/js/main.*.js', {cwd: buildDir});
  if (!mainJsFile) throw new Error(`No assets/js/main.*.js in ${buildDir}`);
  const mainJs = fs.readFileSync(path.join(buildDir, mainJsFile));
  // zlib's default level, the one the benchmark's server (and most hosts) serve with.
  return {
    routeEntries,
    indexHtmlFiles,
    mainJs: {file: mainJsFile, rawBytes: mainJs.length, gzipBytes: zlib.gzipSync(mainJs).length},
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/** The stock site's server and the kinds measured on it. */
interface StockTarget {
  origin: string;
  kinds: StockKind[];
}

async function measure(options: BenchmarkOptions, origin: string, stock: StockTarget | undefined) {
  // Imported natively, not through tsx's require hook: that hook recompiles the package with esbuild, which wraps
  // functions in `__name(…)`, and Lighthouse sends some functions' source to the page, where `__name` is undefined.
  const {default: lighthouse} = await import('lighthouse');
  const problems = await brokenPages(
    options.kinds.map((kind) => origin + pageKinds[kind]),
    chromiumPath,
  );
  if (problems.length > 0) {
    throw new Error(
      `Not measured: these pages are broken, so their figures would mean nothing:\n${problems.join('\n')}`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const runs = new Map<PageKind, PageMetrics[]>(options.kinds.map((kind) => [kind, []]));
    const stockRuns = new Map<StockKind, PageMetrics[]>(stock?.kinds.map((kind) => [kind, []]));
    let stockError: string | undefined;
    // The user agent Lighthouse records is reduced to `156.0.0.0`; the DevTools endpoint has the full version.
    const {Browser: browser} = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser: string;
    };
    const chromiumVersion = browserVersion(browser);
    let lighthouseVersion = 'unknown';
    let settings = '';
    const audit = async (url: string, label: string, round: number) => {
      const started = Date.now();
      const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: ['performance']});
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const metrics = pageMetrics(result.lhr, servedGzipSize(origin));
      lighthouseVersion = result.lhr.lighthouseVersion;
      settings = describeSettings(result.lhr.configSettings);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(
        `run ${round}/${options.runs} ${label}: score ${Math.round(metrics.score * 100)}, ` +
          `TBT ${Math.round(metrics.totalBlockingTimeMs)} ms (${seconds} s)`,
      );
      return metrics;
    };
    /** One round of the stock site's pages; what went wrong if one could not be measured. */
    const auditStockRound = async ({origin: stockOrigin, kinds}: StockTarget, round: number) => {
      for (const kind of kinds) {
        try {
          stockRuns.get(kind)!.push(await audit(stockOrigin + stockPages[kind], `stock ${kind}`, round));
        } catch (error) {
          // Our figures still count: the stock site is dropped, not the run.
          return `Could not measure the stock site's ${kind} page: ${(error as Error).message}`;
        }
      }
      return undefined;
    };
    // Round by round rather than page by page, so a burst of load on the shared machine spreads over every kind
    // instead of skewing one; the stock pages take their turn in each round, so the drift hits both sites alike.
    // Lighthouse resets storage and cache before each run: every run is a first visit.
    for (let round = 1; round <= options.runs; round++) {
      for (const kind of options.kinds) {
        runs.get(kind)!.push(await audit(origin + pageKinds[kind], kind, round));
      }
      if (stock && !stockError) {
        stockError = await auditStockRound(stock, round);
        if (stockError) console.error(`${stockError}\nGoing on with our pages only.`);
      }
    }
    const rows: PageRow[] = options.kinds.map((kind) => ({kind, median: medianMetrics(runs.get(kind)!)}));
    const stockRows: PageRow<StockKind>[] | undefined =
      stock && !stockError
        ? stock.kinds.map((kind) => ({kind, median: medianMetrics(stockRuns.get(kind)!)}))
        : undefined;
    return {
      rows,
      stockRows,
      stockError,
      versions: {lighthouse: lighthouseVersion, chromium: chromiumVersion},
      settings,
    };
  } finally {
    chrome.kill();
  }
}

/** The stock site's build, or why there is none; undefined when no chosen kind has a stock page. */
async function stockSiteFor(stockKinds: StockKind[]): Promise<StockSite | {error: string} | undefined> {
  if (stockKinds.length === 0) return undefined;
  const ourVersion = installedDocusaurusVersion(siteDir);
  console.error(
    `Stock site: create-docusaurus ${stockDocusaurusVersion} classic TypeScript in ${stockCacheDir} ` +
      `(ours has @docusaurus/core ${ourVersion ?? '(not installed)'}); creating it if not cached…`,
  );
  try {
    return await prepareStockSite(stockCacheDir, ourVersion);
  } catch (error) {
    if (!(error instanceof StockSiteError)) throw error;
    console.error(`${error.message}\nGoing on with our pages only.`);
    return {error: error.message};
  }
}

async function main() {
  let options: BenchmarkOptions;
  try {
    options = parseBenchmarkArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  buildDir = path.resolve(siteDir, options.buildDir);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  const facts = buildFacts();
  const stockKinds = stockKindsOf(options);
  const stockSite = await stockSiteFor(stockKinds);
  const stockBuild = stockSite && 'buildDir' in stockSite ? stockSite : undefined;

  const loadBefore = loadAverage();
  const started = Date.now();
  const server = await serveBuild(buildDir);
  const stockServer = stockBuild && (await serveBuild(stockBuild.buildDir));
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    measured = await measure(options, server.origin, stockServer && {origin: stockServer.origin, kinds: stockKinds});
  } finally {
    await server.close();
    await stockServer?.close();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const {rows, stockRows, versions, settings} = measured;
  const stockError = stockSite && 'error' in stockSite ? stockSite.error : measured.stockError;

  console.log(formatTable(rows));
  console.log();
  console.log(
    `Median of ${options.runs} run(s) per page, each column's median on its own; Lighthouse's default settings ` +
      `(${settings}), performance category only; JS gzipped is the transfer size of the scripts a first visit ` +
      'downloads, served with gzip.',
  );
  const routes =
    facts.routeEntries === undefined
      ? 'no .docusaurus/routesChunkNames.json to count routes in'
      : `${facts.routeEntries} routes (entries of .docusaurus/routesChunkNames.json, layout routes included)`;
  console.log(
    `- Build: ${routes}; ${facts.indexHtmlFiles} index.html files in ${path.relative(siteDir, buildDir)}/ (redirect pages included)`,
  );
  console.log(`- ${facts.mainJs.file}: ${kb(facts.mainJs.rawBytes)} raw, ${kb(facts.mainJs.gzipBytes)} gzipped`);
  console.log(`- Lighthouse ${versions.lighthouse}, Chromium ${versions.chromium}, Node ${process.versions.node}`);
  console.log(
    `- Load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after, on ${os.cpus().length} CPUs; ` +
      `${minutes} min in all`,
  );
  console.log();
  console.log(
    "Where each page's main-thread time goes (Lighthouse's task groups; medians in ms, at the simulated CPU slowdown):",
  );
  console.log();
  console.log(formatMainThreadTable(rows));

  if (stockRows && stockBuild) {
    const setup =
      stockBuild.setupSeconds === undefined
        ? 'built by an earlier run'
        : `created, installed and built in ${(stockBuild.setupSeconds / 60).toFixed(1)} min before this run`;
    console.log();
    console.log(
      `Beside a stock create-docusaurus ${stockDocusaurusVersion} site (classic template, TypeScript; ` +
        `@docusaurus/core ${stockDocusaurusVersion} as ours), served and measured the same way in the same rounds, ` +
        'on its pages of the same paths:',
    );
    console.log();
    console.log(formatComparisonTable(rows, stockRows));
    console.log();
    console.log("The stock site's main-thread time, in the same groups:");
    console.log();
    console.log(formatMainThreadTable(stockRows));
    console.log();
    console.log(`- Stock site: ${path.relative(siteDir, stockBuild.buildDir)}, ${setup}`);
  } else if (options.stock && stockKinds.length === 0) {
    console.log(
      `- No stock comparison: the stock site has only ${Object.keys(stockPages).join(', ')} pages, none chosen`,
    );
  }

  if (options.jsonFile) {
    const medians = {
      runs: options.runs,
      lighthouseVersion: versions.lighthouse,
      chromiumVersion: versions.chromium,
      settings,
      build: facts,
      pages: rows.map(({kind, median}) => ({kind, path: pageKinds[kind], ...median})),
      stock: stockError
        ? {error: stockError}
        : stockRows && {
            createDocusaurusVersion: stockDocusaurusVersion,
            pages: stockRows.map(({kind, median}) => ({kind, path: stockPages[kind], ...median})),
          },
    };
    fs.writeFileSync(options.jsonFile, `${JSON.stringify(medians, null, 2)}\n`);
    console.log(`- Medians written to ${options.jsonFile}`);
  }

  if (stockError) {
    console.error(`\nNo stock comparison. ${stockError}\nRun with --no-stock to measure our pages only.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
