import {expect, test} from '@playwright/test';
import {collectErrors} from '../support/galleryExample';

test.describe('gallery: node-state', () => {
  test('a paragraph tone kept in node state, shown as a class and kept through JSON', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/gallery/node-state');
    const example = page.locator('[data-gallery-example="node-state"]');
    const editor = example.getByRole('textbox', {name: 'Editor with paragraph tones'});
    const toolbar = example.getByRole('toolbar', {name: 'Paragraph tone'});
    const selectedJson = example.locator('.node-state__selected pre');
    const stateJson = example.getByRole('textbox', {name: 'Editor state JSON'});
    const third = editor.locator('p').nth(2);

    // The seeded note, and the replacement node type in the JSON.
    await expect(editor.locator('p').nth(1)).toHaveClass(/node-state__tone--note/);
    await expect(stateJson).toHaveValue(/"type": "toned-paragraph"/);
    await expect(stateJson).not.toHaveValue(/"type": "paragraph"/);

    // A tone button sets the state: the paragraph gets the class, exportJSON() shows "$".
    await third.click();
    await expect(third).not.toHaveClass(/node-state__tone/);
    await toolbar.getByRole('button', {name: 'Warning'}).click();
    await expect(third).toHaveClass(/node-state__tone--warning/);
    await expect(toolbar.getByRole('button', {name: 'Warning'})).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedJson).toContainText('"type": "toned-paragraph"');
    await expect(selectedJson).toContainText(/"\$": \{\s*"tone": "warning"\s*\}/);
    await expect(stateJson).toHaveValue(/"tone": "warning"/);
    const saved = await stateJson.inputValue();

    // Back to plain: the default value is not serialized at all.
    await third.click();
    await toolbar.getByRole('button', {name: 'Plain'}).click();
    await expect(third).not.toHaveClass(/node-state__tone/);
    await expect(selectedJson).not.toContainText('"$"');
    await expect(stateJson).not.toHaveValue(/"tone": "warning"/);

    // Loading the saved JSON brings the tone back.
    await stateJson.fill(saved);
    await example.getByRole('button', {name: 'Load JSON'}).click();
    await expect(example.getByRole('status')).toContainText('Loaded');
    await expect(editor.locator('p').nth(2)).toHaveClass(/node-state__tone--warning/);
    await expect(editor.locator('p').nth(1)).toHaveClass(/node-state__tone--note/);

    // JSON of a plain "paragraph" loads as the replacement, with its state.
    const plainParagraph = {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            $: {tone: 'note'},
            children: [
              {type: 'text', version: 1, text: 'Saved as a paragraph', detail: 0, format: 0, mode: 'normal', style: ''},
            ],
          },
        ],
      },
    };
    await stateJson.fill(JSON.stringify(plainParagraph));
    await example.getByRole('button', {name: 'Load JSON'}).click();
    await expect(editor.locator('p')).toHaveCount(1);
    await expect(editor.locator('p')).toHaveText('Saved as a paragraph');
    await expect(editor.locator('p')).toHaveClass(/node-state__tone--note/);
    await expect(stateJson).toHaveValue(/"type": "toned-paragraph"/);

    // A new paragraph typed with Enter is a TonedParagraphNode too.
    await editor.locator('p').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed after Enter');
    await expect(editor.locator('p')).toHaveCount(2);
    await expect(selectedJson).toContainText('"type": "toned-paragraph"');

    // Broken JSON is reported, not thrown.
    await stateJson.fill('{"root": ');
    await example.getByRole('button', {name: 'Load JSON'}).click();
    await expect(example.getByRole('status')).toContainText('Could not load');
    await expect(editor.locator('p')).toHaveCount(2);

    expect(errors).toEqual([]);
  });
});
