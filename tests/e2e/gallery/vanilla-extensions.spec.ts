import {expect, test} from '@playwright/test';

test('a framework-free editor: toolbar formats, history undoes, an update listener counts words', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The preview server has no favicon; a missing one is no error of the example.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });

  await page.goto('/gallery/vanilla-extensions');
  const example = page.locator('[data-gallery-example="vanilla-extensions"]');
  const editor = example.getByRole('textbox', {name: 'Vanilla rich text editor'});
  const toolbar = example.getByRole('toolbar', {name: 'Formatting'});
  const bold = toolbar.getByRole('button', {name: 'Bold'});
  const undo = toolbar.getByRole('button', {name: 'Undo'});
  const status = example.locator('.ve-status');

  // The initial content came from $initialEditorState; the listener counted it before anyone typed.
  await expect(editor).toContainText('built from extensions and plain DOM');
  await expect(status).toHaveText(/^\d+ words, \d+ characters$/);
  await expect(undo).toBeDisabled();

  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Hello vanilla world');
  await expect(editor).toHaveText('Hello vanilla world');
  await expect(status).toHaveText('3 words, 19 characters');
  await expect(editor.locator('strong')).toHaveCount(0);

  // Bold over the whole line: the command renders <strong> and the listener presses the button.
  await page.keyboard.press('ControlOrMeta+A');
  await bold.click();
  await expect(editor.locator('strong')).toHaveText('Hello vanilla world');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');

  // HistoryExtension's canUndo signal enabled Undo; undoing removes the bold but keeps the text.
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(editor.locator('strong')).toHaveCount(0);
  await expect(editor).toHaveText('Hello vanilla world');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(toolbar.getByRole('button', {name: 'Redo'})).toBeEnabled();

  // More words update the count on the next update.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' again');
  await expect(status).toHaveText('4 words, 25 characters');

  expect(errors).toEqual([]);
});
