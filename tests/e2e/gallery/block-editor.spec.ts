import {expect, test, type Page} from '@playwright/test';
import {placeCaretAtEnd, typeKeyAndEnterInOneTask} from '../support/galleryExample';

const slug = 'block-editor';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The standalone preview serves no favicon; the site does.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  return errors;
}

test.describe('gallery: block editor', () => {
  let errors: string[];

  test.beforeEach(async ({page}) => {
    errors = watchErrors(page);
    await page.goto(`/gallery/${slug}`);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  const parts = (page: Page) => {
    const example = page.locator(`[data-gallery-example="${slug}"]`);
    return {example, editor: example.getByRole('textbox', {name: 'Document'})};
  };

  /** Starts a new empty paragraph after the last block and leaves the caret there. */
  async function newLineAtEnd(page: Page): Promise<void> {
    // Checked, not assumed: on a busy machine a key can beat the click's selection and split the last line.
    await placeCaretAtEnd(page, parts(page).editor);
    await page.keyboard.press('Enter');
  }

  test('"/" opens the block menu; "Heading 1" turns the line into an h1', async ({page}) => {
    const {example, editor} = parts(page);
    await newLineAtEnd(page);
    await page.keyboard.type('/');
    const options = example.getByRole('option');
    await expect(options).toHaveText([
      /Paragraph/,
      /Heading 1/,
      /Heading 2/,
      /Heading 3/,
      /Quote/,
      /Bulleted list/,
      /Numbered list/,
      /Divider/,
      /Code block/,
    ]);
    await options.filter({hasText: 'Heading 1'}).click();
    await expect(options).toHaveCount(0);
    await page.keyboard.type('Packing list');
    await expect(editor.locator('h1')).toHaveText('Packing list');
    // The "/" typed to open the menu is gone.
    await expect(editor).not.toContainText('/Packing');
  });

  test('typing after "/" filters the menu and Enter applies the highlighted block type', async ({page}) => {
    const {example, editor} = parts(page);
    await newLineAtEnd(page);
    await page.keyboard.type('/bul');
    await expect(example.getByRole('option')).toHaveText([/Bulleted list/]);
    await page.keyboard.press('Enter');
    await page.keyboard.type('socks');
    await expect(editor.locator('ul > li')).toHaveText(['socks']);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // An empty item leaves the list.
    await page.keyboard.type('/divider');
    // The menu opens after the editor's update: an Enter before it would only start a new line.
    await expect(example.getByRole('option')).toHaveText([/Divider/]);
    await page.keyboard.press('Enter');
    await expect(editor.locator('hr')).toHaveCount(1);
  });

  test('Enter removes the whole "/query" when the menu has not caught up with the last key', async ({page}) => {
    const {example, editor} = parts(page);
    await newLineAtEnd(page);
    await page.keyboard.type('/bu');
    await expect(example.getByRole('option')).toHaveText([/Bulleted list/]);
    await typeKeyAndEnterInOneTask(editor, 'l');
    await page.keyboard.type('socks');
    await expect(editor.locator('ul > li')).toHaveText(['socks']);
  });

  test('dragging a block by its handle moves it below another block', async ({page}) => {
    const {example, editor} = parts(page);
    const blocks = editor.locator(':scope > *');
    const first = editor.getByText('Book the train tickets.');
    const third = editor.getByText('Water the plants before leaving.');
    await expect(blocks.nth(1)).toHaveText('Book the train tickets.');
    await expect(blocks.nth(3)).toHaveText('Water the plants before leaving.');

    // The mouse works in viewport coordinates: bring the editor into view first (on the site it may be lower down).
    await editor.scrollIntoViewIfNeeded();
    // Hovering a block shows its handle beside it.
    const firstBox = (await first.boundingBox())!;
    await page.mouse.move(firstBox.x + 20, firstBox.y + firstBox.height / 2);
    const handle = example.getByTestId('drag-handle');
    await expect(handle).toBeVisible();
    const handleBox = (await handle.boundingBox())!;
    expect(Math.abs(handleBox.y + handleBox.height / 2 - (firstBox.y + firstBox.height / 2))).toBeLessThan(12);

    // Press on the handle and move, in steps, to the lower half of the third paragraph.
    await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
    await page.mouse.down();
    const thirdBox = (await third.boundingBox())!;
    await page.mouse.move(thirdBox.x + 40, thirdBox.y + thirdBox.height * 0.75, {steps: 12});
    await page.mouse.up();

    await expect(blocks.nth(1)).toHaveText('Pack a rain jacket.');
    await expect(blocks.nth(2)).toHaveText('Water the plants before leaving.');
    await expect(blocks.nth(3)).toHaveText('Book the train tickets.');
    await expect(blocks).toHaveCount(5);
  });
});
