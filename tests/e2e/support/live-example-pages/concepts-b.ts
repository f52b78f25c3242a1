/** Live examples of Node state, History, Serialization, Decorators and the Extensions introduction. */
import {expect, type Locator, type Page} from '@playwright/test';
import type {LiveExamplePage} from '../liveExample';

const statePanel = (example: Locator) => example.getByTestId('live-panel-state');
const editorIn = (example: Locator) => example.getByTestId('live-preview').locator('[contenteditable="true"]');

/** Waits until the edited source has replaced the running example: its state panel shows the starting tree again. */
async function waitForRerun(example: Locator, freshState: RegExp): Promise<void> {
  await expect(statePanel(example)).toContainText(freshState);
}

/** Clicks into the example's editor, moves the caret to the end and types. */
async function typeAtEnd(editor: Locator, page: Page, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

const pages: LiveExamplePage[] = [
  {
    url: '/docs/concepts/node-state',
    interact: async (editor, page) => {
      await editor.click();
      await page.keyboard.press('End');
      await page.getByTestId('live-preview').getByRole('button', {name: 'Flag or unflag the selection'}).click();
    },
    stateAfterInteract: 'state: [flagged: true]',
    edit: {from: "createState('flagged'", to: "createState('marked'"},
    afterEdit: async (example, page) => {
      await waitForRerun(example, /press the button\."\s*$/m);
      await editorIn(example).click();
      await page.keyboard.press('End');
      await example.getByRole('button', {name: 'Flag or unflag the selection'}).click();
      await expect(statePanel(example)).toContainText('state: [marked: true]');
      await expect(example.getByText('Flagged text nodes: "Select a few words')).toBeVisible();
    },
  },
  {
    url: '/docs/concepts/history',
    interact: async (editor, page) => {
      await typeAtEnd(editor, page, ' abc');
      await expect(page.getByTestId('live-preview').getByText('Undo steps: 1, redo steps: 0')).toBeVisible();
    },
    stateAfterInteract: 'type again. abc"',
    // With no delay, every character typed is an undo step of its own.
    edit: {from: 'const delay = 1000;', to: 'const delay = 0;'},
    afterEdit: async (example, page) => {
      await waitForRerun(example, /type again\."\s*$/m);
      await typeAtEnd(editorIn(example), page, 'xyz');
      await expect(example.getByText('Undo steps: 3, redo steps: 0')).toBeVisible();
      await example.getByRole('button', {name: 'Undo'}).click();
      await expect(statePanel(example)).toContainText('type again.xy"');
      await expect(example.getByText('Undo steps: 2, redo steps: 1')).toBeVisible();
    },
  },
  {
    url: '/docs/serialization/serialization',
    interact: async (editor, page) => {
      await typeAtEnd(editor, page, ' more');
      await expect(page.getByRole('region', {name: 'Markdown output', exact: true})).toContainText(
        'Some **bold more**',
      );
    },
    stateAfterInteract: 'text "bold more" { format: bold }',
    // Compact JSON instead of indented JSON in the first output box.
    edit: {from: 'JSON.stringify(editorState.toJSON(), null, 2)', to: 'JSON.stringify(editorState.toJSON())'},
    afterEdit: async (example) => {
      await expect(example.getByRole('region', {name: 'JSON output', exact: true})).toContainText(
        '{"root":{"children":[{"children":[{"detail":0',
      );
      await expect(example.getByRole('region', {name: 'HTML output', exact: true})).toContainText('<h3>');
    },
  },
  {
    url: '/docs/concepts/decorators',
    interact: async (editor, page) => {
      await typeAtEnd(editor, page, ' typed');
    },
    stateAfterInteract: 'and more text. typed"',
    edit: {from: 'count + 1', to: 'count + 10'},
    afterEdit: async (example) => {
      await waitForRerun(example, /and more text\."\s*$/m);
      await example.getByRole('button', {name: 'Vote (0)'}).click();
      await expect(example.getByRole('button', {name: 'Vote (10)'})).toBeVisible();
    },
  },
  {
    url: '/docs/extensions/intro',
    interact: async (editor, page) => {
      await typeAtEnd(editor, page, ' typed');
      await expect(page.getByTestId('live-preview').getByRole('button', {name: 'Undo'})).toBeEnabled();
    },
    stateAfterInteract: 'extensions. typed"',
    // HistoryExtension configured as disabled: nothing is recorded, so Undo never becomes enabled.
    edit: {from: '{delay: 500}', to: '{disabled: true}'},
    afterEdit: async (example, page) => {
      await waitForRerun(example, /three extensions\."\s*$/m);
      await typeAtEnd(editorIn(example), page, ' more');
      await expect(statePanel(example)).toContainText('extensions. more"');
      await expect(example.getByRole('button', {name: 'Undo'})).toBeDisabled();
    },
  },
];

export default pages;
