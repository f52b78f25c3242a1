import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {diagramImages, expectImageLoaded} from './support/diagrams';

/** Guide pages outside the concepts folder: URL and source file (title and h2s are read from the source). */
const pages = [
  {url: '/docs/getting-started/quick-start', file: 'docs/getting-started/quick-start.mdx'},
  {url: '/docs/getting-started/react', file: 'docs/getting-started/react.mdx'},
  {url: '/docs/getting-started/creating-plugin', file: 'docs/getting-started/creating-plugin.mdx'},
  {url: '/docs/getting-started/supported-browsers', file: 'docs/getting-started/supported-browsers.mdx'},
  {url: '/docs/getting-started/theming', file: 'docs/getting-started/theming.mdx'},
  {url: '/docs/react/', file: 'docs/react/index.mdx'},
  {url: '/docs/react/plugins', file: 'docs/react/plugins.mdx'},
  {url: '/docs/react/create_plugin', file: 'docs/react/create_plugin.mdx'},
  {url: '/docs/collaboration/react', file: 'docs/collaboration/react.mdx'},
  {url: '/docs/faq', file: 'docs/faq.mdx'},
  {url: '/docs/design', file: 'docs/design.mdx'},
  {url: '/docs/testing', file: 'docs/testing.mdx'},
].map((entry) => {
  const source = readFileSync(path.resolve(__dirname, '../..', entry.file), 'utf8');
  const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
  if (!title) throw new Error(`${entry.file} has no title in its front matter`);
  return {
    ...entry,
    title,
    hasH2: /^## /m.test(source),
    diagrams: (source.match(/^```mermaid$/gm) ?? []).length,
  };
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const entry of pages) {
  test(`${entry.url} shows its title, table of contents and diagrams`, async ({page}) => {
    const errors = collectErrors(page);
    await page.setViewportSize({width: 1280, height: 900});
    const response = await page.goto(entry.url);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', {level: 1})).toHaveText(entry.title);
    await expect(page).toHaveTitle(new RegExp(`^${entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));

    const toc = page.locator('.table-of-contents');
    if (entry.hasH2) {
      await expect(toc.first()).toBeVisible();
      // Every h2 of the article is listed in the table of contents.
      const h2Count = await page.locator('article h2').count();
      expect(h2Count).toBeGreaterThan(0);
      await expect(toc.first().locator(':scope > li')).toHaveCount(h2Count);
    } else {
      await expect(toc).toHaveCount(0);
    }

    if (entry.diagrams > 0) {
      // Each diagram is shown as its SVG rendered ahead of time (plugins/mermaid-svg), and it loads.
      const images = diagramImages(page, 'light');
      await expect(images).toHaveCount(entry.diagrams);
      for (const image of await images.all()) {
        await expectImageLoaded(image);
      }
    }
    expect(errors).toEqual([]);
  });
}

test('design and testing are in no sidebar; FAQ is the last docs sidebar entry', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/getting-started/quick-start');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('a[href="/docs/design"]')).toHaveCount(0);
  await expect(sidebar.locator('a[href="/docs/testing"]')).toHaveCount(0);
  const topLevel = sidebar.locator(':scope > ul > li');
  await expect(topLevel.last()).toHaveText('FAQ');
});

test('the design page is reachable from the pages that need it', async ({page}) => {
  await page.goto('/docs/faq');
  await page.getByRole('link', {name: 'Design'}).first().click();
  await expect(page).toHaveURL(/\/docs\/design#/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Design');
});
