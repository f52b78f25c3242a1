/** Live examples of Concepts: editor state, selection, transforms, commands, listeners. */
import {expect, type Locator, type Page} from '@playwright/test';
import {editorOf, type LiveExamplePage} from '../liveExample';

/** Puts the caret at the end of the example's text. */
async function caretAtEnd(editor: Locator, page: Page): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
}

const pages: LiveExamplePage[] = [
  {
    url: '/docs/concepts/editor-state',
    interact: async (editor, page) => {
      const example = editor.locator('xpath=ancestor::*[@data-testid="live-example"]');
      await caretAtEnd(editor, page);
      await page.keyboard.type(' draft');
      await example.getByRole('button', {name: 'Save'}).click();
      await caretAtEnd(editor, page);
      await page.keyboard.type(' lost');
      await example.getByRole('button', {name: 'Restore'}).click();
    },
    // The saved text is back, without what was typed after saving.
    stateAfterInteract: '"Edit me, then save. draft"',
    edit: {
      from: 'editor.parseEditorState(saved)',
      to: "editor.parseEditorState(saved, () => {\n      $getRoot().append($createParagraphNode().append($createTextNode('Added while parsing')));\n    })",
    },
    afterEdit: async (example, page) => {
      // The example re-runs after the edit: retry until the new one answers.
      await expect(async () => {
        await example.getByRole('button', {name: 'Save'}).click();
        await example.getByRole('button', {name: 'Restore'}).click();
        await expect(editorOf(page)).toContainText('Added while parsing', {timeout: 1000});
      }).toPass();
    },
  },
  {
    url: '/docs/concepts/selection',
    interact: async (editor, page) => {
      await caretAtEnd(editor, page);
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    },
    // A backward range over "text.": the anchor stays at the end, the focus moved five characters.
    stateAfterInteract:
      /anchor \{ key: \d+, offset: 25, type: text \}\s*└ focus \{ key: \d+, offset: 20, type: text \}/,
    edit: {from: "last.select(text.lastIndexOf(' ') + 1, text.length)", to: 'last.select(0, text.length)'},
    afterEdit: async (example) => {
      await expect(async () => {
        await example.getByRole('button', {name: 'Select the last word'}).click();
        await expect(example.getByTestId('live-preview').locator('output')).toContainText(
          '"Select some of this text."',
          {timeout: 1000},
        );
      }).toPass();
    },
  },
  {
    url: '/docs/concepts/transforms',
    interact: async (editor, page) => {
      await caretAtEnd(editor, page);
      await page.keyboard.type('->');
    },
    stateAfterInteract: '"Type - then > at the end: →"',
    edit: {from: "'->': '→'", to: "'->': '⇒'"},
    afterEdit: async (example, page) => {
      await expect(async () => {
        await caretAtEnd(editorOf(page), page);
        await page.keyboard.type('->');
        await expect(editorOf(page)).toContainText('⇒', {timeout: 1000});
      }).toPass();
    },
  },
  {
    url: '/docs/concepts/commands',
    interact: async (editor, page) => {
      const example = editor.locator('xpath=ancestor::*[@data-testid="live-example"]');
      await caretAtEnd(editor, page);
      await example.getByRole('button', {name: 'Insert a star'}).click();
    },
    stateAfterInteract: '"Bold works, italic is blocked. ★"',
    edit: {from: "dispatchCommand(INSERT_SYMBOL_COMMAND, '★')", to: "dispatchCommand(INSERT_SYMBOL_COMMAND, '✔')"},
    afterEdit: async (example, page) => {
      await expect(async () => {
        await caretAtEnd(editorOf(page), page);
        await example.getByRole('button', {name: 'Insert a star'}).click();
        await expect(editorOf(page)).toContainText('✔', {timeout: 1000});
      }).toPass();
    },
  },
  {
    url: '/docs/concepts/listeners',
    interact: async (editor, page) => {
      await caretAtEnd(editor, page);
      await page.keyboard.press('Enter');
      await page.keyboard.type('Second');
    },
    stateAfterInteract: /\(\d+\) paragraph\s[\s\S]*"Second"/,
    // Without the initial call, the mutation line stays empty until the paragraphs change.
    edit: {from: '{skipInitialization: false}', to: '{skipInitialization: true}'},
    afterEdit: async (example, page) => {
      const mutationLine = example.getByTestId('live-preview').locator('output').nth(1);
      await expect(mutationLine).toHaveText('Mutation listener: nothing yet.');
      await caretAtEnd(editorOf(page), page);
      await page.keyboard.press('Enter');
      await expect(mutationLine).toContainText('created');
    },
  },
];

export default pages;
