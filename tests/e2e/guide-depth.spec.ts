/**
 * The guides that Lexical's own site has at these routes exist here too, and
 * are real pages: a title, a table of contents, at least 400 words of prose and
 * at least one code sample.
 */
import {expect, test} from '@playwright/test';

const routes = [
  ...[
    'intro',
    'defining-extensions',
    'design',
    'signals',
    'react',
    'peer-dependencies',
    'included-extensions',
    'migration',
    'faq',
  ].map((page) => `/docs/extensions/${page}`),
  ...['serialization', 'dom-import', 'dom-render', 'markdown-mdast'].map((page) => `/docs/serialization/${page}`),
  ...['key-management', 'node-cloning', 'keyboard-accessibility', 'named-slots', 'shadow-dom'].map(
    (page) => `/docs/concepts/${page}`,
  ),
  '/docs/getting-started/devtools',
  '/docs/react/faq',
  '/docs/collaboration/faq',
  ...['nodes', 'editor-state', 'traversal', 'history', 'node-state'].map((page) => `/docs/concepts/${page}`),
];

for (const route of routes) {
  test(`${route} is a full guide`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', {level: 1})).toBeVisible();
    // Docusaurus renders the table of contents beside the page on wide screens.
    await expect(page.locator('.table-of-contents a').first()).toBeAttached();
    const prose = await article.locator('.theme-doc-markdown').evaluate((root) => {
      const clone = root.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('pre, table, figure').forEach((node) => node.remove());
      return clone.textContent ?? '';
    });
    const words = prose.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
    expect(words, `${route} prose words`).toBeGreaterThanOrEqual(400);
    expect(await article.locator('pre code').count(), `${route} code samples`).toBeGreaterThan(0);
  });
}
