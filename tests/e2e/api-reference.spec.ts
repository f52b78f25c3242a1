import {expect, test} from '@playwright/test';

/** The URL scheme other pages (and the web) link to, with the heading each page must show. */
const pages: [url: string, heading: string][] = [
  ['/docs/api/', 'API reference'],
  ['/docs/api/modules', 'Lexical API'],
  ['/docs/api/modules/lexical', 'lexical'],
  ['/docs/api/modules/lexical_link', '@lexical/link'],
  ['/docs/api/modules/lexical_headless', '@lexical/headless'],
  ['/docs/api/modules/lexical_rich_text', '@lexical/rich-text'],
  ['/docs/api/modules/lexical_react_LexicalComposer', '@lexical/react/LexicalComposer'],
  ['/docs/api/modules/lexical_react_LexicalComposerContext', '@lexical/react/LexicalComposerContext'],
  ['/docs/api/classes/lexical.LexicalEditor', 'Class: LexicalEditor'],
  ['/docs/api/classes/lexical.EditorState', 'Class: EditorState'],
  ['/docs/api/classes/lexical.RangeSelection', 'Class: RangeSelection'],
  ['/docs/api/classes/lexical.Point', 'Class: Point'],
  ['/docs/api/classes/lexical.TextNode', 'Class: TextNode'],
  ['/docs/api/classes/lexical_link.LinkNode', 'Class: LinkNode'],
  ['/docs/api/classes/lexical_table.TableNode', 'Class: TableNode'],
  ['/docs/api/classes/lexical_code.CodeNode', 'Class: CodeNode'],
  ['/docs/api/classes/lexical_rich_text.HeadingNode', 'Class: HeadingNode'],
  ['/docs/api/interfaces/lexical.EditorConfig', 'Interface: EditorConfig'],
];

for (const [url, heading] of pages) {
  test(`${url} answers 200 with the heading "${heading}"`, async ({page}) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  });
}

test('an old link to a member of the core module shows its index row below the navbar, not under it', async ({
  page,
}) => {
  await page.goto('/docs/api/modules/lexical#commandlistener');
  const row = page.locator('tr', {has: page.locator('[id="commandlistener"]')});
  const link = row.getByRole('link', {name: 'CommandListener', exact: true});
  const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  await expect
    .poll(() => link.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(Math.floor(navbarBottom));
  await expect(link).toBeInViewport();
});

for (const [url, anchor, name] of [
  ['/docs/api/modules/lexical', 'getroot', '$getRoot'],
  ['/docs/api/modules/lexical', 'createeditor', 'createEditor'],
  ['/docs/api/modules/lexical', 'commandlistener', 'CommandListener'],
  ['/docs/api/modules/lexical_link', 'togglelink', '$toggleLink'],
  ['/docs/api/modules/lexical_react_LexicalComposerContext', 'uselexicalcomposercontext', 'useLexicalComposerContext'],
] as const) {
  test(`${url}#${anchor} leads to ${name}`, async ({page}) => {
    await page.goto(`${url}#${anchor}`);
    const target = page.locator(`[id="${anchor}"]`);
    await expect(target).toHaveCount(1);
    const tag = await target.evaluate((element) => element.tagName);
    if (/^H[1-6]$/.test(tag)) {
      // Documented on the module page itself.
      await expect(target).toContainText(name);
    } else {
      // The core module: the anchor sits on the index row that links to the member's section on its topic page.
      const row = page.locator('tr', {has: target});
      await row.getByRole('link', {name, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/api/modules/lexical/[\\w-]+#${anchor}$`));
      await expect(page.locator(`h3[id="${anchor}"]`)).toContainText(name);
    }
  });
}

test('the api sidebar lists the index, the module list, every package and the React modules', async ({page}) => {
  await page.goto('/docs/api/');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'API reference', exact: true})).toHaveAttribute('href', '/docs/api/');
  await expect(sidebar.getByRole('link', {name: 'All modules'})).toHaveAttribute('href', '/docs/api/modules');
  for (const name of ['lexical', '@lexical/link', '@lexical/yjs', '@lexical/utils']) {
    await expect(sidebar.getByRole('link', {name, exact: true})).toBeVisible();
  }
  // Packages with several sub-path exports are categories.
  await expect(sidebar.getByRole('button', {name: '@lexical/headless'})).toBeVisible();
  const react = sidebar.getByRole('button', {name: '@lexical/react'});
  await react.click();
  await expect(sidebar.getByRole('link', {name: 'LexicalComposer', exact: true})).toHaveAttribute(
    'href',
    '/docs/api/modules/lexical_react_LexicalComposer',
  );
});

test('the api sidebar lists the topic pages of the core module under it', async ({page}) => {
  await page.goto('/docs/api/modules/lexical');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  for (const [label, slug] of [
    ['Selection', 'selection'],
    ['Commands', 'commands'],
    ['Caret (NodeCaret API)', 'caret'],
    ['Utilities', 'utilities'],
  ]) {
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute(
      'href',
      `/docs/api/modules/lexical/${slug}`,
    );
  }
});

test('a topic page documents its members under their anchors and links back to the module page', async ({page}) => {
  const response = await page.goto('/docs/api/modules/lexical/selection');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('lexical: Selection');
  await expect(page.locator('h3[id="getselection"]')).toContainText('$getSelection');
  await expect(page.locator('h3[id="createrangeselection"]')).toContainText('$createRangeSelection');
  await page.locator('main article').getByRole('link', {name: 'lexical', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical$/);
});

test('the module page lists its topic pages', async ({page}) => {
  await page.goto('/docs/api/modules/lexical');
  const article = page.locator('main article');
  await expect(article.getByRole('heading', {name: 'Topics', level: 2})).toBeVisible();
  await expect(article.getByRole('link', {name: 'Updates and tags', exact: true})).toHaveAttribute(
    'href',
    '/docs/api/modules/lexical/updates',
  );
});

test('a class page shows the api sidebar too', async ({page}) => {
  await page.goto('/docs/api/classes/lexical.LexicalEditor');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'All modules'})).toBeVisible();
});

test('cross-links: LinkNode -> ElementNode, LexicalEditor -> EditorState, module -> class', async ({page}) => {
  await page.goto('/docs/api/classes/lexical_link.LinkNode');
  await page.locator('main article').getByRole('link', {name: 'ElementNode', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical\.ElementNode$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: ElementNode');

  await page.goto('/docs/api/classes/lexical.LexicalEditor');
  await page.locator('main article').getByRole('link', {name: 'EditorState', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical\.EditorState$/);

  await page.goto('/docs/api/modules/lexical_link');
  await page.locator('main article').getByRole('link', {name: 'LinkNode', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical_link\.LinkNode$/);
});

test('a function signature links its parameter types to their pages', async ({page}) => {
  await page.goto('/docs/api/modules/lexical#getroot');
  const section = page.locator('main article');
  const rootLink = section.locator('a[href="/docs/api/classes/lexical.RootNode"]').first();
  await expect(rootLink).toBeVisible();
});

test('inherited members are marked on a subclass page', async ({page}) => {
  await page.goto('/docs/api/classes/lexical_link.LinkNode');
  await expect(page.locator('main article').getByText('Inherited from').first()).toBeVisible();
});
