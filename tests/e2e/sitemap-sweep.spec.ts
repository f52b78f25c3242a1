import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test as base, type BrowserContext, type Page} from '@playwright/test';
import {builtSecurityHeaders, isCspConsoleMessage, watchCspViolations} from './support/csp';
import {repoRoot, waitForHydration} from './support/site';

/**
 * Opens every URL of the built sitemap in light and dark mode and fails on console errors,
 * uncaught page errors, failed requests to our own origin, violations of the site's
 * Content-Security-Policy (the test server sends the build's headers) and axe-core WCAG 2.2 AA violations.
 *
 * Built to stay fast with hundreds of pages: URLs are split into chunks that Playwright
 * spreads over its workers, and each worker keeps one browser context and one page for all
 * its chunks (a warm HTTP cache; no per-URL context set-up).
 */

const sitemapPath = path.join(repoRoot, 'build', 'sitemap.xml');
// axe-core is added to every document before its own scripts run, once per worker: injecting it for each
// run (as @axe-core/playwright does) cost about a second per run, more than checking a small page.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The dark pass has the same markup; only colors differ, so it runs the rules that depend on colors.
const colorRules = ['color-contrast', 'link-in-text-block'];
type ColorMode = 'light' | 'dark';

function readSitemapPaths(): string[] {
  if (!existsSync(sitemapPath)) {
    throw new Error(`${sitemapPath} is missing: run the production build (npm run build) before the e2e tests.`);
  }
  const xml = readFileSync(sitemapPath, 'utf8');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].trim());
  if (locations.length === 0) {
    throw new Error(`${sitemapPath} lists no <loc>: the sitemap plugin produced nothing to check.`);
  }
  // Sitemap URLs carry the production host: keep path and query, the test server is local.
  return [
    ...new Set(
      locations.map((location) => {
        const url = new URL(location);
        return `${url.pathname}${url.search}`;
      }),
    ),
  ].sort();
}

const sitemapPaths = readSitemapPaths();
// What the server must send with each page, or the sweep would pass without the policy.
const builtPolicy = builtSecurityHeaders().find(({key}) => key === 'Content-Security-Policy')?.value;
// The chunks are the last tests to run (this file sorts late), so their sizes decide how long one worker waits for the
// other at the end. Each chunk takes every Nth URL, so all hold the same mix of pages: an API class page costs about
// ten times an interface page, and chunks of neighbouring URLs took from one to three minutes. The page and browser
// context are kept per worker, so small chunks add no set-up.
const chunkCount = Math.min(32, Math.ceil(sitemapPaths.length / 5));
const chunks = Array.from({length: chunkCount}, (_, chunk) =>
  sitemapPaths.filter((_, index) => index % chunkCount === chunk),
);
if (!process.env.TEST_WORKER_INDEX) {
  console.log(
    `[sitemap-sweep] ${sitemapPaths.length} URLs from build/sitemap.xml, light and dark, in ${chunks.length} chunks`,
  );
}

/** Problems found on the page currently being checked; the page listeners append to it. */
type SweepPage = {page: Page; origin: string; problems: string[]};

const test = base.extend<object, {sweepPage: SweepPage}>({
  sweepPage: [
    async ({browser}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) {
        throw new Error('playwright.config.ts must set use.baseURL for the sitemap sweep');
      }
      const context: BrowserContext = await browser.newContext({baseURL, viewport: {width: 1280, height: 800}});
      await context.addInitScript({content: axeSource});
      // Every load starts in light mode whatever the previous page's toggle stored: the removal of a stored choice
      // can reach the next document late, which left it dark (and its toggle not showing 'light').
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem('theme', 'light');
        } catch {
          // about:blank has no storage.
        }
      });
      // Colors fade over a few hundred ms when the theme switches: axe must see the end colors, not a blend.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '*, *::before, *::after { transition: none !important; }';
          document.head.append(style);
        });
      });
      const page = await context.newPage();
      const sweepPage: SweepPage = {page, origin: new URL(baseURL).origin, problems: []};
      const isOwn = (url: string) => url.startsWith(`${sweepPage.origin}/`);

      await watchCspViolations(context, (violation) => sweepPage.problems.push(`CSP violation: ${violation}`));
      page.on('console', (message) => {
        if (isCspConsoleMessage(message)) {
          sweepPage.problems.push(`CSP violation (console): ${message.text()}`);
        } else if (message.type() === 'error') {
          sweepPage.problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => sweepPage.problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? 'unknown';
        // Leaving a page cancels its in-flight link prefetches: a cancel is not a failure.
        if (isOwn(request.url()) && failure !== 'net::ERR_ABORTED') {
          sweepPage.problems.push(`request failed: ${request.url()} (${failure})`);
        }
      });
      page.on('response', (response) => {
        if (isOwn(response.url()) && response.status() >= 400) {
          sweepPage.problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(sweepPage);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: {target: unknown[]}[];
}

/** Runs axe (all WCAG rules, or only the color rules) on the whole document and reports each violation. */
async function runAxe(sweepPage: SweepPage, rules: 'all' | 'color'): Promise<void> {
  const runOnly = rules === 'all' ? {type: 'tag', values: axeTags} : {type: 'rule', values: colorRules};
  const violations = await sweepPage.page.evaluate(async (only) => {
    const axe = (window as unknown as {axe?: {run: (context: Document, options: object) => Promise<unknown>}}).axe;
    if (!axe) throw new Error('axe-core was not added to the page');
    const result = (await axe.run(document, {runOnly: only, resultTypes: ['violations']})) as {violations: unknown};
    return result.violations;
  }, runOnly);
  for (const violation of violations as AxeViolation[]) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
    sweepPage.problems.push(`axe ${violation.id} (${violation.impact}): ${violation.help} → ${targets.join(' | ')}`);
  }
}

async function expectTheme(sweepPage: SweepPage, colorMode: ColorMode): Promise<void> {
  const html = sweepPage.page.locator('html');
  try {
    await expect(html).toHaveAttribute('data-theme', colorMode, {timeout: 5_000});
  } catch {
    sweepPage.problems.push(`data-theme is ${await html.getAttribute('data-theme')}, expected ${colorMode}`);
  }
}

/**
 * Loads the page in light mode and runs every rule, then switches to dark mode with the navbar toggle, as a
 * reader does, and runs the color rules again (the markup is the same; only colors differ). Switching in place
 * instead of loading the page a second time keeps the sweep near the cost of one load per page; a dark first
 * load of each kind of page is checked in hydration.spec.ts.
 */
async function checkPage(sweepPage: SweepPage, pagePath: string): Promise<string[]> {
  const {page} = sweepPage;
  const found: string[] = [];
  sweepPage.problems = [];
  // Hydration is the readiness signal; waiting for `load` too would only wait for images.
  const response = await page.goto(pagePath, {waitUntil: 'domcontentloaded'});
  if (!response?.ok()) {
    sweepPage.problems.push(`HTTP ${response?.status() ?? 'no response'} for the page itself`);
  }
  if (response && response.headers()['content-security-policy'] !== builtPolicy) {
    sweepPage.problems.push('served without the Content-Security-Policy of build/_headers');
  }
  await waitForHydration(page);
  await expectTheme(sweepPage, 'light');
  await runAxe(sweepPage, 'all');
  found.push(...sweepPage.problems.map((problem) => `${pagePath} [light] ${problem}`));

  sweepPage.problems = [];
  try {
    // An attribute selector, not a role query, which computes every element's role: up to 60 ms on a big page.
    await page.locator('button[aria-label*="(currently light mode)"]').click({timeout: 10_000});
  } catch {
    sweepPage.problems.push('no color mode toggle that switches from light to dark');
  }
  await expectTheme(sweepPage, 'dark');
  await runAxe(sweepPage, 'color');
  found.push(...sweepPage.problems.map((problem) => `${pagePath} [dark] ${problem}`));
  return found;
}

for (const [index, chunk] of chunks.entries()) {
  test(`sitemap sweep ${index + 1}/${chunks.length}: ${chunk.length} URLs from ${chunk[0]}`, async ({sweepPage}) => {
    test.setTimeout(60_000 + chunk.length * 20_000);
    const problems: string[] = [];
    for (const pagePath of chunk) {
      problems.push(...(await checkPage(sweepPage, pagePath)));
    }
    console.log(`[sitemap-sweep] chunk ${index + 1}/${chunks.length}: checked ${chunk.length} URLs in light and dark`);
    expect(problems, 'console errors, page errors, failed requests or axe violations').toEqual([]);
  });
}
