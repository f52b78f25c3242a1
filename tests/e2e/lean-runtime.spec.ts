/**
 * What every page's first scripts carry to find route chunks: the route registry without module paths (the server
 * render alone reads them), route components created on first use, and chunk files named by id, so the runtime holds
 * no id-to-name map.
 */
import {expect, test} from '@playwright/test';
import {scriptsRunBy, waitForHydration} from './support/site';

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
