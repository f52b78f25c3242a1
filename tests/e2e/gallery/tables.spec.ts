import {expect, test, type Locator} from '@playwright/test';
import {collectErrors, placeCaretAtEnd} from '../support/galleryExample';

const slug = 'tables';

async function centre(locator: Locator): Promise<{x: number; y: number}> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('element has no box');
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

test('tables gallery example: insert, add and delete rows and columns, select and merge cells', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto(`/gallery/${slug}`);
  const example = page.locator(`[data-gallery-example="${slug}"]`);
  const editor = example.getByRole('textbox', {name: 'Table editor'});
  const toolbar = example.getByRole('toolbar', {name: 'Table'});
  const button = (name: string) => toolbar.getByRole('button', {name, exact: true});
  const status = example.getByRole('status');
  const rows = editor.locator('table tr');
  const cell = (row: number, column: number) => rows.nth(row).locator('th, td').nth(column);

  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await expect(status).toHaveText('The selection is not in a table.');
  await expect(button('Row below')).toBeDisabled();

  await placeCaretAtEnd(page, editor);
  await button('Insert table').click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first().locator('th')).toHaveCount(3);
  await expect(rows.nth(1).locator('td')).toHaveCount(3);
  await expect(status).toContainText('Table of 3 × 3.');
  await expect(button('Insert table')).toBeDisabled();
  await page.keyboard.type('Name');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Role');

  await button('Row below').click();
  await expect(rows).toHaveCount(4);
  await expect(status).toContainText('Table of 4 × 3.');

  await button('Delete column').click();
  await expect(rows.first().locator('th, td')).toHaveCount(2);
  await expect(cell(0, 0)).toHaveText('Name');
  await expect(cell(0, 1)).not.toHaveText('Role');
  await expect(status).toContainText('Table of 4 × 2.');

  // Shift+ArrowRight from a cell extends the selection into the next cell: a TableSelection of two cells.
  await cell(2, 0).click();
  await page.keyboard.type('left');
  await expect(button('Merge cells')).toBeDisabled();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(status).toContainText('2 cells selected.');
  await expect(editor.locator('.tb-cell-selected')).toHaveCount(2);
  await button('Merge cells').click();
  const merged = rows.nth(2).locator('td');
  await expect(merged).toHaveCount(1);
  await expect(merged).toHaveAttribute('colspan', '2');
  await expect(merged).toHaveText('left');
  await expect(status).toContainText('Caret in a cell');

  await button('Unmerge cell').click();
  await expect(rows.nth(2).locator('td')).toHaveCount(2);
  await expect(editor.locator('td[colspan]')).toHaveCount(0);

  // Dragging from one cell to another selects the rectangle between them.
  const from = await centre(cell(2, 0));
  const to = await centre(cell(3, 1));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, {steps: 8});
  await page.mouse.up();
  await expect(status).toContainText('4 cells selected.');
  await button('Merge cells').click();
  const block = editor.locator('td[colspan="2"][rowspan="2"]');
  await expect(block).toHaveCount(1);
  await expect(block).toHaveText('left');

  // One update per edit, so one undo restores the four cells.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(editor.locator('td[colspan], td[rowspan]')).toHaveCount(0);
  await expect(rows.nth(3).locator('td')).toHaveCount(2);

  await cell(1, 1).click();
  await button('Row above').click();
  await expect(rows).toHaveCount(5);
  await button('Column left').click();
  await expect(rows.first().locator('th, td')).toHaveCount(3);
  await button('Column right').click();
  await expect(rows.first().locator('th, td')).toHaveCount(4);
  await button('Delete row').click();
  await expect(rows).toHaveCount(4);
  await expect(status).toContainText('Table of 4 × 4.');

  expect(errors).toEqual([]);
});
