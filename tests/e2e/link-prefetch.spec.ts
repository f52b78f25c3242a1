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

/** The prefetch links of the page, once none has been added for longer than a prefetch waits for idle time. */
async function settledPrefetches(page: import('@playwright/test').Page): Promise<string[]> {
  const read = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')!),
    );
  let current = await read();
  for (;;) {
    await page.waitForTimeout(2_500);
    const next = await read();
    if (next.length === current.length) return next;
    current = next;
  }
}

test('a link to a section of another page, or with a query, prefetches that page’s own chunks', async ({page}) => {
  // The same page's chunks, first from a link to the page itself, then in a fresh document from a link to a section.
  const prefetchedFor = async (link: string) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const before = new Set(await settledPrefetches(page));
    await page.evaluate((target) => {
      window.docusaurus.prefetch(target);
    }, link);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(before.size);
    return (await settledPrefetches(page)).filter((href) => !before.has(href));
  };
  const forPage = await prefetchedFor('/docs/packages/lexical-list');
  expect(forPage.length).toBeGreaterThan(0);
  expect(await prefetchedFor('/docs/packages/lexical-list?from=test#usage')).toEqual(forPage);
});

test('links to the page being read prefetch nothing, and each other page is prefetched once', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const settled = await settledPrefetches(page);
  await page.evaluate(() => {
    window.docusaurus.prefetch('/docs/intro#the-core-ideas');
    window.docusaurus.prefetch('/docs/intro');
  });
  expect(await settledPrefetches(page)).toEqual(settled);

  await page.evaluate(() => {
    window.docusaurus.prefetch('/docs/packages/lexical-list');
  });
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(settled.length);
  const once = await settledPrefetches(page);
  await page.evaluate(() => {
    window.docusaurus.prefetch('/docs/packages/lexical-list#usage');
  });
  expect(await settledPrefetches(page)).toEqual(once);
});

test('pointing at a link whose address cannot be decoded preloads nothing and throws nothing', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Docusaurus decodes the path with decodeURI, which throws on a stray "%".
  expect(await page.evaluate(() => window.docusaurus.preload('/docs/100%') === false)).toBe(true);
  expect(errors).toEqual([]);
});
