import {expect, test, type Locator, type Page} from '@playwright/test';
import {collectErrors, placeCaretAtEnd, selectBackwards} from '../support/galleryExample';

const slug = 'rich-text-toolbar';

/** Starts a new paragraph at the end of the document and types `text` into it. */
async function typeNewParagraph(page: Page, editor: Locator, text: string): Promise<void> {
  await placeCaretAtEnd(page, editor);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

test.describe('rich-text-toolbar gallery example', () => {
  let errors: string[];
  let example: Locator;
  let editor: Locator;
  let toolbar: Locator;
  const button = (name: string) => toolbar.getByRole('button', {name, exact: true});

  test.beforeEach(async ({page}) => {
    errors = collectErrors(page);
    await page.goto(`/gallery/${slug}`);
    example = page.locator(`[data-gallery-example="${slug}"]`);
    editor = example.getByRole('textbox', {name: 'Rich text editor'});
    toolbar = example.getByRole('toolbar', {name: 'Formatting'});
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor.locator('h2')).toHaveText('A toolbar that follows the caret');
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('Bold formats the selection, Heading 1 changes the block, Undo and Redo step back and forth', async ({page}) => {
    await expect(button('Undo')).toBeDisabled();
    await expect(button('Redo')).toBeDisabled();

    await typeNewParagraph(page, editor, 'make this bold');
    await selectBackwards(page, editor, 'bold');
    await expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await button('Bold').click();
    const paragraph = editor.locator('p', {hasText: 'make this bold'});
    await expect(paragraph.locator('strong')).toHaveText('bold');
    await expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Undo')).toBeEnabled();

    const blockSelect = toolbar.getByRole('combobox', {name: 'Block type'});
    await expect(blockSelect).toHaveValue('paragraph');
    await blockSelect.selectOption('h1');
    await expect(editor.locator('h1')).toHaveText('make this bold');
    await expect(editor.locator('h1 strong')).toHaveText('bold');
    await expect(blockSelect).toHaveValue('h1');

    await button('Undo').click();
    await expect(editor.locator('h1')).toHaveCount(0);
    await expect(paragraph).toHaveCount(1);
    await expect(paragraph.locator('strong')).toHaveText('bold');
    await expect(button('Redo')).toBeEnabled();

    await button('Redo').click();
    await expect(editor.locator('h1')).toHaveText('make this bold');
    await expect(button('Redo')).toBeDisabled();
  });

  test('the toolbar follows the caret: block type and pressed formats', async ({page}) => {
    const blockSelect = toolbar.getByRole('combobox', {name: 'Block type'});
    await editor.locator('h2').click();
    await expect(blockSelect).toHaveValue('h2');
    await editor.locator('em').click();
    await expect(blockSelect).toHaveValue('paragraph');
    await expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await editor.locator('code').click();
    await expect(button('Inline code')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');

    await typeNewParagraph(page, editor, 'a list item');
    await blockSelect.selectOption('bullet');
    await expect(editor.locator('ul > li')).toHaveText(['a list item']);
    await blockSelect.selectOption('number');
    await expect(editor.locator('ol > li')).toHaveText(['a list item']);
    await expect(editor.locator('ul')).toHaveCount(0);
    await blockSelect.selectOption('quote');
    await expect(editor.locator('blockquote')).toHaveText('a list item');
    await expect(editor.locator('ol')).toHaveCount(0);
  });

  test('alignment buttons set the block alignment and show it', async ({page}) => {
    await typeNewParagraph(page, editor, 'centred text');
    await expect(button('Align left')).toHaveAttribute('aria-pressed', 'true');
    await button('Align center').click();
    const paragraph = editor.locator('p', {hasText: 'centred text'});
    await expect(paragraph).toHaveCSS('text-align', 'center');
    await expect(button('Align center')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Align left')).toHaveAttribute('aria-pressed', 'false');
    await button('Align justify').click();
    await expect(paragraph).toHaveCSS('text-align', 'justify');
    await button('Align right').click();
    await expect(paragraph).toHaveCSS('text-align', 'right');
    await expect(button('Align right')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the inline link form inserts, edits and removes a link', async ({page}) => {
    await typeNewParagraph(page, editor, 'visit the example site');
    await expect(button('Insert link')).toBeDisabled();
    await selectBackwards(page, editor, 'example site');
    await button('Insert link').click();

    const form = example.getByRole('form', {name: 'Link'});
    const url = form.getByRole('textbox', {name: 'URL'});
    await expect(url).toBeFocused();
    await url.fill('example.com');
    await form.getByRole('button', {name: 'Apply'}).click();
    await expect(form).toHaveCount(0);
    const link = editor.locator('a', {hasText: 'example site'});
    await expect(link).toHaveAttribute('href', 'https://example.com');

    await link.click();
    await expect(button('Edit link')).toBeEnabled();
    await button('Edit link').click();
    await expect(url).toHaveValue('https://example.com');
    await url.fill('https://example.org/docs');
    await url.press('Enter');
    await expect(link).toHaveAttribute('href', 'https://example.org/docs');

    await link.click();
    await button('Remove link').click();
    await expect(editor.locator('a', {hasText: 'example site'})).toHaveCount(0);
    await expect(editor).toContainText('visit the example site');
  });
});
