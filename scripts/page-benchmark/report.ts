/**
 * The pure parts of the page-speed benchmark: which pages it measures, its command line, what it reads from a
 * Lighthouse result and how it prints the figures. No I/O here, so the unit tests can cover all of it.
 */
import {parseArgs} from 'node:util';

/** One URL of each kind of page the site has; the kind is the name `--only` takes. */
export const pageKinds = {
  home: '/',
  guide: '/docs/intro',
  'guide-diagram': '/docs/concepts/editor-state',
  'api-class': '/docs/api/classes/lexical.LexicalEditor',
  'api-module': '/docs/api/modules/lexical',
  package: '/docs/packages/lexical-react',
  'blog-post': '/blog/long-blog-post',
  error: '/docs/error?code=15',
  search: '/search?q=selection',
  gallery: '/gallery',
  'gallery-example': '/gallery/rich-text-toolbar',
} as const;

export type PageKind = keyof typeof pageKinds;

const allKinds = Object.keys(pageKinds) as PageKind[];

/**
 * The pages of a stock `create-docusaurus` classic site measured beside ours, by the kind of ours they compare
 * with: the template has a home page, a doc and a blog post of its own, under the same paths as ours.
 */
export const stockPages = {
  home: '/',
  guide: '/docs/intro',
  'blog-post': '/blog/long-blog-post',
} as const satisfies Partial<Record<PageKind, string>>;

export type StockKind = keyof typeof stockPages;

export const defaultRuns = 3;

export const usage = `Usage: npm run bench:pages -- [--only <kind,...>] [--runs N] [--json <file>] [--no-stock] [--build <dir>]
  --only      page kinds to measure (default: all): ${allKinds.join(', ')}
  --runs      Lighthouse runs per page, whose median is printed (default: ${defaultRuns})
  --json      also write the unrounded medians to this file
  --no-stock  do not measure a stock create-docusaurus site beside ours (its ${Object.keys(stockPages).join(', ')}
              pages are measured by default, in the same rounds)
  --build     the build folder to measure, relative to the site (default: build; build-speed-off is the site
              without its speed layer, from npm run build:speed-off)`;

export interface BenchmarkOptions {
  kinds: PageKind[];
  runs: number;
  jsonFile: string | undefined;
  /** Whether to measure the stock site's pages of the chosen kinds too. */
  stock: boolean;
  /** The build folder measured, relative to the site. */
  buildDir: string;
}

/** Reads the command line; throws an error whose message says what is wrong and how to call the script. */
export function parseBenchmarkArgs(args: string[]): BenchmarkOptions {
  let values: {only?: string; runs?: string; json?: string; stock?: boolean; build?: string};
  try {
    ({values} = parseArgs({
      args,
      options: {
        only: {type: 'string'},
        runs: {type: 'string'},
        json: {type: 'string'},
        stock: {type: 'boolean', default: true},
        build: {type: 'string'},
      },
      strict: true,
      allowPositionals: false,
      // `--no-stock` turns the default off.
      allowNegative: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`);
  }
  return {
    kinds: values.only === undefined ? allKinds : parseKinds(values.only),
    runs: values.runs === undefined ? defaultRuns : parseRuns(values.runs),
    jsonFile: values.json || undefined,
    stock: values.stock ?? true,
    buildDir: values.build || 'build',
  };
}

/** The chosen kinds the stock site is measured on: those it has a page of, none with `--no-stock`. */
export function stockKindsOf(options: Pick<BenchmarkOptions, 'kinds' | 'stock'>): StockKind[] {
  return options.stock ? options.kinds.filter((kind): kind is StockKind => kind in stockPages) : [];
}

function parseKinds(list: string): PageKind[] {
  const kinds = list
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknown = kinds.filter((kind) => !(kind in pageKinds));
  if (kinds.length === 0 || unknown.length > 0) {
    const what =
      kinds.length === 0 ? 'No page kind given' : `Unknown page kind ${unknown.map((k) => `"${k}"`).join(', ')}`;
    throw new Error(`${what} in --only. Valid kinds: ${allKinds.join(', ')}.\n${usage}`);
  }
  return [...new Set(kinds as PageKind[])];
}

function parseRuns(text: string): number {
  const runs = Number(text);
  if (!/^\d+$/.test(text) || runs < 1) {
    throw new Error(`--runs takes a whole number of runs, 1 or more (got "${text}").\n${usage}`);
  }
  return runs;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What one Lighthouse run says about a page, in the units Lighthouse reports (ms, bytes, score 0–1). */
export interface PageMetrics {
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  scriptTransferBytes: number;
  /** Main-thread time by kind of work, at the simulated CPU slowdown (`mainthread-work-breakdown`). */
  mainThreadMs: Record<MainThreadGroup, number>;
  /** The longest task Lighthouse lists (`long-tasks`, 50 ms and over), 0 when there is none. */
  longestTaskMs: number;
}

/**
 * Lighthouse's kinds of main-thread work (its task groups) with the breakdown table's column names, in the table's
 * order. The breakdown says where a page's blocking time comes from, which the TBT figure alone does not.
 */
const mainThreadLabels = {
  scriptEvaluation: 'script evaluation',
  styleLayout: 'style & layout',
  scriptParseCompile: 'script parse & compile',
  parseHTML: 'HTML & CSS parsing',
  paintCompositeRender: 'rendering',
  garbageCollection: 'garbage collection',
  other: 'other',
} as const;

export type MainThreadGroup = keyof typeof mainThreadLabels;

export const mainThreadGroups = Object.keys(mainThreadLabels) as MainThreadGroup[];

const metricNames = [
  'score',
  'totalBlockingTimeMs',
  'largestContentfulPaintMs',
  'cumulativeLayoutShift',
  'scriptTransferBytes',
] as const satisfies readonly (keyof PageMetrics)[];

/** Each figure's median on its own, as Lighthouse's own multi-run advice does: a page's runs need not agree. */
export function medianMetrics(runs: PageMetrics[]): PageMetrics {
  const figures = Object.fromEntries(metricNames.map((name) => [name, median(runs.map((run) => run[name]))])) as Omit<
    PageMetrics,
    'mainThreadMs' | 'longestTaskMs'
  >;
  return {
    ...figures,
    mainThreadMs: Object.fromEntries(
      mainThreadGroups.map((group) => [group, median(runs.map((run) => run.mainThreadMs[group]))]),
    ) as Record<MainThreadGroup, number>,
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
  };
}

/** The part of a Lighthouse result (`LH.Result`) the benchmark reads. */
export interface LighthouseResultLike {
  requestedUrl?: string;
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number; details?: unknown} | undefined>;
}

function numericAudit(result: LighthouseResultLike, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse result has no value for "${id}"`);
  return value;
}

/** Rows of a table audit's `details.items`, or none when the audit or its items are missing. */
function auditItems(result: LighthouseResultLike, id: string): Record<string, unknown>[] {
  const details = result.audits[id]?.details as {items?: unknown} | undefined;
  return Array.isArray(details?.items) ? (details.items as Record<string, unknown>[]) : [];
}

/**
 * Bytes of JavaScript the page's first visit transfers: the `script` row of the `resource-summary` audit. The
 * benchmark's server gzips, so the transfer size is the gzipped size (plus a few bytes of headers per file).
 *
 * A script a worker fetched is in that row with its headers only: Lighthouse reads the bytes of the page's own
 * requests, not a worker's. With `gzippedSize` (the gzipped size of the served file at a URL), such a script counts
 * that size instead.
 */
export function scriptTransferBytes(result: LighthouseResultLike, gzippedSize?: (url: string) => number): number {
  const scripts = auditItems(result, 'resource-summary').find((item) => item.resourceType === 'script');
  if (typeof scripts?.transferSize !== 'number') {
    throw new Error('Lighthouse result has no script row in the "resource-summary" audit');
  }
  const uncounted = gzippedSize
    ? workerScripts(result).reduce((sum, {url, transferSize}) => sum + gzippedSize(url) - transferSize, 0)
    : 0;
  return scripts.transferSize + uncounted;
}

/** The scripts workers fetched, from the `network-requests` audit, with the transfer size Lighthouse gives them. */
export function workerScripts(result: LighthouseResultLike): {url: string; transferSize: number}[] {
  return auditItems(result, 'network-requests').flatMap(({url, transferSize, resourceType, sessionTargetType}) =>
    sessionTargetType === 'worker' && resourceType === 'Script' && typeof url === 'string'
      ? [{url, transferSize: typeof transferSize === 'number' ? transferSize : 0}]
      : [],
  );
}

/** Main-thread time per task group; a group Lighthouse saw no work of counts 0. */
export function mainThreadBreakdown(result: LighthouseResultLike): Record<MainThreadGroup, number> {
  if (!result.audits['mainthread-work-breakdown']) {
    throw new Error('Lighthouse result has no "mainthread-work-breakdown" audit');
  }
  const breakdown = Object.fromEntries(mainThreadGroups.map((group) => [group, 0])) as Record<MainThreadGroup, number>;
  for (const {group, duration} of auditItems(result, 'mainthread-work-breakdown')) {
    if (typeof duration !== 'number' || !mainThreadGroups.includes(group as MainThreadGroup)) {
      throw new Error(`Unexpected row in "mainthread-work-breakdown": ${JSON.stringify({group, duration})}`);
    }
    breakdown[group as MainThreadGroup] += duration;
  }
  return breakdown;
}

/** The longest of the `long-tasks` audit's tasks, or 0 when it lists none. */
export function longestTask(result: LighthouseResultLike): number {
  return Math.max(
    0,
    ...auditItems(result, 'long-tasks').map(({duration}) => (typeof duration === 'number' ? duration : 0)),
  );
}

export function pageMetrics(result: LighthouseResultLike, gzippedSize?: (url: string) => number): PageMetrics {
  if (result.runtimeError) {
    throw new Error(`Lighthouse could not measure ${result.requestedUrl}: ${result.runtimeError.message}`);
  }
  const score = result.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave ${result.requestedUrl} no performance score`);
  return {
    score,
    totalBlockingTimeMs: numericAudit(result, 'total-blocking-time'),
    largestContentfulPaintMs: numericAudit(result, 'largest-contentful-paint'),
    cumulativeLayoutShift: numericAudit(result, 'cumulative-layout-shift'),
    scriptTransferBytes: scriptTransferBytes(result, gzippedSize),
    mainThreadMs: mainThreadBreakdown(result),
    longestTaskMs: longestTask(result),
  };
}

/** `156.0.8078.79` out of `HeadlessChrome/156.0.8078.79` (DevTools' `Browser`) or a user agent. */
export function browserVersion(userAgent: string): string {
  return /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown';
}

/** The part of a Lighthouse result's `configSettings` that says what device and network it pretended to be. */
export interface LighthouseSettingsLike {
  formFactor: string;
  throttlingMethod: string;
  throttling: {cpuSlowdownMultiplier?: number};
  screenEmulation: {width?: number; height?: number};
}

/** E.g. `mobile, simulate throttling, 4× CPU slowdown, 412×823 screen`. */
export function describeSettings(settings: LighthouseSettingsLike): string {
  const {width, height} = settings.screenEmulation;
  return [
    settings.formFactor,
    `${settings.throttlingMethod} throttling`,
    `${settings.throttling.cpuSlowdownMultiplier ?? 1}× CPU slowdown`,
    `${width}×${height} screen`,
  ].join(', ');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface PageRow<Kind extends PageKind = PageKind> {
  kind: Kind;
  median: PageMetrics;
}

// Rounded the way Lighthouse's report shows them.
const score = (m: PageMetrics) => String(Math.round(m.score * 100));
const tbt = (m: PageMetrics) => String(Math.round(m.totalBlockingTimeMs));
const scriptKb = (m: PageMetrics) => (m.scriptTransferBytes / 1024).toFixed(1);

/** A Markdown table whose first `leftAligned` columns are text and the rest figures, aligned right. */
function markdownTable(header: string[], lines: string[][], leftAligned: number): string {
  const alignment = header.map((_, column) => (column < leftAligned ? '---' : '---:'));
  return [header, alignment, ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The medians as a Markdown table. */
export function formatTable(rows: PageRow[]): string {
  const header = ['page', 'URL', 'score', 'TBT (ms)', 'LCP (s)', 'CLS', 'JS gzipped (KB)'];
  const lines = rows.map(({kind, median: m}) => [
    kind,
    `\`${pageKinds[kind]}\``,
    score(m),
    tbt(m),
    (m.largestContentfulPaintMs / 1000).toFixed(1),
    m.cumulativeLayoutShift.toFixed(3),
    scriptKb(m),
  ]);
  return markdownTable(header, lines, 2);
}

/**
 * The stock site's medians beside ours, kind by kind, as a Markdown table: each stock row with our row of the same
 * kind, in the stock rows' order. Both sites' pages have the same paths, so the kind names the pair.
 */
export function formatComparisonTable(ours: PageRow[], stock: PageRow<StockKind>[]): string {
  const header = [
    'page',
    'stock score',
    'ours score',
    'stock TBT (ms)',
    'ours TBT (ms)',
    'stock JS gzipped (KB)',
    'ours JS gzipped (KB)',
  ];
  const lines = stock.map(({kind, median: theirs}) => {
    const mine = ours.find((row) => row.kind === kind)?.median;
    if (!mine) throw new Error(`No figures of ours for the stock site's "${kind}" page`);
    return [kind, score(theirs), score(mine), tbt(theirs), tbt(mine), scriptKb(theirs), scriptKb(mine)];
  });
  return markdownTable(header, lines, 1);
}

/** Where each page's main-thread time goes (medians, ms at the simulated slowdown), as a Markdown table. */
export function formatMainThreadTable(rows: PageRow[]): string {
  const header = ['page', ...mainThreadGroups.map((group) => mainThreadLabels[group]), 'longest task'];
  const lines = rows.map(({kind, median: m}) => [
    kind,
    ...mainThreadGroups.map((group) => String(Math.round(m.mainThreadMs[group]))),
    String(Math.round(m.longestTaskMs)),
  ]);
  return markdownTable(header, lines, 1);
}
