import {expect, test, type Page} from '@playwright/test';
import {selectBackwards} from './support/galleryExample';
import {layoutShiftViewports} from './support/layoutShift';
import {failScriptsHolding, scriptsHolding, waitForHydration} from './support/site';

const editorOf = (page: Page) => page.getByTestId('home-editor');
const placeholderOf = (page: Page) => page.getByRole('button', {name: /^Try Lexical: a live rich-text editor/});
/** A string of the editor's own module (HomeEditor/Editor.tsx), which tells its chunk, the one that pulls in Lexical. */
const editorMarker = 'LexicalDocsHomeEditor';
const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar', {name: 'Formatting'}).getByRole('button', {name, exact: true});

/** Empties the editor and leaves the caret in it. */
async function clearEditor(page: Page): Promise<void> {
  const editor = editorOf(page);
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(editor).toHaveText('');
}

test.describe('once loaded', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('the server-rendered page paints a placeholder while the editor loads in the browser', async ({page}) => {
    // The editor is client-only; the HTML must not wait for it.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Loading the editor');
    expect(html).not.toContain('data-testid="home-editor"');
    await expect(editorOf(page)).toBeVisible();
  });

  test('a visitor can type into the editor', async ({page}) => {
    await clearEditor(page);
    await page.keyboard.type('Hello from Lexical');
    await expect(editorOf(page)).toHaveText('Hello from Lexical');
    await expect(toolbarButton(page, 'Undo')).toBeEnabled();
  });

  test('Bold makes the selected text bold, and Italic italic', async ({page}) => {
    await clearEditor(page);
    await page.keyboard.type('plain ');
    await page.keyboard.type('strong');
    await selectBackwards(page, editorOf(page), 'strong');
    await toolbarButton(page, 'Bold').click();
    await expect(toolbarButton(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
    const bold = editorOf(page).locator('strong');
    await expect(bold).toHaveText('strong');
    await expect(editorOf(page).locator('strong', {hasText: 'plain'})).toHaveCount(0);

    await toolbarButton(page, 'Italic').click();
    await expect(editorOf(page).locator('em, [class*="italic"]').filter({hasText: 'strong'}).first()).toBeVisible();
  });

  test('Bulleted list and Numbered list turn the paragraph into a list and back', async ({page}) => {
    await clearEditor(page);
    await page.keyboard.type('first item');
    await toolbarButton(page, 'Bulleted list').click();
    await expect(editorOf(page).locator('ul > li')).toHaveText(['first item']);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second item');
    await expect(editorOf(page).locator('ul > li')).toHaveText(['first item', 'second item']);

    await toolbarButton(page, 'Numbered list').click();
    await expect(editorOf(page).locator('ol > li')).toHaveText(['first item', 'second item']);
    await expect(editorOf(page).locator('ul')).toHaveCount(0);

    await toolbarButton(page, 'Numbered list').click();
    await expect(editorOf(page).locator('ol, ul')).toHaveCount(0);
    await expect(editorOf(page)).toContainText('second item');
  });

  test('Undo and Redo step through the history', async ({page}) => {
    await clearEditor(page);
    await page.keyboard.type('undo me');
    await expect(editorOf(page)).toHaveText('undo me');
    await toolbarButton(page, 'Undo').click();
    await expect(editorOf(page)).not.toHaveText('undo me');
    await expect(toolbarButton(page, 'Redo')).toBeEnabled();
    await toolbarButton(page, 'Redo').click();
    await expect(editorOf(page)).toHaveText('undo me');
  });
});

test('on a desktop screen the editor is in the first viewport, so it loads without scrolling', async ({page}) => {
  await page.setViewportSize(layoutShiftViewports.desktop);
  await page.goto('/');
  await expect(editorOf(page)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(editorOf(page)).toBeInViewport();
});

test.describe('on a phone, where only the top of the editor shows at the bottom of the first screen', () => {
  test.use({viewport: layoutShiftViewports.phone});

  test('its chunk is not requested during load, only once the editor scrolls into view', async ({page}) => {
    const editorScripts = scriptsHolding(page, editorMarker);
    // Lexical's own runtime, wherever the bundler puts it: its production build formats errors with this.
    const scripts: Promise<{url: string; isLexical: boolean}>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = response.url();
      scripts.push(
        response.text().then(
          (body) => ({url, isLexical: body.includes('Minified Lexical error')}),
          () => ({url, isLexical: false}),
        ),
      );
    });
    const lexicalScripts = async () => (await Promise.all(scripts)).filter((s) => s.isLexical).map((s) => s.url);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Idle-time work (prefetching, analytics) has had its chance too.
    await page.waitForTimeout(1_000);
    // It peeks in at the bottom: not yet what the reader is looking at.
    await expect(placeholderOf(page)).toBeInViewport();
    await expect(placeholderOf(page)).not.toBeInViewport({ratio: 0.8});
    expect(await editorScripts()).toEqual([]);
    expect(await lexicalScripts()).toEqual([]);
    await expect(editorOf(page)).toHaveCount(0);

    await placeholderOf(page).evaluate((element) => element.scrollIntoView({block: 'center'}));
    await expect(editorOf(page)).toBeVisible();
    expect(await editorScripts()).toHaveLength(1);
    expect(await lexicalScripts()).not.toEqual([]);
    // Scrolling to it is no request to type: the page keeps its focus.
    await expect(editorOf(page)).not.toBeFocused();
  });

  test('the placeholder says what it is, and reaching it by keyboard loads the editor with the caret in it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(placeholderOf(page)).toHaveAccessibleName(/Loading the editor when you scroll to it/);
    // Focused without scrolling: focus alone must be enough to load it.
    await placeholderOf(page).evaluate((element) => element.focus({preventScroll: true}));
    await expect(editorOf(page)).toBeFocused();
    await page.keyboard.type('typed at once');
    await expect(editorOf(page)).toContainText('typed at once');
  });
});

test('an editor chunk that fails to load shows a message, and Retry loads it', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The first download of the editor's chunk fails.
  const downloads = await failScriptsHolding(page, editorMarker, (download) => download === 1);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveText(/The editor could not be loaded/);
  await expect(editorOf(page)).toHaveCount(0);
  await page.getByRole('button', {name: 'Retry'}).click();
  await expect(editorOf(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(downloads.failed).toBe(1);
  expect(errors).toEqual([]);
});
