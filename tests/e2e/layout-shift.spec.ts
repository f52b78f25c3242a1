/**
 * Nothing moves under the reader while a page loads: layout shift from navigation start until the
 * page's content has arrived, at a desktop and a phone size.
 */
import {expect, test, type Page} from '@playwright/test';
import {layoutShiftSince, layoutShiftViewports, recordLayoutShifts} from './support/layoutShift';
import {waitForHydration} from './support/site';

/** Late shifts (a font, an image, a second render) land within this after the content shows. */
const settleMs = 500;

const editorOf = (page: Page) => page.getByTestId('home-editor');

for (const [size, viewport] of Object.entries(layoutShiftViewports)) {
  test.describe(`at ${viewport.width}×${viewport.height} (${size})`, () => {
    test.use({viewport});

    test('the home page does not shift as it loads', async ({page}) => {
      await recordLayoutShifts(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // On a desktop screen the editor is in view: its arrival is part of the load.
      if (size === 'desktop') await expect(editorOf(page)).toBeVisible();
      await page.waitForTimeout(settleMs);
      const {total, summary} = await layoutShiftSince(page);
      expect(total, summary).toBeLessThanOrEqual(0.02);
    });

    test("the home page's gallery examples take their boxes' place without moving anything", async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      for (const slug of ['chat-input', 'block-editor']) {
        const stage = page.locator(`[data-gallery-example="${slug}"]`);
        const heightOf = () => stage.evaluate((element) => element.getBoundingClientRect().height);
        const reserved = await heightOf();
        await stage.scrollIntoViewIfNeeded();
        await expect(stage).toHaveAttribute('data-gallery-status', 'ready');
        await expect(stage.locator('[contenteditable="true"]').first()).toBeVisible();
        await page.waitForTimeout(settleMs);
        expect(await heightOf(), `${slug}: the box's height once the example runs`).toBe(reserved);
      }
    });

    test('the search page does not shift as its results arrive', async ({page}) => {
      await recordLayoutShifts(page);
      await page.goto('/search?q=selection');
      await expect(page.locator('article').first()).toBeVisible();
      await page.waitForTimeout(settleMs);
      const {total, summary} = await layoutShiftSince(page);
      expect(total, summary).toBeLessThanOrEqual(0.02);
    });
  });
}

test.describe('on a phone', () => {
  test.use({viewport: layoutShiftViewports.phone});

  test('the home editor takes its placeholder’s place without moving anything', async ({page}) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(editorOf(page)).toHaveCount(0);
    const scrolledAt = await page
      .getByRole('button', {name: /^Try Lexical: a live rich-text editor/})
      .evaluate((el) => {
        el.scrollIntoView({block: 'center'});
        return performance.now();
      });
    await expect(editorOf(page)).toBeVisible();
    await page.waitForTimeout(settleMs);
    const {total, summary} = await layoutShiftSince(page, scrolledAt);
    expect(total, summary).toBeLessThan(0.01);
  });
});
