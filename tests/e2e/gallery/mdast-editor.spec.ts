import {expect, test} from '@playwright/test';

test('the mdast pipeline imports Markdown, exports edits live, and loads edited Markdown back', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The preview server has no favicon; a missing one is no error of the example.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });

  await page.goto('/gallery/mdast-editor');
  const example = page.locator('[data-gallery-example="mdast-editor"]');
  const editor = example.getByRole('textbox', {name: 'Markdown rich text editor'});
  const source = example.getByRole('textbox', {name: 'Markdown (exported live)'});
  const loadButton = example.getByRole('button', {name: 'Load Markdown'});

  // The initial Markdown arrived as nodes: a heading, a bullet list (with a nested one), an ordered list, a quote.
  await expect(editor.locator('h1')).toHaveText('Release notes');
  await expect(editor.locator('h2')).toHaveText('What you can try');
  await expect(editor.locator('ul').first().locator(':scope > li')).toHaveCount(4);
  await expect(editor.locator('ol > li')).toHaveCount(2);
  await expect(editor.locator('blockquote a')).toHaveText('the mdast spec');
  await expect(editor.locator('.md-strikethrough')).toHaveText('strike them');
  // ...and exports back to Markdown.
  await expect(source).toHaveValue(/^# Release notes\n\n/);
  await expect(source).toHaveValue(/\n- Wrap words in `~~` to ~~strike them~~\n {2}- nested items round-trip too\n/);

  // Typing in the rich view updates the exported Markdown.
  await editor.locator('h1').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' v2');
  await expect(source).toHaveValue(/^# Release notes v2\n/);

  // A typed Markdown shortcut goes through the same grammar: "## " makes a heading.
  await page.keyboard.press('Enter');
  await page.keyboard.type('## Typed heading');
  await expect(editor.locator('h2').first()).toHaveText('Typed heading');
  await expect(source).toHaveValue(/^# Release notes v2\n\n## Typed heading\n/);
  await expect(example.getByText('In sync with the editor')).toBeVisible();

  // Edited Markdown is loaded back into the editor, replacing the document.
  await source.fill('# Fresh start\n\n* one\n* two\n* three\n\n1. **first**\n');
  await expect(example.getByText('Edited: not loaded yet')).toBeVisible();
  await loadButton.click();
  await expect(editor.locator('h1')).toHaveText('Fresh start');
  await expect(editor.locator('h2')).toHaveCount(0);
  await expect(editor.locator('ul > li')).toHaveText(['one', 'two', 'three']);
  await expect(editor.locator('ol > li strong')).toHaveText('first');
  // Re-exported from the new nodes: the list keeps its `*` bullets (mdast records the marker on import).
  await expect(source).toHaveValue('# Fresh start\n\n* one\n* two\n* three\n\n1. **first**');
  await expect(example.getByText('In sync with the editor')).toBeVisible();

  expect(errors).toEqual([]);
});
