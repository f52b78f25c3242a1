/**
 * Every guide page with a live example: typing reaches the state panel, an edit of the source changes what the
 * example does, a syntax error shows in the preview and Reset recovers, and the running example passes axe in
 * both colour modes. The examples of Getting started have a deeper spec (live-examples.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';
import {
  liveExampleAxeViolations,
  editorOf,
  errorOf,
  exampleOf,
  panelOf,
  sourceOf,
  startExample,
  type LiveExamplePage,
} from './support/liveExample';

// Each file of support/live-example-pages lists the examples of a group of pages.
const pagesDir = path.join(__dirname, 'support', 'live-example-pages');
const entries: LiveExamplePage[] = fs
  .readdirSync(pagesDir)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a directory of data modules
  .flatMap((file) => (require(path.join(pagesDir, file)) as {default: LiveExamplePage[]}).default);

test('every listed page has its example', () => {
  expect(entries.length).toBeGreaterThan(0);
});

for (const entry of entries) {
  const index = entry.index ?? 0;
  const name = `${entry.url}${entry.tab ? ` (${entry.tab})` : ''}${entry.index ? ` #${entry.index}` : ''}`;
  test.describe(name, () => {
    test.beforeEach(async ({page}) => {
      await page.goto(entry.url);
      await waitForHydration(page);
      if (entry.tab) await page.getByRole('tab', {name: entry.tab}).first().click();
      await startExample(page, index);
    });

    test('typing reaches the state panel; an edit of the source changes the example; errors show; Reset', async ({
      page,
    }) => {
      await expect(panelOf(page, 'state', index)).toContainText('root');
      await entry.interact(editorOf(page, index), page);
      await expect(panelOf(page, 'state', index)).toContainText(entry.stateAfterInteract);

      const source = sourceOf(page, index);
      const original = await source.inputValue();
      expect(original).toContain(entry.edit.from);
      await source.fill(original.replace(entry.edit.from, entry.edit.to));
      await entry.afterEdit(exampleOf(page, index), page);

      const lines = original.split('\n').length;
      await source.fill(`${original}\nconst broken = (;\n`);
      await expect(errorOf(page, index)).toContainText(`Syntax error on line ${lines + 1}`);
      await expect(page.locator('article h1')).toBeVisible();
      await exampleOf(page, index).getByRole('button', {name: 'Reset'}).click();
      await expect(errorOf(page, index)).toHaveCount(0);
      await expect(source).toHaveValue(original);
      await expect(editorOf(page, index)).toBeVisible();
    });

    test('the running example passes axe in light and dark mode', async ({page}) => {
      await expect(panelOf(page, 'state', index)).toContainText('root');
      expect(await liveExampleAxeViolations(page)).toEqual([]);
    });
  });
}
