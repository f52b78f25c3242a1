import {describe, expect, it} from 'vitest';
import {
  browserVersion,
  defaultRuns,
  describeSettings,
  formatComparisonTable,
  formatMainThreadTable,
  formatTable,
  longestTask,
  mainThreadBreakdown,
  mainThreadGroups,
  median,
  medianMetrics,
  pageKinds,
  pageMetrics,
  parseBenchmarkArgs,
  scriptTransferBytes,
  stockKindsOf,
  stockPages,
  type LighthouseResultLike,
  type PageMetrics,
} from '../../scripts/page-benchmark/report';

/** A Lighthouse result cut down to the audits the benchmark reads. */
function fakeResult(overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    requestedUrl: 'http://127.0.0.1:4330/docs/intro',
    categories: {performance: {score: 0.87}},
    audits: {
      'total-blocking-time': {numericValue: 312.4},
      'largest-contentful-paint': {numericValue: 2456.7},
      'cumulative-layout-shift': {numericValue: 0.0123},
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            {resourceType: 'total', requestCount: 30, transferSize: 400_000},
            {resourceType: 'script', requestCount: 12, transferSize: 245_760},
            {resourceType: 'stylesheet', requestCount: 1, transferSize: 20_000},
          ],
        },
      },
      'mainthread-work-breakdown': {
        numericValue: 1890.5,
        details: {
          type: 'table',
          items: [
            {group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 912.3},
            {group: 'styleLayout', groupLabel: 'Style & Layout', duration: 640.2},
            {group: 'other', groupLabel: 'Other', duration: 338},
          ],
        },
      },
      'long-tasks': {
        details: {
          type: 'table',
          items: [
            {url: 'http://127.0.0.1:4330/assets/js/main.js', startTime: 900, duration: 262.4},
            {url: 'Unattributable', startTime: 400, duration: 171.8},
          ],
        },
      },
    },
    ...overrides,
  };
}

const noMainThreadWork = Object.fromEntries(mainThreadGroups.map((group) => [group, 0])) as PageMetrics['mainThreadMs'];

const metrics = (score: number, tbt: number, bytes = 1000, scriptMs = 0): PageMetrics => ({
  score,
  totalBlockingTimeMs: tbt,
  largestContentfulPaintMs: 2000,
  cumulativeLayoutShift: 0,
  scriptTransferBytes: bytes,
  mainThreadMs: {...noMainThreadWork, scriptEvaluation: scriptMs},
  longestTaskMs: scriptMs / 2,
});

describe('parseBenchmarkArgs', () => {
  it('measures every kind of page, 3 times, without a JSON file, beside the stock site by default', () => {
    expect(parseBenchmarkArgs([])).toEqual({
      kinds: Object.keys(pageKinds),
      runs: 3,
      jsonFile: undefined,
      stock: true,
      buildDir: 'build',
    });
    expect(defaultRuns).toBe(3);
  });

  it('reads --only, --runs and --json', () => {
    expect(parseBenchmarkArgs(['--only', 'home, api-class,home', '--runs', '5', '--json', 'out.json'])).toEqual({
      kinds: ['home', 'api-class'],
      runs: 5,
      jsonFile: 'out.json',
      stock: true,
      buildDir: 'build',
    });
    expect(parseBenchmarkArgs(['--build', 'build-speed-off']).buildDir).toBe('build-speed-off');
    expect(parseBenchmarkArgs(['--only=search', '--runs=1']).kinds).toEqual(['search']);
  });

  it('turns the stock site off with --no-stock, the last of --stock and --no-stock winning', () => {
    expect(parseBenchmarkArgs(['--no-stock']).stock).toBe(false);
    expect(parseBenchmarkArgs(['--stock']).stock).toBe(true);
    expect(parseBenchmarkArgs(['--stock', '--no-stock']).stock).toBe(false);
    expect(parseBenchmarkArgs(['--no-stock', '--stock']).stock).toBe(true);
  });

  it('rejects a value given to --stock and a negated option that is not a switch', () => {
    expect(() => parseBenchmarkArgs(['--stock=false'])).toThrow(
      /Option '--stock' does not take an argument[\s\S]*--no-stock/,
    );
    expect(() => parseBenchmarkArgs(['--no-only'])).toThrow(/Unknown option '--no-only'[\s\S]*Usage:/);
    expect(() => parseBenchmarkArgs(['--no-runs=2'])).toThrow(/Usage: npm run bench:pages/);
  });

  it('rejects an unknown kind, listing the valid ones', () => {
    expect(() => parseBenchmarkArgs(['--only', 'home,nope'])).toThrow(
      'Unknown page kind "nope" in --only. Valid kinds: home, guide, guide-diagram, api-class, api-module, package, ' +
        'blog-post, error, search, gallery, gallery-example.',
    );
    expect(() => parseBenchmarkArgs(['--only', ','])).toThrow(/No page kind given.*Valid kinds: home/);
  });

  it('rejects a run count that is not a whole number of at least 1', () => {
    for (const runs of ['0', '-1', '2.5', 'three', '']) {
      expect(() => parseBenchmarkArgs([`--runs=${runs}`]), runs).toThrow(/--runs takes a whole number/);
    }
  });

  it('rejects unknown options, positionals and missing values with the usage', () => {
    expect(() => parseBenchmarkArgs(['--fast'])).toThrow(/Unknown option '--fast'[\s\S]*Usage: npm run bench:pages/);
    expect(() => parseBenchmarkArgs(['home'])).toThrow(/Usage: npm run bench:pages/);
    expect(() => parseBenchmarkArgs(['--json'])).toThrow(/Usage: npm run bench:pages/);
  });
});

describe('stockKindsOf', () => {
  it('measures the stock site on the chosen kinds it has a page of, in the chosen order', () => {
    expect(stockKindsOf(parseBenchmarkArgs([]))).toEqual(['home', 'guide', 'blog-post']);
    expect(stockKindsOf(parseBenchmarkArgs(['--only', 'blog-post,api-class,home']))).toEqual(['blog-post', 'home']);
  });

  it('measures nothing on it with --no-stock or when no chosen kind has a stock page', () => {
    expect(stockKindsOf(parseBenchmarkArgs(['--no-stock']))).toEqual([]);
    expect(stockKindsOf(parseBenchmarkArgs(['--only', 'search,error']))).toEqual([]);
  });

  it('compares pages of the same paths', () => {
    for (const [kind, pagePath] of Object.entries(stockPages)) {
      expect(pageKinds[kind as keyof typeof stockPages], kind).toBe(pagePath);
    }
  });
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 1, 4, 3])).toBe(3.5);
    expect(median([7])).toBe(7);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });

  it('takes each metric’s median on its own', () => {
    expect(medianMetrics([metrics(0.9, 500, 3, 100), metrics(0.5, 100, 1, 900), metrics(0.7, 300, 2, 500)])).toEqual(
      metrics(0.7, 300, 2, 500),
    );
    // Each group of main-thread work too.
    const styleHeavy = {...metrics(0.5, 100), mainThreadMs: {...noMainThreadWork, styleLayout: 700}};
    expect(medianMetrics([metrics(0.9, 500, 3, 100), styleHeavy, styleHeavy]).mainThreadMs).toEqual({
      ...noMainThreadWork,
      styleLayout: 700,
    });
  });
});

describe('reading a Lighthouse result', () => {
  it('takes the script row of the resource summary as the gzipped JavaScript', () => {
    expect(scriptTransferBytes(fakeResult())).toBe(245_760);
  });

  it("counts a worker's script at its served size: Lighthouse lists it with its headers only", () => {
    const networkRequests = {
      details: {
        items: [
          {
            url: 'http://127.0.0.1:1/assets/js/1.js',
            sessionTargetType: 'page',
            resourceType: 'Script',
            transferSize: 9000,
          },
          {
            url: 'http://127.0.0.1:1/assets/js/2.js',
            sessionTargetType: 'worker',
            resourceType: 'Script',
            transferSize: 358,
          },
          {
            url: 'http://127.0.0.1:1/index/3.json',
            sessionTargetType: 'worker',
            resourceType: 'Fetch',
            transferSize: 500,
          },
        ],
      },
    };
    const result = fakeResult();
    result.audits['network-requests'] = networkRequests;
    const sized: string[] = [];
    const gzippedSize = (url: string) => {
      sized.push(url);
      return 10_000;
    };
    expect(scriptTransferBytes(result, gzippedSize)).toBe(245_760 - 358 + 10_000);
    expect(sized).toEqual(['http://127.0.0.1:1/assets/js/2.js']);
    expect(pageMetrics(result, gzippedSize).scriptTransferBytes).toBe(245_760 - 358 + 10_000);
    // Without a way to size files, the figure is Lighthouse's.
    expect(scriptTransferBytes(result)).toBe(245_760);
  });

  it('fails clearly when the resource summary has no script row', () => {
    const result = fakeResult({audits: {'resource-summary': {details: {items: [{resourceType: 'total'}]}}}});
    expect(() => scriptTransferBytes(result)).toThrow(/no script row/);
    expect(() => scriptTransferBytes(fakeResult({audits: {}}))).toThrow(/no script row/);
  });

  it('reads score, TBT, LCP, CLS, script bytes, the main-thread breakdown and the longest task', () => {
    expect(pageMetrics(fakeResult())).toEqual({
      score: 0.87,
      totalBlockingTimeMs: 312.4,
      largestContentfulPaintMs: 2456.7,
      cumulativeLayoutShift: 0.0123,
      scriptTransferBytes: 245_760,
      mainThreadMs: {...noMainThreadWork, scriptEvaluation: 912.3, styleLayout: 640.2, other: 338},
      longestTaskMs: 262.4,
    });
  });

  it('counts 0 for a group of main-thread work Lighthouse saw none of, and for no long task', () => {
    const {audits} = fakeResult();
    const quiet = fakeResult({
      audits: {...audits, 'mainthread-work-breakdown': {details: {items: []}}, 'long-tasks': {details: {items: []}}},
    });
    expect(mainThreadBreakdown(quiet)).toEqual(noMainThreadWork);
    expect(longestTask(quiet)).toBe(0);
  });

  it('fails clearly without the breakdown audit, or with a group it does not know', () => {
    const {'mainthread-work-breakdown': _, ...withoutBreakdown} = fakeResult().audits;
    expect(() => mainThreadBreakdown(fakeResult({audits: withoutBreakdown}))).toThrow(/no "mainthread-work-breakdown"/);
    const renamed = fakeResult({
      audits: {
        ...withoutBreakdown,
        'mainthread-work-breakdown': {details: {items: [{group: 'scripting', duration: 10}]}},
      },
    });
    expect(() => mainThreadBreakdown(renamed)).toThrow(/Unexpected row.*scripting/);
  });

  it('reports the runtime error of a page Lighthouse could not load', () => {
    const result = fakeResult({
      runtimeError: {code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404'},
      categories: {performance: {score: null}},
    });
    expect(() => pageMetrics(result)).toThrow(
      /could not measure http:\/\/127\.0\.0\.1:4330\/docs\/intro: Status code: 404/,
    );
  });

  it('finds the browser version in the user agent', () => {
    expect(
      browserVersion(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'HeadlessChrome/156.0.8078.79 Safari/537.36',
      ),
    ).toBe('156.0.8078.79');
    expect(browserVersion('HeadlessChrome/156.0.8078.79')).toBe('156.0.8078.79');
    expect(browserVersion('curl/8')).toBe('unknown');
  });

  it('describes the emulated device and throttling', () => {
    expect(
      describeSettings({
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: {cpuSlowdownMultiplier: 4},
        screenEmulation: {width: 412, height: 823},
      }),
    ).toBe('mobile, simulate throttling, 4× CPU slowdown, 412×823 screen');
  });
});

describe('formatTable', () => {
  it('prints a Markdown table rounded as Lighthouse shows it', () => {
    const median: PageMetrics = {
      score: 0.874,
      totalBlockingTimeMs: 312.6,
      largestContentfulPaintMs: 2456.7,
      cumulativeLayoutShift: 0.01234,
      scriptTransferBytes: 245_760,
      mainThreadMs: noMainThreadWork,
      longestTaskMs: 0,
    };
    expect(
      formatTable([
        {kind: 'home', median},
        {kind: 'error', median: {...median, score: 1}},
      ]),
    ).toBe(
      [
        '| page | URL | score | TBT (ms) | LCP (s) | CLS | JS gzipped (KB) |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
        '| home | `/` | 87 | 313 | 2.5 | 0.012 | 240.0 |',
        '| error | `/docs/error?code=15` | 100 | 313 | 2.5 | 0.012 | 240.0 |',
      ].join('\n'),
    );
  });
});

describe('formatMainThreadTable', () => {
  it('prints each group of main-thread work and the longest task, rounded to the millisecond', () => {
    const median: PageMetrics = {
      ...metrics(0.9, 300),
      mainThreadMs: {
        scriptEvaluation: 912.3,
        styleLayout: 640.5,
        scriptParseCompile: 80.2,
        parseHTML: 41,
        paintCompositeRender: 30.4,
        garbageCollection: 12.6,
        other: 338,
      },
      longestTaskMs: 262.4,
    };
    expect(formatMainThreadTable([{kind: 'guide', median}])).toBe(
      [
        '| page | script evaluation | style & layout | script parse & compile | HTML & CSS parsing | rendering | garbage collection | other | longest task |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| guide | 912 | 641 | 80 | 41 | 30 | 13 | 338 | 262 |',
      ].join('\n'),
    );
  });
});

describe('formatComparisonTable', () => {
  const ours: PageMetrics = {
    score: 0.874,
    totalBlockingTimeMs: 312.6,
    largestContentfulPaintMs: 2456.7,
    cumulativeLayoutShift: 0.01234,
    scriptTransferBytes: 245_760,
    mainThreadMs: noMainThreadWork,
    longestTaskMs: 0,
  };
  const stock: PageMetrics = {...ours, score: 0.995, totalBlockingTimeMs: 20.4, scriptTransferBytes: 102_400};

  it('prints stock and ours side by side for each stock row, in the stock rows’ order', () => {
    expect(
      formatComparisonTable(
        [
          {kind: 'home', median: ours},
          {kind: 'api-class', median: {...ours, score: 0.5}},
          {kind: 'blog-post', median: {...ours, score: 0.9}},
        ],
        [
          {kind: 'blog-post', median: stock},
          {kind: 'home', median: {...stock, score: 1}},
        ],
      ),
    ).toBe(
      [
        '| page | stock score | ours score | stock TBT (ms) | ours TBT (ms) | stock JS gzipped (KB) | ' +
          'ours JS gzipped (KB) |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| blog-post | 100 | 90 | 20 | 313 | 100.0 | 240.0 |',
        '| home | 100 | 87 | 20 | 313 | 100.0 | 240.0 |',
      ].join('\n'),
    );
  });

  it('refuses a stock row without our row of the same kind', () => {
    expect(() => formatComparisonTable([{kind: 'home', median: ours}], [{kind: 'guide', median: stock}])).toThrow(
      /No figures of ours for the stock site's "guide" page/,
    );
  });
});
