import {expect, type Locator, type Page} from '@playwright/test';

/** The images of one color mode of every diagram on the page (see plugins/mermaid-svg). */
export const diagramImages = (page: Page, variant: 'light' | 'dark'): Locator =>
  page.locator(`figure a[data-diagram-variant="${variant}"] > img`);

/** Waits until the image is shown and its SVG has loaded (lazy images load once scrolled to). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}
