import {expect, test} from '@playwright/test';
import {collectErrors} from '../support/galleryExample';

const slug = 'markdown';

test('markdown gallery example: shortcuts as you type, and a round trip through the Markdown source', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`/gallery/${slug}`);
  const example = page.locator(`[data-gallery-example="${slug}"]`);
  const editor = example.getByRole('textbox', {name: 'Markdown editor'});
  const sourceToggle = example
    .getByRole('toolbar', {name: 'Markdown view'})
    .getByRole('button', {name: 'Markdown source'});

  // The initial document is imported from Markdown.
  await expect(editor.locator('h2')).toHaveText('Markdown as you type');
  await expect(editor.locator('a[href="https://lexical.dev"]')).toHaveText('Links');
  await expect(sourceToggle).toHaveAttribute('aria-pressed', 'false');

  // Retried: on a busy machine a key pressed right after a click can reach the editor before the click's selection.
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(editor).toHaveText('', {timeout: 1000});
  }).toPass({timeout: 20_000});
  await expect(editor.locator('h2')).toHaveCount(0);

  // "# " turns the paragraph into a heading, "- " into a list, "**…**" into bold text.
  await page.keyboard.type('# Title');
  await expect(editor.locator('h1')).toHaveText('Title');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- item with **bold** text');
  await expect(editor.locator('ul > li')).toHaveText(['item with bold text']);
  await expect(editor.locator('ul > li strong')).toHaveText('bold');

  await sourceToggle.click();
  await expect(sourceToggle).toHaveAttribute('aria-pressed', 'true');
  const source = editor.locator('code[data-language="markdown"]');
  // The lines of a code block are LineBreakNodes (<br>), which innerText, unlike textContent, reads as newlines.
  await expect.poll(() => source.innerText()).toBe('# Title\n\n- item with **bold** text');
  await expect(editor.locator('h1, ul')).toHaveCount(0);

  // Edit the source: shortcuts do not apply inside it, the text stays Markdown.
  // The toggle leaves the caret at the end of the source, in the focused editor.
  await expect(editor).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('## Added in *source*');
  await expect.poll(() => source.innerText()).toBe('# Title\n\n- item with **bold** text\n\n## Added in *source*');
  await expect(editor.locator('h2')).toHaveCount(0);

  await sourceToggle.click();
  await expect(sourceToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(editor.locator('h1')).toHaveText('Title');
  await expect(editor.locator('ul > li')).toHaveText(['item with bold text']);
  await expect(editor.locator('h2')).toHaveText('Added in source');
  await expect(editor.locator('h2 em')).toHaveText('source');
  await expect(editor.locator('code')).toHaveCount(0);

  // The source block is marked with node state, so undo returns to the source view and the toggle follows.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(sourceToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(source).toContainText('## Added in *source*');

  expect(errors).toEqual([]);
});
