import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

const prefetchLinks = (page: import('@playwright/test').Page) => page.locator('link[rel="prefetch"]').count();

test('a link prefetch waits for idle time, then prefetches the page', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const before = await prefetchLinks(page);
  const addedAtOnce = await page.evaluate(() => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const start = count();
    // A page the guide does not link to (an API page's prefetch waits for the API chunk names: lean-runtime.spec.ts).
    window.docusaurus.prefetch('/docs/packages/lexical-list');
    return count() - start;
  });
  expect(addedAtOnce).toBe(0);
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(before);
});
