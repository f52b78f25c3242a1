/**
 * Pages render and hydrate on Preact (plugins/preact-runtime); the editors readers type in run on React itself,
 * which is downloaded with the first of them a page loads.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {exampleOf, startExample} from './support/liveExample';
import {scriptBodiesRunBy, scriptsHolding, waitForHydration} from './support/site';

/** React's production builds (`react`, `react-dom`) link their errors here; Preact's code does not. */
const reactMarker = 'https://react.dev/errors/';

/** Whether the element is inside a root React rendered into (React marks a root's element). */
const inReactRoot = (locator: Locator) =>
  locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (Object.keys(node).some((key) => key.startsWith('__reactContainer'))) return true;
    }
    return false;
  });

const pageKinds = [
  '/',
  '/docs/intro',
  '/docs/concepts/editor-state',
  '/docs/api/classes/lexical.LexicalEditor',
  '/docs/api/modules/lexical',
  '/docs/packages/lexical-react',
  '/blog/long-blog-post',
  '/docs/error?code=15',
  '/search?q=selection',
];

test.describe('on a phone, before any editor is in view', () => {
  test.use({viewport: {width: 390, height: 844}});
  for (const route of pageKinds) {
    test(`${route} renders and hydrates on Preact, without React's code`, async ({page}) => {
      const scripts = await scriptBodiesRunBy(page, route);
      expect(scripts.filter((script) => script.includes(reactMarker))).toEqual([]);
      // Preact keeps the tree it rendered on the element it rendered into.
      expect(await page.evaluate(() => '__k' in document.getElementById('__docusaurus')!)).toBe(true);
    });
  }
});

async function expectReactIsland(page: Page, withReact: () => Promise<string[]>, editor: Locator): Promise<void> {
  await expect(editor).toBeVisible();
  expect(await inReactRoot(editor)).toBe(true);
  expect(await withReact()).not.toEqual([]);
  // The page around it is still Preact's.
  expect(await inReactRoot(page.locator('article, main').first())).toBe(false);
}

test("the home page's editor runs on React", async ({page}) => {
  const withReact = scriptsHolding(page, reactMarker);
  await page.goto('/');
  await waitForHydration(page);
  const editor = page.getByTestId('home-editor');
  await editor.scrollIntoViewIfNeeded();
  await expectReactIsland(page, withReact, editor);
  await editor.click();
  await page.keyboard.type('typed');
  await expect(editor).toContainText('typed');
});

test('a live example runs on React', async ({page}) => {
  const withReact = scriptsHolding(page, reactMarker);
  await page.goto('/docs/getting-started/react');
  await waitForHydration(page);
  await startExample(page);
  await expectReactIsland(page, withReact, exampleOf(page).getByTestId('live-preview').locator('[contenteditable]'));
});

test("the blog's editor state viewer runs on React", async ({page}) => {
  const withReact = scriptsHolding(page, reactMarker);
  await page.goto('/blog/mdx-blog-post');
  await waitForHydration(page);
  const editor = page.locator('article [contenteditable="true"]').first();
  await editor.scrollIntoViewIfNeeded();
  await expectReactIsland(page, withReact, editor);
});
