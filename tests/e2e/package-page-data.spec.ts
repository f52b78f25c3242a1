import {expect, test, type Page} from '@playwright/test';
import {reachForContent, waitForHydration} from './support/site';

/** The text of every script the page runs: on its first load, then once the reader reaches for its content. */
async function scriptsOf(page: Page, route: string): Promise<{firstLoad: string; withContent: string}> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const firstLoad = (await Promise.all(bodies)).join('\n');
  await reachForContent(page);
  return {firstLoad, withContent: (await Promise.all(bodies)).join('\n')};
}

test('a package page ships its own export table, with its content, and no other package', async ({page}) => {
  const {firstLoad, withContent} = await scriptsOf(page, '/docs/packages/lexical-file');
  // A first load keeps the table the server wrote: no table data at all (plugins/speed/deferred-content).
  expect(firstLoad).not.toContain('"exportFile"');
  await expect(page.locator('[data-package-exports] tr[data-export-name="exportFile"]')).toHaveCount(1);
  // Its own table comes with the content; another package's (@lexical/table's exports) never does.
  expect(withContent).toContain('"exportFile"');
  expect(withContent).not.toContain('$createTableNode');
});

test('the page of @lexical/table ships the table of @lexical/table', async ({page}) => {
  const {withContent} = await scriptsOf(page, '/docs/packages/lexical-table');
  expect(withContent).toContain('$createTableNode');
  expect(withContent).not.toContain('"exportFile"');
});
