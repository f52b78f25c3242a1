import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {diagramImages, expectImageLoaded} from './support/diagrams';

/**
 * Every concept page opens, shows its front-matter
 * title as the h1, and shows a table of contents listing its h2 headings.
 * The list is read from docs/concepts so a new page is covered without editing this file.
 */
const conceptsDir = path.resolve(__dirname, '../../docs/concepts');

interface ConceptPage {
  slug: string;
  title: string;
  h2Count: number;
  hasMermaid: boolean;
}

function readConceptPages(): ConceptPage[] {
  return fs
    .readdirSync(conceptsDir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const source = fs.readFileSync(path.join(conceptsDir, name), 'utf8');
      const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
      if (title === undefined) {
        throw new Error(`${name} has no title in its front matter`);
      }
      // Count h2 headings outside fenced code blocks.
      const withoutCode = source.replace(/^```[\s\S]*?^```/gm, '');
      return {
        slug: name.replace(/\.mdx?$/, ''),
        title,
        h2Count: (withoutCode.match(/^## /gm) ?? []).length,
        hasMermaid: /^```mermaid/m.test(source),
      };
    });
}

const pages = readConceptPages();

const expectedSlugs = [
  'commands',
  'decorators',
  'dom-events',
  'editor-state',
  'extensions',
  'history',
  'key-management',
  'keyboard-accessibility',
  'listeners',
  'named-slots',
  'node-cloning',
  'node-replacement',
  'node-state',
  'nodes',
  'read-only',
  'selection',
  'shadow-dom',
  'transforms',
  'traversal',
  'updates',
];

test('every expected concept page has a source file', () => {
  expect(pages.map((page) => page.slug).sort()).toEqual(expectedSlugs);
});

for (const page of pages) {
  test(`concept page ${page.slug} shows its title and table of contents`, async ({page: browserPage}) => {
    const response = await browserPage.goto(`/docs/concepts/${page.slug}`);
    expect(response?.status()).toBe(200);
    await expect(browserPage.locator('article h1')).toHaveText(page.title);

    if (page.h2Count > 0) {
      const headings = browserPage.locator('article h2');
      await expect(headings).toHaveCount(page.h2Count);
      // Desktop table of contents: one link per h2 (h3 links are nested inside).
      const toc = browserPage.locator('.table-of-contents').first();
      await expect(toc).toBeVisible();
      const firstHeading = (await headings.first().innerText()).replace(/#$/, '').trim();
      await expect(toc.getByRole('link', {name: firstHeading, exact: true})).toBeVisible();
      await expect(toc.locator(':scope > li')).toHaveCount(page.h2Count);
    }

    if (page.hasMermaid) {
      // The diagram is shown as its rendered SVG, not left as source text.
      await expect(browserPage.locator('pre code.language-mermaid')).toHaveCount(0);
      await expectImageLoaded(diagramImages(browserPage, 'light').first());
    }
  });
}

test('history is reachable from the pages that need it but not in the sidebar', async ({page}) => {
  await page.goto('/docs/concepts/commands');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'Commands', exact: true})).toBeVisible();
  await expect(sidebar.locator('a[href="/docs/concepts/history"]')).toHaveCount(0);
  await page.locator('article a[href="/docs/concepts/history"]').first().click();
  await expect(page.locator('article h1')).toHaveText('History (undo and redo)');
});
