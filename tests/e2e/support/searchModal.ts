/** The navbar's search modal as a reader uses it: opening it, and the parts a test reads. */
import {expect, type Locator, type Page} from '@playwright/test';

export const searchModal = (page: Page): Locator => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page): Locator => page.locator('.DocSearch-Input');
export const searchHits = (page: Page): Locator => page.locator('.DocSearch-Hit');

/** Ctrl/Cmd+K, repeated until the page has hydrated and the modal's input has focus. */
export async function openSearchWithShortcut(page: Page): Promise<Locator> {
  const input = searchInput(page);
  await expect(async () => {
    if ((await input.count()) === 0) await page.keyboard.press('ControlOrMeta+k');
    await expect(input).toBeFocused({timeout: 1_000});
  }).toPass({timeout: 15_000});
  return input;
}

/** What the theme's error boundary shows in place of a page that threw while rendering. */
export const crashHeading = (page: Page): Locator => page.getByRole('heading', {name: /^This page crashed/});

/** The uncaught errors of a page, as they come. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
