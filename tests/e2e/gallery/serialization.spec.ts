import {expect, test} from '@playwright/test';
import {collectErrors} from '../support/galleryExample';

test.describe('gallery: serialization', () => {
  test('shows the state as JSON and HTML, and loads both back', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/gallery/serialization');
    const example = page.locator('[data-gallery-example="serialization"]');
    const editor = example.getByRole('textbox', {name: 'Rich text editor'});
    const jsonBox = example.getByRole('textbox', {name: 'Editor state JSON'});
    const htmlBox = example.getByRole('textbox', {name: 'HTML'});

    await expect(editor).toContainText('Round trip');
    await expect(jsonBox).toHaveValue(/"type": "heading"/);

    // Bold text shows up as format 1 in the JSON and as <b>/<strong> in the HTML.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await example.getByRole('button', {name: 'Bold'}).click();
    await expect(example.getByRole('button', {name: 'Bold'})).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Strong words');
    await expect(editor.locator('strong', {hasText: 'Strong words'})).toBeVisible();
    await expect(jsonBox).toHaveValue(/"format": 1,\s*"mode": "normal",\s*"style": "",\s*"text": "Strong words"/);
    await expect(htmlBox).toHaveValue(/<(b|strong)\b[^>]*>(<strong\b[^>]*>)?Strong words</);

    // Edit the JSON and load it: the editor shows the edited text.
    const json = await jsonBox.inputValue();
    await jsonBox.fill(json.replace('"text": "Round trip"', '"text": "Loaded from JSON"'));
    await example.getByRole('button', {name: 'Load JSON'}).click();
    await expect(editor.locator('h2')).toHaveText('Loaded from JSON');
    await expect(editor).toContainText('Strong words');
    await expect(example.getByRole('status')).toContainText('Loaded the JSON');

    // Invalid JSON: a message, and the editor keeps its content.
    const before = await editor.innerHTML();
    await jsonBox.fill('{"root": {"children": [');
    await example.getByRole('button', {name: 'Load JSON'}).click();
    await expect(example.getByRole('alert')).toContainText('Not valid JSON');
    expect(await editor.innerHTML()).toBe(before);

    // Valid JSON with a node type the editor does not know: also refused with a message.
    await jsonBox.fill(json.replace('"type": "heading"', '"type": "no-such-node"'));
    await example.getByRole('button', {name: 'Load JSON'}).click();
    await expect(example.getByRole('alert')).toContainText('could not load');
    expect(await editor.innerHTML()).toBe(before);

    // Edit the HTML and load it: the import rules turn <h1> and <em> into a heading and italic text.
    await htmlBox.fill('<h1>From HTML</h1><p>Some <em>emphasis</em> here.</p>');
    await example.getByRole('button', {name: 'Load HTML'}).click();
    await expect(editor.locator('h1')).toHaveText('From HTML');
    await expect(editor.locator('em')).toHaveText('emphasis');
    await expect(jsonBox).toHaveValue(/"tag": "h1"/);

    expect(errors).toEqual([]);
  });
});
