import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page, type Route} from '@playwright/test';

/** Repository root: tests read the build output and installed packages from here. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** The Lexical version the site must show, read from the installed package (never hard-coded). */
export function installedLexicalVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/lexical/package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Texts of the theme's not-found page. */
export const notFoundTexts = {
  title: 'Page Not Found',
  body: 'We could not find what you were looking for.',
  contact:
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
} as const;

/** Fails when the page shows the not-found page instead of real content. */
export async function expectNotNotFound(page: Page): Promise<void> {
  // The theme's main wrapper holds the page content on every layout (some pages, like the
  // blog list, have no h1 of their own).
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
  await expect(page.getByRole('heading', {name: notFoundTexts.title})).toHaveCount(0);
  await expect(page).not.toHaveTitle(new RegExp(notFoundTexts.title));
}

/** Resolves once React has hydrated the server-rendered page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * The scripts a page has downloaded so far whose text holds `marker`: how a test knows a chunk of the site's own
 * code, whose file is named by chunk id (plugins/speed/lean-runtime), by a string literal of its module.
 */
export function scriptsHolding(page: Page, marker: string): () => Promise<string[]> {
  const scripts: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => (body.includes(marker) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(scripts)).filter((url): url is string => url !== null);
}

/**
 * Fails downloads of the site's scripts whose text holds `marker` (so each is fetched, then failed for the page) when
 * `fail(n)` says so for the n-th such download; other scripts pass. A prefetch is not a download the page runs: it
 * passes, uncounted. The counts are read live by the test.
 */
export async function failScriptsHolding(
  page: Page,
  marker: string,
  fail: (download: number) => boolean,
): Promise<{held: number; failed: number}> {
  const counts = {held: 0, failed: 0};
  const handle = async (route: Route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    const response = await route.fetch();
    if (!(await response.text()).includes(marker)) return route.fulfill({response});
    counts.held += 1;
    if (!fail(counts.held)) return route.fulfill({response});
    counts.failed += 1;
    return route.abort('internetdisconnected');
  };
  // A script still on its way when the page reloads or the test ends goes with the page: its handler's calls fail.
  await page.route('**/assets/js/*.js', (route) => handle(route).catch(() => undefined));
  return counts;
}

/** Blog posts and the tags each must carry. */
/**
 * The text of each script a page runs to render and hydrate (not the chunks Docusaurus
 * prefetches for the links it shows, which are fetched but not run).
 */
export async function scriptBodiesRunBy(page: Page, route: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    // A body still arriving when the test ends cannot be read; it is no script the page ran by then.
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(route);
  await waitForHydration(page);
  return Promise.all(bodies);
}

/** The same scripts, as one text. */
export async function scriptsRunBy(page: Page, route: string): Promise<string> {
  return (await scriptBodiesRunBy(page, route)).join('\n');
}

export const blogPostTags: Record<string, readonly string[]> = {
  'first-blog-post': ['hola', 'docusaurus'],
  'long-blog-post': ['hello', 'docusaurus'],
  'mdx-blog-post': ['docusaurus'],
  welcome: ['facebook', 'hello', 'docusaurus'],
};

export const blogTags = ['docusaurus', 'facebook', 'hello', 'hola'] as const;

/** Posts that must be listed on a tag page, derived from `blogPostTags`. */
export function postsTagged(tag: string): string[] {
  return Object.entries(blogPostTags)
    .filter(([, tags]) => tags.includes(tag))
    .map(([slug]) => slug)
    .sort();
}

/** Every hand-written page route (the generated API reference is checked by its own specs). */
export const issueRoutes = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/tags',
  ...blogTags.map((tag) => `/blog/tags/${tag}`),
  ...Object.keys(blogPostTags).map((slug) => `/blog/${slug}`),
  '/community/',
  '/markdown-page',
  '/search',
  '/docs/intro',
  '/docs/api/',
] as const;

/** Whether React renders this element (it has a fiber): not so for markup a page keeps from the server. */
export const hasReactFiber = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Makes a docs page's content run, as a reader reaching for it does (plugins/speed/deferred-content: a first load keeps the
 * content as server markup until then), and waits until it has rendered in place.
 */
export async function reachForContent(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.keyboard.press('Shift');
  await expect.poll(() => hasReactFiber(page.locator('article .theme-doc-markdown > *').first())).toBe(true);
}

/**
 * What Playwright itself logs where the config blocks service workers (playwright.config.ts), when the site asks to
 * register its offline-reading worker: a message of the test harness, not of the site.
 */
export const isHarnessMessage = (text: string): boolean => text === 'Service Worker registration blocked by Playwright';
