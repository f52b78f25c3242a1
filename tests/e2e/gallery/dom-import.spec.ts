import {expect, test} from '@playwright/test';
import {collectErrors} from '../support/galleryExample';

test.describe('gallery: dom-import', () => {
  test('imports HTML and lists the nodes the import rules made', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/gallery/dom-import');
    const example = page.locator('[data-gallery-example="dom-import"]');
    const editor = example.getByRole('textbox', {name: 'Imported content'});
    const tree = example.getByRole('region', {name: 'Node tree'});
    /** The tree entry of the text node with exactly this text. */
    const textEntry = (text: string) => tree.locator('li', {has: page.locator(`xpath=./q[.="${text}"]`)});

    await expect(example.getByRole('textbox', {name: 'HTML to import'})).toHaveValue(/<h1>Release notes<\/h1>/);
    await expect(tree.locator('code')).toHaveText(['root', 'paragraph']);

    await example.getByRole('button', {name: 'Import', exact: true}).click();

    // The editor shows what the rules made.
    await expect(editor.locator('h1')).toHaveText('Release notes');
    await expect(editor.locator('h2')).toHaveText('Highlights');
    await expect(editor.locator('ul').first()).toContainText('Nested lists');
    await expect(editor.locator('ol > li')).toHaveCount(2);
    await expect(editor.locator('a[href="https://example.com/changes"]')).toHaveText('full list');
    await expect(editor.locator('table tr')).toHaveCount(2);
    await expect(editor.locator('blockquote')).toHaveText('Quotes stay quotes.');

    // The panel lists their types and what the rules decided.
    const types = await tree.locator('code').allTextContents();
    for (const type of ['heading', 'list', 'listitem', 'link', 'quote', 'table', 'tablerow', 'tablecell']) {
      expect(types, type).toContain(type);
    }
    await expect(tree.locator('li', {has: page.locator('xpath=./code[.="heading"]')}).first()).toContainText('h1');
    await expect(tree.locator('li', {has: page.locator('xpath=./code[.="link"]')})).toContainText(
      'https://example.com/changes',
    );
    // <b> -> a TextNode with the bold format; <i> -> italic; the span's font-weight -> bold.
    await expect(textEntry('2.0').locator('.dom-import__detail')).toHaveText('bold');
    await expect(textEntry('faster').locator('.dom-import__detail')).toHaveText('italic');
    await expect(textEntry('A styled span').locator('.dom-import__detail')).toHaveText('bold');
    await expect(tree.locator('li', {has: page.locator('xpath=./code[.="paragraph"]')}).last()).toContainText(
      'align: center',
    );

    // A real paste of HTML goes through the same import, and the tree follows it.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await expect(editor.locator('h1')).toHaveCount(0);
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<h3>Pasted heading</h3><p>Some <u>underlined</u> words</p>');
      data.setData('text/plain', 'Pasted heading\nSome underlined words');
      element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
    });
    await expect(editor.locator('h3')).toHaveText('Pasted heading');
    await expect(tree.locator('li', {has: page.locator('xpath=./code[.="heading"]')})).toContainText('h3');
    await expect(textEntry('underlined').locator('.dom-import__detail')).toHaveText('underline');

    expect(errors).toEqual([]);
  });
});
