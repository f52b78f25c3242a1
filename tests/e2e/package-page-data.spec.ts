import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * The scripts a page runs to render and hydrate (not the chunks Docusaurus
 * prefetches for the links it shows, which are fetched but not run).
 */
async function scriptsOf(page: Page, route: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(route);
  await waitForHydration(page);
  return (await Promise.all(bodies)).join('\n');
}

test('a package page ships its own export table and no other package', async ({page}) => {
  const scripts = await scriptsOf(page, '/docs/packages/lexical-file');
  // Its own table: the page hydrates with it.
  await expect(page.locator('[data-package-exports] tr[data-export-name="exportFile"]')).toHaveCount(1);
  expect(scripts).toContain('"exportFile"');
  // Another package's table: @lexical/table's exports.
  expect(scripts).not.toContain('$createTableNode');
});

test('the page of @lexical/table ships the table of @lexical/table', async ({page}) => {
  const scripts = await scriptsOf(page, '/docs/packages/lexical-table');
  expect(scripts).toContain('$createTableNode');
  expect(scripts).not.toContain('"exportFile"');
});
