/**
 * What a reader sees when the site's scripts do not run: JavaScript turned off, or the site's main script failing to
 * download (a blocker, a flaky network) or never arriving. Pages whose answer their script computes say so and offer
 * what works without it (lib/ui/ScriptFallback); controls that need a script are not shown. Also the titles
 * and landmarks of pages a reader without a script relies on.
 */
import {expect, test, type Page, type Route} from '@playwright/test';
import {failScriptsHolding, waitForHydration} from './support/site';

/** Uncaught errors of the page, read at the end of each test: none is expected in any case here. */
function pageErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A string literal only main.js holds (Docusaurus core's hydration flag): how `failScriptsHolding` finds it. */
const mainScriptMarker = 'data-has-hydrated';

const errorPageTexts = {
  noScript: /JavaScript is off in your browser, so this page cannot fill in the message/,
  failed: /This page's script has not loaded, so it cannot fill in the message of the code named in the link/,
  decoding: 'Decoding the error code…',
};
const searchTexts = {
  noScript: /Search runs in your browser and needs JavaScript, which is off/,
  failed: /The search code has not loaded, so this page cannot search/,
};

/** The list of every code, as the static page holds it: what a reader without the script can still use. */
async function expectCodeList(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {level: 2, name: 'All known codes'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Code 19', exact: true})).toBeVisible();
  // The filter needs the script: it is not offered.
  await expect(page.getByLabel('Filter by code number or words')).toBeHidden();
}

async function expectSearchFallbackLinks(notice: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(notice.getByRole('link', {name: 'introduction'})).toHaveAttribute('href', '/docs/intro');
  await expect(notice.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/api/');
}

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('the error page says why it cannot decode the code and shows the list of every code', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/docs/error?code=19');
    await expect(page.getByRole('note').filter({hasText: errorPageTexts.noScript})).toBeVisible();
    await expectCodeList(page);
    await expect(page.getByText(errorPageTexts.decoding)).toBeHidden();
    await expect(page.getByText(errorPageTexts.failed)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the search page says that search needs JavaScript, offers a way in, and has its landmarks', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/search?q=selection');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', {level: 1})).toBeVisible();
    const notice = main.getByRole('note').filter({hasText: searchTexts.noScript});
    await expect(notice).toBeVisible();
    await expectSearchFallbackLinks(notice);
    // A search box that cannot search, and the invitation to type in it, are not shown.
    await expect(page.getByRole('searchbox', {name: 'Search'})).toBeHidden();
    await expect(page.getByText(/^Type a concept/)).toBeHidden();
    await expect(page.getByText(searchTexts.failed)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the upgrading page points to the API changes by release instead of loading forever', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/docs/api/upgrading');
    const notice = page.getByRole('note').filter({hasText: /works out what changed in your browser/});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', {name: 'API changes by release'})).toHaveAttribute(
      'href',
      '/docs/api/changes',
    );
    await expect(page.getByText('Loading the API history…')).toBeHidden();
    // The form's answer is computed by the script: its controls are not offered.
    await expect(page.getByLabel('The version you are on')).toBeHidden();
    await expect(page.getByRole('button', {name: 'Tick all'})).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a live example shows its source and says it needs JavaScript to run', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/docs/concepts/selection');
    const examples = page.getByTestId('live-example');
    const count = await examples.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const example = examples.nth(index);
      await expect(example.getByText(/This example runs in the page, with JavaScript, which is off/)).toBeVisible();
      await expect(example.locator('pre').first()).toBeVisible();
      // What only a running example has: its buttons, its status and its empty result and panel boxes.
      await expect(example.getByRole('button', {name: 'Reset'})).toBeHidden();
      await expect(example.getByRole('button', {name: 'Copy'})).toBeHidden();
      await expect(example.getByTestId('live-status')).toBeHidden();
      await expect(example.getByTestId('live-preview')).toBeHidden();
    }
    expect(errors).toEqual([]);
  });

  for (const [path, twin] of [
    ['/docs/intro', '/docs/intro.md'],
    ['/blog/welcome', '/blog/welcome.md'],
  ] as const) {
    test(`${path}: 'Copy page' gives way to a link to the page's Markdown`, async ({page}) => {
      const errors = pageErrorsOf(page);
      await page.goto(path);
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
      await expect(page.getByRole('button', {name: 'More page actions'})).toBeHidden();
      const link = page.getByRole('link', {name: 'View as Markdown'});
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', twin);
      const response = await page.request.get(twin);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^# \S/);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("when the site's main script fails to download", () => {
  test('the error page says its script did not load and shows the list of every code', async ({page}) => {
    const errors = pageErrorsOf(page);
    const downloads = await failScriptsHolding(page, mainScriptMarker, () => true);
    await page.goto('/docs/error?code=19');
    await expect(page.getByRole('alert').filter({hasText: errorPageTexts.failed})).toBeVisible();
    expect(downloads.failed).toBeGreaterThan(0);
    await expectCodeList(page);
    await expect(page.getByText(errorPageTexts.decoding)).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    expect(errors).toEqual([]);
  });

  test('the search page says search did not load instead of showing an empty page', async ({page}) => {
    const errors = pageErrorsOf(page);
    const downloads = await failScriptsHolding(page, mainScriptMarker, () => true);
    await page.goto('/search?q=selection');
    const notice = page.getByRole('alert').filter({hasText: searchTexts.failed});
    await expect(notice).toBeVisible();
    expect(downloads.failed).toBeGreaterThan(0);
    await expectSearchFallbackLinks(notice);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toBeHidden();
    await expect(page.getByText(/^Type a concept/)).toBeHidden();
    await expect(page.getByText(searchTexts.noScript)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a main script that never arrives is given up on after a while, and still takes over if it comes', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = pageErrorsOf(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<void>[] = [];
    await page.route(/\/assets\/js\/main\.[^/]*\.js$/, (route: Route) => {
      held.push(
        (async () => {
          const response = await route.fetch();
          await released;
          await route.fulfill({response});
        })().catch(() => undefined),
      );
    });
    // The page never finishes loading while its main script is held: do not wait for its load event.
    await page.goto('/docs/error?code=19', {waitUntil: 'commit'});
    const failed = page.getByRole('alert').filter({hasText: errorPageTexts.failed});
    // The page waits 10 s for its scripts (lib/ui/ScriptFallback/watchScript.ts) before saying so.
    await expect(failed).toBeVisible({timeout: 25_000});
    await expectCodeList(page);
    await expect(page.getByText(errorPageTexts.decoding)).toBeHidden();

    // A slow network that delivers it in the end: the page runs as usual, decodes the code, and the notice goes.
    release();
    await waitForHydration(page);
    await expect(page.getByTestId('decoded-message')).toBeVisible();
    await expect(failed).toHaveCount(0);
    await Promise.all(held);
    expect(errors).toEqual([]);
  });
});

test.describe('with the scripts running', () => {
  test('the fallbacks stay out of sight on the pages that have them', async ({page}) => {
    const errors = pageErrorsOf(page);
    for (const path of ['/docs/error?code=19', '/search?q=selection', '/docs/api/upgrading']) {
      await page.goto(path);
      await waitForHydration(page);
      // The watch's notice goes with the server's markup; the <noscript> ones are never rendered.
      await expect(page.locator('[data-script-fallback]')).toHaveCount(0);
      await expect(
        page
          .locator('[role="alert"], [role="note"]')
          .filter({hasText: /JavaScript is off|needs JavaScript|has not loaded/}),
      ).toHaveCount(0);
    }
    await expect(page.getByRole('button', {name: 'Tick all'}).first()).toBeVisible();
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const path of ['/docs/no-such-page', '/docs/api/no-such-page']) {
    test(`${path} is titled as the page it shows, "Page Not Found"`, async ({page}) => {
      const errors = pageErrorsOf(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // Once hydrated, the page is the docs route's own not-found content, which set no title.
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | Lexical');
      expect(errors).toEqual([]);
    });
  }

  test('a link within the site to a missing docs page gives a "Page Not Found" title', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/intro-that-moved');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Lexical');
    expect(errors).toEqual([]);
  });

  test('the search page holds its content in a main landmark, under its h1', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/search?q=selection');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Search results for "selection"');
    await expect(main.getByRole('searchbox', {name: 'Search'})).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the blog list has one h1, in its main landmark, above the posts', async ({page}) => {
    const errors = pageErrorsOf(page);
    await page.goto('/blog');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText('Blog');
    await expect(page.getByRole('main').getByRole('heading', {level: 2}).first()).toBeVisible();
    await expect(page).toHaveTitle('Blog | Lexical');
    expect(errors).toEqual([]);
  });
});
