/**
 * Live examples (plugins/live-examples): the runtime loads only once an example is near the viewport, the example
 * runs with the site's Lexical and fills its panels, edits to the source re-run it, errors show in the preview
 * without breaking the page, and nothing moves when it starts.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {layoutShiftSince, layoutShiftViewports, recordLayoutShifts} from './support/layoutShift';
import {
  liveExampleAxeViolations,
  editorOf,
  errorOf,
  exampleOf,
  runtimeMarker,
  panelOf,
  sourceOf,
  startExample,
} from './support/liveExample';
import {scriptsHolding, waitForHydration} from './support/site';

const pages = [
  {
    url: '/docs/getting-started/quick-start',
    initialText: 'Hello, Lexical!',
    sourceText: "'Hello, Lexical!'",
    /** An edit of the source that changes what the editor does, and how to see it. */
    edit: {from: "'Hello, Lexical!'", to: "'Edited on the page'"},
    afterEdit: async (editor: Locator) => expect(editor).toHaveText('Edited on the page'),
    /** Where a throw goes: the first line of the default export's body. */
    bodyStart: 'export default function mount(container: HTMLElement): () => void {\n',
  },
  {
    url: '/docs/getting-started/react',
    initialText: 'Type 🙂 here',
    sourceText: "'Type :) here'",
    edit: {from: "replaceAll(':)', '🙂')", to: "replaceAll(':)', '[smile]')"},
    afterEdit: async (editor: Locator, page: Page) => {
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' :)');
      await expect(editor).toContainText('[smile]');
    },
    bodyStart: 'export default function Example(): JSX.Element {\n',
  },
];

for (const entry of pages) {
  test.describe(entry.url, () => {
    test('nothing of the runtime loads before the example comes into view', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 720});
      const runtimeScripts = scriptsHolding(page, runtimeMarker);
      await page.goto(entry.url);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await runtimeScripts()).toEqual([]);
      // The server-rendered page shows the highlighted source and the reserved box.
      expect(await sourceOf(page).inputValue()).toContain(entry.sourceText);
      await expect(exampleOf(page).locator('pre.prism-code .token').first()).toBeAttached();
      await expect(editorOf(page)).toHaveCount(0);

      await startExample(page);
      expect(await runtimeScripts()).toHaveLength(1);
      await expect(exampleOf(page).getByRole('link', {name: 'Open in the playground'})).toHaveAttribute(
        'href',
        'https://playground.lexical.dev/',
      );
    });

    test('Tab leaves the source editor, and Copy copies the source', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(entry.url);
      await waitForHydration(page);
      await startExample(page);
      await sourceOf(page).focus();
      await page.keyboard.press('Tab');
      await expect(sourceOf(page)).not.toBeFocused();
      const source = await sourceOf(page).inputValue();
      await exampleOf(page).getByRole('button', {name: 'Copy'}).click();
      await expect(exampleOf(page).getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source);
    });

    test('typing shows in the state panel and the command log', async ({page}) => {
      await page.goto(entry.url);
      await waitForHydration(page);
      await startExample(page);
      await expect(editorOf(page)).toHaveText(entry.initialText);
      await expect(panelOf(page, 'state')).toContainText(`"${entry.initialText}"`);
      await editorOf(page).click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' typed');
      await expect(panelOf(page, 'state')).toContainText('typed"');
      await expect(panelOf(page, 'tags')).toContainText(/update \d+: /);
      await page.keyboard.press('Enter');
      await expect(panelOf(page, 'commands')).toContainText('KEY_ENTER_COMMAND');
      await page.keyboard.press('ControlOrMeta+b');
      await expect(panelOf(page, 'commands')).toContainText('FORMAT_TEXT_COMMAND');
      await page.keyboard.press('ControlOrMeta+z');
      await expect(panelOf(page, 'tags')).toContainText('historic');
    });

    test('editing the source changes the running example; Reset restores it', async ({page}) => {
      await page.goto(entry.url);
      await waitForHydration(page);
      await startExample(page);
      const original = await sourceOf(page).inputValue();
      expect(original).toContain(entry.edit.from);
      await sourceOf(page).fill(original.replace(entry.edit.from, entry.edit.to));
      await entry.afterEdit(editorOf(page), page);

      await exampleOf(page).getByRole('button', {name: 'Reset'}).click();
      await expect(sourceOf(page)).toHaveValue(original);
      await expect(editorOf(page)).toHaveText(entry.initialText);
    });

    test('a syntax error and a thrown error show in the preview; Reset recovers', async ({page}) => {
      await page.goto(entry.url);
      await waitForHydration(page);
      await startExample(page);
      const original = await sourceOf(page).inputValue();
      const lines = original.split('\n').length;
      await sourceOf(page).fill(`${original}\nconst broken = (;\n`);
      await expect(errorOf(page)).toContainText(`Syntax error on line ${lines + 1}`);
      await expect(editorOf(page)).toHaveCount(0);
      // The page still works: its heading is there and the source still takes input.
      await expect(page.locator('article h1')).toBeVisible();
      await sourceOf(page).press('End');

      await exampleOf(page).getByRole('button', {name: 'Reset'}).click();
      await expect(errorOf(page)).toHaveCount(0);
      await expect(editorOf(page)).toHaveText(entry.initialText);

      expect(original).toContain(entry.bodyStart);
      const throwLine = original.slice(0, original.indexOf(entry.bodyStart)).split('\n').length + 1;
      await sourceOf(page).fill(
        original.replace(entry.bodyStart, `${entry.bodyStart}  throw new Error('Failed on purpose');\n`),
      );
      await expect(errorOf(page)).toContainText('Failed on purpose');
      await expect(errorOf(page)).toContainText(`line ${throwLine}`);
      await exampleOf(page).getByRole('button', {name: 'Reset'}).click();
      await expect(editorOf(page)).toHaveText(entry.initialText);

      // An import the site does not bundle is named, with its line.
      await sourceOf(page).fill(`import leftPad from 'left-pad';\nconsole.log(leftPad);\n${original}`);
      await expect(errorOf(page)).toContainText("Import error on line 1: Cannot import 'left-pad'");
    });

    test('the running example passes axe in light and dark mode', async ({page}) => {
      await page.goto(entry.url);
      await waitForHydration(page);
      await startExample(page);
      await expect(panelOf(page, 'state')).toContainText('root');
      expect(await liveExampleAxeViolations(page)).toEqual([]);
    });

    for (const [size, viewport] of Object.entries(layoutShiftViewports)) {
      test(`the example starts without moving anything (${size})`, async ({page}) => {
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        await page.goto(entry.url);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const scrolledAt = await exampleOf(page).evaluate((element) => {
          element.scrollIntoView({block: 'center'});
          return performance.now();
        });
        await expect(editorOf(page)).toBeVisible();
        await expect(panelOf(page, 'state')).toContainText('root');
        await page.waitForTimeout(500);
        const {total, summary} = await layoutShiftSince(page, scrolledAt);
        expect(total, summary).toBe(0);
      });
    }
  });
}
