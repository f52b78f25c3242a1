import {expect, test, type Page} from '@playwright/test';

/** The four blog posts the site must publish, as their front matter declares them. */
const posts = [
  {
    slug: 'welcome',
    title: 'Welcome to Lexical Docs',
    authors: ['Lexical Docs Team', 'Nadia Ferreira', 'Tomás Lindqvist'],
    tags: ['facebook', 'hello', 'docusaurus'],
  },
  {
    slug: 'first-blog-post',
    title: 'Three ways to get the text out of a Lexical editor',
    authors: ['Nadia Ferreira'],
    tags: ['hola', 'docusaurus'],
  },
  {
    slug: 'long-blog-post',
    title: 'Inside a Lexical update: editor states, transforms and reconciliation',
    authors: ['Nadia Ferreira'],
    tags: ['hello', 'docusaurus'],
  },
  {
    slug: 'mdx-blog-post',
    title: 'Writing these docs with MDX: admonitions, tabs and a live editor',
    authors: ['Tomás Lindqvist', 'Lexical Docs Team'],
    tags: ['docusaurus'],
  },
] as const;

const tagNames = ['docusaurus', 'facebook', 'hello', 'hola'] as const;

/** The post header: title, date, reading time and authors. */
function postHeader(page: Page) {
  return page.locator('article header').first();
}

for (const post of posts) {
  test(`blog post /blog/${post.slug} shows its title, reading time, authors and tags`, async ({page}) => {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: post.title})).toBeVisible();
    const header = postHeader(page);
    await expect(header).toContainText(/\d+ min read/);
    for (const author of post.authors) {
      await expect(header.getByText(author, {exact: true})).toBeVisible();
    }
    const tagLinks = page.locator('article footer a[href^="/blog/tags/"]');
    await expect(tagLinks).toHaveCount(post.tags.length);
    for (const tag of post.tags) {
      await expect(page.locator(`article footer a[href="/blog/tags/${tag}"]`)).toBeVisible();
    }
  });
}

test('the long post is long: several sections, a table of contents and a real reading time', async ({page}) => {
  await page.goto('/blog/long-blog-post');
  const minutes = Number((await postHeader(page).textContent())?.match(/(\d+) min read/)?.[1]);
  expect(minutes).toBeGreaterThanOrEqual(8);
  expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(5);
  expect(await page.locator('article h3').count()).toBeGreaterThanOrEqual(5);
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', {name: 'Node transforms'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Updates are batched'})).toBeVisible();
});

for (const tag of tagNames) {
  test(`tag page /blog/tags/${tag} lists exactly the posts with that tag`, async ({page}) => {
    const response = await page.goto(`/blog/tags/${tag}`);
    expect(response?.status()).toBe(200);
    const expected = posts.filter((post) => (post.tags as readonly string[]).includes(tag));
    const listed = page.locator('main article h2 a');
    await expect(listed).toHaveCount(expected.length);
    for (const post of expected) {
      await expect(page.locator(`main article h2 a[href="/blog/${post.slug}"]`)).toHaveText(post.title);
    }
  });
}

test('the tag list links to every tag page', async ({page}) => {
  await page.goto('/blog/tags');
  for (const tag of tagNames) {
    await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toBeVisible();
  }
});

for (const feed of [
  {path: '/blog/rss.xml', format: 'rss'},
  {path: '/blog/atom.xml', format: 'atom'},
] as const) {
  test(`${feed.path} is a well-formed feed listing the four posts`, async ({page, request}) => {
    const response = await request.get(feed.path);
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    // Parse in the browser: a malformed document yields a <parsererror> element.
    await page.goto('/blog');
    const entries = await page.evaluate(
      ({source, format}) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length > 0) {
          return null;
        }
        const rootName = format === 'rss' ? 'rss' : 'feed';
        if (doc.documentElement.localName !== rootName) {
          return null;
        }
        const items = doc.getElementsByTagName(format === 'rss' ? 'item' : 'entry');
        return Array.from(items, (item) => {
          const link = item.getElementsByTagName('link')[0];
          return {
            title: item.getElementsByTagName('title')[0]?.textContent ?? '',
            // RSS puts the URL in the element's text, Atom in its href attribute.
            link: (format === 'rss' ? link?.textContent : link?.getAttribute('href')) ?? '',
          };
        });
      },
      {source: xml, format: feed.format},
    );
    expect(entries, 'feed must be well-formed XML with the right root element').not.toBeNull();
    expect(entries).toHaveLength(posts.length);
    for (const post of posts) {
      const entry = entries?.find((item) => item.title === post.title);
      expect(entry, `feed entry for ${post.slug}`).toBeDefined();
      expect(new URL(entry?.link ?? '').pathname).toBe(`/blog/${post.slug}`);
    }
  });
}

test('the community page shows its sections and real links', async ({page}) => {
  const response = await page.goto('/community/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: 'Community'})).toBeVisible();
  for (const heading of ['Get help', 'Contribute', 'Built with Lexical']) {
    await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
  }
  const main = page.locator('main');
  for (const href of [
    'https://github.com/facebook/lexical',
    'https://github.com/facebook/lexical/discussions',
    'https://github.com/facebook/lexical/issues',
    'https://github.com/facebook/lexical/blob/main/CONTRIBUTING.md',
    'https://discord.gg/KmG4wQnnD9',
    'https://stackoverflow.com/questions/tagged/lexicaljs',
    'https://x.com/lexicaljs',
    'https://payloadcms.com/docs/rich-text/overview',
    'https://github.com/wobsoriano/lexical-vue',
    'https://github.com/umaranis/svelte-lexical',
    'https://facebook.github.io/lexical-ios/',
  ]) {
    await expect(main.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
  // External links open safely in a new tab.
  await expect(main.locator('a[href="https://discord.gg/KmG4wQnnD9"]')).toHaveAttribute('rel', /noopener/);
});

test('the community cards stack into one column at 390 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/community/');
  const cards = page.locator('main section').first().locator('li');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first && second && second.y > first.y + first.height - 1).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the markdown page renders as a titled standalone page', async ({page}) => {
  const response = await page.goto('/markdown-page');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Writing for Lexical Docs/);
  await expect(page.getByRole('heading', {level: 1, name: 'Writing for Lexical Docs'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 3, name: 'Hidden preambles'})).toBeVisible();
  // The preamble convention is shown literally, not swallowed as an MDX comment.
  await expect(page.locator('pre', {hasText: '{/* typecheck-preamble'})).toBeVisible();
});

test('the introduction is written and links onward', async ({page}) => {
  await page.goto('/docs/intro');
  await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  for (const heading of ['The core ideas', 'The packages', 'Install', 'Where to go next']) {
    await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
  }
  // One row per documented package.
  await expect(page.locator('article table tbody tr')).toHaveCount(32);
  await expect(page.locator('article a[href="/docs/api/"]').first()).toBeVisible();
});

test('the MDX post renders admonitions, tabs and a working live editor', async ({page}) => {
  await page.goto('/blog/mdx-blog-post');
  const article = page.locator('article');
  for (const kind of ['note', 'tip', 'warning', 'danger']) {
    await expect(article.locator(`.theme-admonition-${kind}`)).toHaveCount(1);
  }

  // Tabs switch content.
  await page.getByRole('tab', {name: 'pnpm'}).first().click();
  await expect(article.getByText('pnpm add lexical', {exact: false}).first()).toBeVisible();

  const viewer = page.getByTestId('editor-state-viewer');
  const editor = viewer.getByRole('textbox', {name: 'Live editor'});
  await expect(editor).toHaveText('Edit me and watch the JSON');
  const words = viewer.getByTestId('viewer-words');
  const json = viewer.getByTestId('viewer-json');
  await expect(json).toContainText('"text": "Edit me and watch the JSON"');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('hello lexical readers');
  await expect(words).toHaveText('3');
  await expect(json).toContainText('"text": "hello lexical readers"');
  const commits = Number(await viewer.getByTestId('viewer-commits').textContent());
  expect(commits).toBeGreaterThan(0);

  // The transform upper-cases text nodes as soon as an update touches them.
  await viewer.getByLabel('Upper-case transform').check();
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' now');
  await expect(editor).toHaveText('HELLO LEXICAL READERS NOW');
  await expect(json).toContainText('"text": "HELLO LEXICAL READERS NOW"');

  // Unticking removes the transform: new text keeps its case.
  await viewer.getByLabel('Upper-case transform').uncheck();
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' quiet');
  await expect(editor).toHaveText('HELLO LEXICAL READERS NOW quiet');
});
