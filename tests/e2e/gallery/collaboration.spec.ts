import {expect, test} from '@playwright/test';
import {collectErrors} from '../support/galleryExample';

test.describe('gallery: collaboration', () => {
  test('two editors stay in sync through in-memory Yjs providers', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/gallery/collaboration');
    const example = page.locator('[data-gallery-example="collaboration"]');
    const left = example.getByRole('textbox', {name: "Ada's editor"});
    const right = example.getByRole('textbox', {name: "Grace's editor"});
    const leftTools = example.getByRole('toolbar', {name: "Ada's tools"});
    const rightTools = example.getByRole('toolbar', {name: "Grace's tools"});

    // Both providers connect, and the bootstrapped paragraph reaches the second editor.
    await expect(leftTools.getByRole('status')).toHaveText('Online');
    await expect(rightTools.getByRole('status')).toHaveText('Online');
    await expect(right).toContainText('This paragraph lives in two Y.Docs.');

    // Left -> right.
    await left.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Ada wrote this.');
    await expect(right).toContainText('Ada wrote this.');

    // While Ada's editor has focus, Grace's editor draws Ada's caret with her name.
    const adaCaret = right.locator('xpath=..').locator('.collaboration__cursor');
    await expect(adaCaret).toHaveCount(1);
    await expect(adaCaret).toContainText('Ada');

    // Right -> left.
    await right.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Grace replied.');
    await expect(left).toContainText('Grace replied.');
    await expect(left.locator('xpath=..').locator('.collaboration__cursor')).toContainText('Grace');

    // Offline edits on both sides merge when Grace reconnects.
    const offline = rightTools.getByRole('button', {name: 'Work offline'});
    await offline.click();
    await expect(offline).toHaveAttribute('aria-pressed', 'true');
    await expect(rightTools.getByRole('status')).toHaveText('Offline');

    await right.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Written offline by Grace.');
    await left.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Ada, meanwhile: ');
    await expect(left).not.toContainText('Written offline by Grace.');
    await expect(right).not.toContainText('Ada, meanwhile:');

    await offline.click();
    await expect(offline).toHaveAttribute('aria-pressed', 'false');
    await expect(rightTools.getByRole('status')).toHaveText('Online');
    for (const editor of [left, right]) {
      await expect(editor).toContainText('Ada, meanwhile: This paragraph lives in two Y.Docs.');
      await expect(editor).toContainText('Written offline by Grace.');
    }
    expect(await left.innerText()).toBe(await right.innerText());

    expect(errors).toEqual([]);
  });
});
