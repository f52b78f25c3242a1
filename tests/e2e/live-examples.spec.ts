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
import {installedLexicalVersion, scriptsHolding, waitForHydration} from './support/site';

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
      // Open in StackBlitz sends the source as it stands, pinned to the documented Lexical: read the form it posts.
      await page.context().route('https://stackblitz.com/**', (route) => route.fulfill({status: 200, body: 'ok'}));
      const posted = page.context().waitForEvent('request', (request) => request.url().includes('stackblitz.com'));
      await exampleOf(page).getByRole('button', {name: 'Open in StackBlitz'}).click();
      const form = new URLSearchParams((await posted).postData() ?? '');
      const [sourceFile] = [...form.keys()].filter((key) => /^project\[files\]\[src\/example\.tsx?\]$/.test(key));
      expect(form.get(sourceFile!)).toContain(entry.sourceText);
      const manifest = JSON.parse(form.get('project[files][package.json]') ?? '{}') as {
        dependencies?: Record<string, string>;
      };
      expect(manifest.dependencies?.lexical).toBe(installedLexicalVersion());
      expect(form.get('project[files][src/main.tsx]')).toMatch(/from '\.\/example'/);
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

/**
 * An edited example that misbehaves, on the page where a reader met it: a loop that never ends is stopped with a
 * message instead of freezing the tab, a rejected promise and errors in timers and listeners show in the example's
 * box rather than as uncaught page errors, and each run ends the timers and page listeners of the one before.
 */
test.describe('an edited example that misbehaves (/docs/concepts/selection)', () => {
  const url = '/docs/concepts/selection';
  const bodyStart = 'export default function mount(container: HTMLElement): () => void {\n';

  /** Opens the page with its example running; records uncaught page errors. */
  async function open(page: Page) {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url);
    await waitForHydration(page);
    await startExample(page);
    const original = await sourceOf(page).inputValue();
    expect(original).toContain(bodyStart);
    return {
      pageErrors,
      original,
      /** The source with `lines` at the start of the mount function's body. */
      withBody: (...lines: string[]) => original.replace(bodyStart, `${bodyStart}${lines.join('\n')}\n`),
      /** The line number of the first line put there. */
      bodyLine: original.slice(0, original.indexOf(bodyStart)).split('\n').length + 1,
    };
  }

  test('an endless loop is stopped with a message, and the page answers again', async ({page}) => {
    const {pageErrors, original, withBody, bodyLine} = await open(page);
    // The edit of the report: the whole source replaced by a loop.
    await sourceOf(page).fill('while (true) {}');
    await expect(errorOf(page)).toContainText('Loop stopped on line 1:');
    await expect(errorOf(page)).toContainText('more than 1 second');
    await expect(editorOf(page)).toHaveCount(0);
    // The page runs again: it draws a frame, and Reset brings the example back.
    expect(
      await page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('drawn')))),
    ).toBe('drawn');
    await expect(page.locator('article h1')).toBeVisible();
    await exampleOf(page).getByRole('button', {name: 'Reset'}).click();
    await expect(sourceOf(page)).toHaveValue(original);
    await expect(editorOf(page)).toBeVisible();
    await expect(errorOf(page)).toHaveCount(0);

    // A loop in the mount function, and one in a timer once the example runs: each named by its line.
    await sourceOf(page).fill(withBody('  for (let i = 0; i >= 0; i++) {}'));
    await expect(errorOf(page)).toContainText(`Loop stopped on line ${bodyLine}:`);
    await sourceOf(page).fill(
      withBody('  setTimeout(() => {', '    let n = 1;', '    do { n++; } while (n > 0);', '  }, 200);'),
    );
    await expect(errorOf(page)).toContainText(`Loop stopped on line ${bodyLine + 2}:`);
    await expect(editorOf(page)).toHaveCount(0);

    await exampleOf(page).getByRole('button', {name: 'Reset'}).click();
    await expect(editorOf(page)).toBeVisible();
    await editorOf(page).click();
    await page.keyboard.type(' typed');
    await expect(editorOf(page)).toContainText('typed');
    expect(pageErrors).toEqual([]);
  });

  test('a rejected promise and errors in timers and listeners show in the box, not as page errors', async ({page}) => {
    const {pageErrors, original, withBody, bodyLine} = await open(page);

    await sourceOf(page).fill(withBody("  Promise.reject(new Error('Rejected on purpose'));"));
    await expect(errorOf(page)).toContainText(`Unhandled promise rejection on line ${bodyLine}: Rejected on purpose`);
    // A rejection does not stop the example.
    await expect(editorOf(page)).toBeVisible();

    await sourceOf(page).fill(withBody("  setTimeout(() => { throw new Error('Timer failed on purpose'); }, 100);"));
    await expect(errorOf(page)).toContainText(`Error on line ${bodyLine}: Timer failed on purpose`);

    await sourceOf(page).fill(withBody("  setTimeout(async () => { throw new Error('Async timer failed'); }, 100);"));
    await expect(errorOf(page)).toContainText(`Unhandled promise rejection on line ${bodyLine}: Async timer failed`);

    await sourceOf(page).fill(
      withBody("  document.addEventListener('keydown', () => { throw new Error('Listener failed on purpose'); });"),
    );
    await expect(errorOf(page)).toHaveCount(0);
    await expect(editorOf(page)).toBeVisible();
    await editorOf(page).click();
    await page.keyboard.press('End');
    await expect(errorOf(page)).toContainText(`Error on line ${bodyLine}: Listener failed on purpose`);

    // A listener on the example's own button, which the runtime does not wrap: the page's error event brings it.
    const clickStart = "button.addEventListener('click', () => {\n";
    expect(original).toContain(clickStart);
    const clickLine = original.slice(0, original.indexOf(clickStart)).split('\n').length + 1;
    await sourceOf(page).fill(
      original.replace(clickStart, `${clickStart}    throw new Error('Click failed on purpose');\n`),
    );
    await expect(errorOf(page)).toHaveCount(0);
    await exampleOf(page).getByRole('button', {name: 'Select the last word'}).click();
    await expect(errorOf(page)).toContainText(`Error on line ${clickLine}: Click failed on purpose`);

    expect(pageErrors).toEqual([]);
  });

  test('an edit ends the timers, frames and page listeners of the run before it', async ({page}) => {
    const {pageErrors, withBody} = await open(page);
    await page.evaluate(() => {
      (window as unknown as {liveLog: string[]}).liveLog = [];
    });
    const readLog = () => page.evaluate(() => [...(window as unknown as {liveLog: string[]}).liveLog]);
    const clearLog = () =>
      page.evaluate(() => {
        (window as unknown as {liveLog: string[]}).liveLog.length = 0;
      });
    const leaving = (run: number) =>
      withBody(
        '  const log = (entry: string) => (window as unknown as {liveLog: string[]}).liveLog.push(entry);',
        `  setInterval(() => log('interval ${run}'), 20);`,
        `  window.setInterval(() => log('window.setInterval ${run}'), 20);`,
        `  requestAnimationFrame(function frame() { log('frame ${run}'); requestAnimationFrame(frame); });`,
        `  window.addEventListener('keydown', () => log('window keydown ${run}'));`,
        `  document.addEventListener('keydown', () => log('document keydown ${run}'));`,
      );
    for (const run of [1, 2, 3]) {
      await sourceOf(page).fill(leaving(run));
      await expect.poll(readLog).toContain(`interval ${run}`);
    }
    await clearLog();
    await page.keyboard.press('Shift');
    await page.waitForTimeout(300);
    const log = await readLog();
    expect(new Set(log)).toEqual(
      new Set(['interval 3', 'window.setInterval 3', 'frame 3', 'window keydown 3', 'document keydown 3']),
    );

    // Reset runs the original example, which leaves nothing of the edited ones running.
    await exampleOf(page).getByRole('button', {name: 'Reset'}).click();
    await expect(editorOf(page)).toBeVisible();
    await clearLog();
    await page.keyboard.press('Shift');
    await page.waitForTimeout(300);
    expect(await readLog()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
