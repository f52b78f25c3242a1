import {expect, test} from '@playwright/test';
import {scriptsRunBy} from './support/site';

test('a package page ships its own export table and no other package', async ({page}) => {
  const scripts = await scriptsRunBy(page, '/docs/packages/lexical-file');
  // Its own table: the page hydrates with it.
  await expect(page.locator('[data-package-exports] tr[data-export-name="exportFile"]')).toHaveCount(1);
  expect(scripts).toContain('"exportFile"');
  // Another package's table: @lexical/table's exports.
  expect(scripts).not.toContain('$createTableNode');
});

test('the page of @lexical/table ships the table of @lexical/table', async ({page}) => {
  const scripts = await scriptsRunBy(page, '/docs/packages/lexical-table');
  expect(scripts).toContain('$createTableNode');
  expect(scripts).not.toContain('"exportFile"');
});
