/** What the gallery examples' end-to-end tests share. */
import {expect, type Locator, type Page} from '@playwright/test';
import type {LexicalEditor} from 'lexical';

/** The page's errors and console errors from now on (a list that fills as they come). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The standalone preview serves no favicon; the browser's request for it is not the example's doing.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/**
 * Clicks into the editor and moves the caret to the end of its text, then checks that it is there. On a busy machine
 * a key pressed right after a click can be handled before the editor has taken the click's selection, so the two
 * steps are retried until the caret stays at the end.
 */
export async function placeCaretAtEnd(page: Page, editor: Locator): Promise<void> {
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    const rest = await editor.evaluate((root) => {
      const selection = root.ownerDocument.getSelection();
      if (!selection?.focusNode || !root.contains(selection.focusNode)) return null;
      const after = root.ownerDocument.createRange();
      after.selectNodeContents(root);
      after.setStart(selection.focusNode, selection.focusOffset);
      return after.toString();
    });
    expect(rest).toBe('');
  }).toPass({timeout: 20_000});
}

/**
 * Waits until the editor's own selection holds `text`. Lexical takes the page's selection on the `selectionchange`
 * event, a task after the key that moved it: a click elsewhere in between (on a busy machine) would act on the
 * selection before the last key.
 */
export async function expectEditorSelectionText(editor: Locator, text: string): Promise<void> {
  await expect
    .poll(() =>
      editor.evaluate((root) => {
        const state = (root as HTMLElement & {__lexicalEditor?: LexicalEditor}).__lexicalEditor?.getEditorState();
        return state?.read(() => state._selection?.getTextContent() ?? null) ?? null;
      }),
    )
    .toBe(text);
}

/**
 * Selects `text`, which ends at the caret, with Shift+ArrowLeft, and waits until Lexical has taken the selection
 * (on `selectionchange`, a task after the last key): a button clicked or a field filled before that acts on one
 * letter less.
 */
export async function selectBackwards(page: Page, editor: Locator, text: string): Promise<void> {
  for (let i = 0; i < text.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expectEditorSelectionText(editor, text);
}

/**
 * Types `key` and presses Enter in one task, as a busy phone may deliver them: a typeahead menu, which follows typing
 * in a React transition, still holds its match from before the key when Enter picks an option.
 */
export async function typeKeyAndEnterInOneTask(editor: Locator, key: string): Promise<void> {
  await editor.evaluate((root, text) => {
    root.ownerDocument.execCommand('insertText', false, text);
    root.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter', bubbles: true, cancelable: true}));
  }, key);
}
