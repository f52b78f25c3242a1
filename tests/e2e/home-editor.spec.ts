import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

const editorOf = (page: Page) => page.getByTestId('home-editor');
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
  for (let i = 0; i < 'strong'.length; i += 1) {
    await page.keyboard.press('Shift+ArrowLeft');
  }
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
