/**
 * Pages the browser renders (search results, a decoded error) name every script they run in their HTML, so those
 * download with main.js instead of after it; server-rendered pages name main.js and its runtime alone.
 */
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * The scripts the page's HTML names, every script the page then runs, and the scripts of the workers it starts (by
 * path; a worker's script is among those run).
 */
async function scriptsOf(page: Page, route: string): Promise<{named: string[]; run: string[]; workers: string[]}> {
  const run: string[] = [];
  const workers: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') run.push(new URL(request.url()).pathname);
  });
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const response = await page.goto(route);
  const html = await response!.text();
  const named = [...html.matchAll(/<script[^>]* src="?([^"\s>]+)/g)].map((match) => match[1]!);
  await waitForHydration(page);
  return {named, run, workers};
}

test('/search names its scripts, the search code included, and runs no other but its search worker', async ({page}) => {
  const {named, run, workers} = await scriptsOf(page, '/search?q=selection');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  expect(named.length).toBeGreaterThan(2);
  // The page's query ran with code the HTML already named: no script was asked for later, but the worker's own (a
  // worker's script cannot be named in the HTML).
  expect(workers).toHaveLength(1);
  expect(run.filter((script) => !named.includes(script))).toEqual(workers);
});

test('/docs/error names its scripts and runs no other', async ({page}) => {
  const {named, run} = await scriptsOf(page, '/docs/error?code=15');
  expect(named.length).toBeGreaterThan(2);
  expect(run.filter((script) => !named.includes(script))).toEqual([]);
});

test('a server-rendered page names main.js and its runtime alone', async ({page}) => {
  const {named, run} = await scriptsOf(page, '/docs/intro');
  expect(named).toHaveLength(2);
  expect(named.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);
  // Its route's own scripts still load, once main.js asks for them.
  expect(run.length).toBeGreaterThan(2);
});
