import {expect, test, type Page} from '@playwright/test';
import {blogPostTags, blogTags, expectNotNotFound, notFoundTexts, postsTagged} from './support/site';

/** Slugs of the posts linked from the article titles of a list page, sorted. */
async function listedPostSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('article header h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/blog\//, '')).sort();
}

/** The docs layout: doc sidebar plus the doc article. */
async function expectDocsLayout(page: Page): Promise<void> {
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  await expect(page.locator('article .theme-doc-markdown')).toBeVisible();
}

test('home page: name, tagline, Get Started and Playground links', async ({page}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: 'Lexical'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/docs/intro');
  await expect(page.locator('main, header').getByRole('link', {name: 'Playground'}).first()).toHaveAttribute(
    'href',
    'https://playground.lexical.dev/',
  );
});

test('/blog lists every post', async ({page}) => {
  await page.goto('/blog');
  await expectNotNotFound(page);
  expect(await listedPostSlugs(page)).toEqual(Object.keys(blogPostTags).sort());
});

test('/blog/archive links every post', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', {level: 1, name: 'Archive'})).toBeVisible();
  for (const slug of Object.keys(blogPostTags)) {
    await expect(page.locator(`main a[href="/blog/${slug}"]`)).toHaveCount(1);
  }
});

test('/blog/tags links the four tags', async ({page}) => {
  await page.goto('/blog/tags');
  await expect(page.getByRole('heading', {level: 1, name: 'Tags'})).toBeVisible();
  const tagHrefs = await page
    .locator('main a[href^="/blog/tags/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(tagHrefs.sort()).toEqual(blogTags.map((tag) => `/blog/tags/${tag}`));
});

for (const tag of blogTags) {
  test(`/blog/tags/${tag} lists exactly the posts tagged ${tag}`, async ({page}) => {
    await page.goto(`/blog/tags/${tag}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(new RegExp(`tagged with "${tag}"`, 'i'));
    expect(await listedPostSlugs(page)).toEqual(postsTagged(tag));
  });
}

for (const [slug, tags] of Object.entries(blogPostTags)) {
  test(`/blog/${slug}: post with date, authors and its tags`, async ({page}) => {
    await page.goto(`/blog/${slug}`);
    await expectNotNotFound(page);
    const header = page.locator('article header').first();
    await expect(header.locator('time')).toBeVisible();
    await expect(header.locator('.avatar, [itemprop="author"]').first()).toBeVisible();
    const tagHrefs = await page
      .locator('article footer a[href^="/blog/tags/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tagHrefs.sort()).toEqual(tags.map((tag) => `/blog/tags/${tag}`).sort());
  });
}

test('/community/ renders the community page', async ({page}) => {
  const response = await page.goto('/community/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: /community/i})).toBeVisible();
});

test('/markdown-page renders the Markdown page', async ({page}) => {
  const response = await page.goto('/markdown-page');
  expect(response?.status()).toBe(200);
  await expectNotNotFound(page);
  await expect(page.locator('main .markdown, main article').first()).toBeVisible();
});

test('/search renders the search page', async ({page}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', {level: 1, name: /search/i})).toBeVisible();
  await expect(page.locator('#__docusaurus_skipToContent_fallback').getByRole('searchbox')).toBeVisible();
});

test('/docs redirects to the introduction inside the docs layout', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expectDocsLayout(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('/docs/concepts/serialization redirects to the Serialization section', async ({page}) => {
  await page.goto('/docs/concepts/serialization');
  await expect(page).toHaveURL(/\/docs\/serialization\/serialization$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Serialization'})).toBeVisible();
});

test('/docs/intro is the introduction in the docs layout, marked active in the docs sidebar', async ({page}) => {
  const response = await page.goto('/docs/intro');
  expect(response?.status()).toBe(200);
  await expectDocsLayout(page);
  await expect(page.locator('.theme-doc-sidebar-container a.menu__link--active')).toHaveAttribute(
    'href',
    '/docs/intro',
  );
});

test('/docs/api/ is the API index in the docs layout with the API sidebar', async ({page}) => {
  const response = await page.goto('/docs/api/');
  expect(response?.status()).toBe(200);
  await expectDocsLayout(page);
  await expect(page.locator('.theme-doc-sidebar-container a.menu__link--active')).toHaveAttribute('href', '/docs/api/');
  // The API sidebar is its own sidebar: the guide's introduction is not in it.
  await expect(page.locator('.theme-doc-sidebar-container a[href="/docs/intro"]')).toHaveCount(0);
});

test('an unknown URL answers 404 and shows the not-found texts', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: notFoundTexts.title})).toBeVisible();
  await expect(page.getByText(notFoundTexts.body)).toBeVisible();
  await expect(page.getByText(notFoundTexts.contact)).toBeVisible();
});

test('client-side navigation to an unknown URL shows the not-found page too', async ({page}) => {
  await page.goto('/');
  // Push a route the router does not know, as a broken in-site link would.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such/route');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1, name: notFoundTexts.title})).toBeVisible();
  await expect(page.getByText(notFoundTexts.body)).toBeVisible();
});
