import {expect, test, type Page} from '@playwright/test';
import {blogPostTags, scriptsRunBy} from './support/site';

const postSlugs = Object.keys(blogPostTags).sort();

for (const slug of postSlugs) {
  test(`/blog/${slug} shows its reading time`, async ({page}) => {
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('article header').first()).toContainText(/(One|\d+) min read/);
  });
}

test('the long post has a long reading time and a table of contents with h2 and h3 entries', async ({page}) => {
  await page.goto('/blog/long-blog-post');
  const info = await page.locator('article header').first().innerText();
  const minutes = /One min read/.test(info) ? 1 : Number(/(\d+) min read/.exec(info)?.[1]);
  expect(minutes).toBeGreaterThanOrEqual(5);
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.locator(':scope > li > a').first()).toBeVisible();
  await expect(toc.locator('ul a').first()).toBeAttached();
});

type FeedSummary = {parseError: string | null; root: string; links: string[]};

/** Parses a feed with the browser's XML parser and lists the post links it carries. */
async function parseFeed(page: Page, xml: string): Promise<FeedSummary> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const parseError = doc.querySelector('parsererror')?.textContent ?? null;
    const root = doc.documentElement.nodeName;
    const links =
      root === 'rss'
        ? Array.from(doc.querySelectorAll('channel > item > link')).map((link) => link.textContent ?? '')
        : Array.from(doc.getElementsByTagName('entry')).map(
            (entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
          );
    return {parseError, root, links};
  }, xml);
}

for (const [file, root] of [
  ['rss.xml', 'rss'],
  ['atom.xml', 'feed'],
] as const) {
  test(`the ${file} feed parses and lists every post`, async ({page, request}) => {
    const response = await request.get(`/blog/${file}`);
    expect(response.status()).toBe(200);
    const feed = await parseFeed(page, await response.text());
    expect(feed.parseError).toBeNull();
    expect(feed.root).toBe(root);
    const slugs = feed.links.map((link) => new URL(link).pathname.replace(/^\/blog\//, '')).sort();
    expect(slugs).toEqual(postSlugs);
  });
}

test('the blog pages advertise both feeds', async ({page}) => {
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/blog/atom.xml',
  );
});

test("a blog post runs none of Docusaurus' social icons (no author lists social links), and keeps the authors' layout", async ({
  page,
}) => {
  const scripts = await scriptsRunBy(page, '/blog/long-blog-post');
  // Labels of Docusaurus' social platforms, written beside their icons in its component.
  expect(scripts).not.toMatch(/label:"(Mastodon|Bluesky|Threads)"/);
  const author = page.locator('article header .avatar').first();
  await expect(author).toContainText('Nadia Ferreira');
  // The empty box of social links still takes the height that aligns author names across a header.
  const box = author.locator('.avatar__intro > div').last();
  expect(await box.evaluate((element) => element.childElementCount)).toBe(0);
  expect((await box.boundingBox())?.height).toBe(16);
});
