/**
 * The site under its own security headers, as a host sends them: the test server answers with the headers of the
 * build's `_headers` (scripts/serve-build.ts). Each case does what a reader does (search, run and edit a live
 * example, decode an error, follow an old link) and checks that it works and that the Content-Security-Policy
 * blocked nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {buildInlineCode} from '../../plugins/security-headers/inlineScripts';
import {buildDir} from './support/builtSite';
import {builtPolicy, builtSecurityHeaders, recordCspViolations} from './support/csp';
import conceptPages from './support/live-example-pages/concepts-a';
import {editorOf, errorOf, exampleOf, panelOf, sourceOf, startExample} from './support/liveExample';
import {openSearchWithShortcut, searchHits} from './support/searchModal';
import {waitForHydration} from './support/site';

/** Violations and uncaught errors of `page` from now on: both must stay empty. */
async function watch(page: Page): Promise<{violations: string[]; errors: string[]}> {
  const violations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {violations, errors};
}

/** Lets late work of the page (a hydration's head update, a deferred chunk) run before the lists are read. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

test.describe('the headers', () => {
  const expected = builtSecurityHeaders();

  test('every response carries them: pages, the 404 page, scripts, twins and llms.txt', async ({request}) => {
    for (const url of ['/', '/docs/intro', '/docs/no-such-page', '/docs/intro.md', '/llms.txt', '/sitemap.xml']) {
      const response = await request.get(url);
      for (const {key, value} of expected)
        expect(response.headers()[key.toLowerCase()], `${key} of ${url}`).toBe(value);
    }
    const main = fs.readdirSync(path.join(buildDir, 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    const script = await request.get(`/assets/js/${main}`);
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('they are the ones the build asks for', () => {
    const byKey = new Map(expected.map(({key, value}) => [key, value]));
    expect(byKey.get('X-Content-Type-Options')).toBe('nosniff');
    expect(byKey.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(byKey.get('Permissions-Policy')).toContain('camera=()');
    const policy = builtPolicy();
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  test('the policy names every inline script of the built pages by its hash, and nothing else inline', async () => {
    const inline = await buildInlineCode(buildDir);
    expect(inline.inlineHandlers).toEqual([]);
    const hashes = (builtPolicy().get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual([...inline.scripts.keys()].map((hash) => `'sha256-${hash}'`).sort());
    // The redirect pages share one script file: none of them is an inline script of its own.
    expect(hashes.length).toBeLessThanOrEqual(16);
  });
});

test.describe('pages under the policy', () => {
  test('the home page and a guide load and hydrate with nothing blocked', async ({page}) => {
    const {violations, errors} = await watch(page);
    for (const url of ['/', '/docs/intro', '/docs/api/classes/lexical.LexicalEditor', '/blog/welcome']) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await settle(page);
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('search: the modal finds hits through its worker', async ({page}) => {
    const {violations, errors} = await watch(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await openSearchWithShortcut(page);
    await page.keyboard.type('TextNode');
    await expect(searchHits(page).first()).toBeVisible();
    expect(workers.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('search: the search page shows results for its query', async ({page}) => {
    const {violations, errors} = await watch(page);
    await page.goto('/search?q=selection');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "selection"');
    await expect(page.locator('article').first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a live example runs, and runs again after an edit', async ({page}) => {
    const {violations, errors} = await watch(page);
    const example = conceptPages.find((entry) => entry.url === '/docs/concepts/selection')!;
    await page.goto(example.url);
    await waitForHydration(page);
    await startExample(page);
    await example.interact(editorOf(page), page);
    await expect(panelOf(page, 'state')).toContainText(example.stateAfterInteract);
    const original = await sourceOf(page).inputValue();
    await sourceOf(page).fill(original.replace(example.edit.from, example.edit.to));
    await example.afterEdit(exampleOf(page), page);
    await expect(errorOf(page)).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the error page decodes a code', async ({page}) => {
    const {violations, errors} = await watch(page);
    await page.goto('/docs/error?code=19');
    await expect(page.getByRole('heading', {level: 2, name: 'Error code #19'})).toBeVisible();
    await settle(page);
    await page.goto('/docs/error');
    await expect(page.getByRole('heading', {level: 1, name: 'Lexical error codes'})).toBeVisible();
    await waitForHydration(page);
    await settle(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the API history and a package page', async ({page}) => {
    const {violations, errors} = await watch(page);
    for (const url of ['/docs/api/upgrading', '/docs/packages/lexical-react']) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await settle(page);
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('redirect pages under the policy', () => {
  const cases = [
    ['/docs/concepts/traversals?from=old#carets', '/docs/concepts/traversal?from=old#carets'],
    [
      '/docs/api/classes/lexical_react_LexicalTypeaheadMenuPlugin.MenuOption',
      '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption',
    ],
    [
      '/docs/api/classes/lexical_code_core.CodeNode?x=1#constructors',
      '/docs/api/classes/lexical_code.CodeNode?x=1#constructors',
    ],
  ] as const;
  for (const [from, to] of cases) {
    test(`${from} leads to ${to}, query and anchor kept`, async ({page}) => {
      const {violations, errors} = await watch(page);
      // A redirect page moves on before it has loaded.
      await page.goto(from, {waitUntil: 'commit'});
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash)
        .toBe(to);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('framing', () => {
  test('another site cannot show a page in a frame; the site itself can', async ({page, baseURL}) => {
    const frameText = async () => {
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      return frame ? frame.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => '') : '';
    };
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({contentType: 'text/html', body: `<iframe src="${baseURL}/docs/intro"></iframe>`}),
    );
    // Loaded once its frame has loaded or been refused.
    await page.goto('http://elsewhere.test/');
    expect(page.frames()).toHaveLength(2);
    expect(await frameText()).not.toBe('Introduction');

    // The same page framed by a page of the site itself.
    await page.route(`${baseURL}/framing-test`, (route) =>
      route.fulfill({contentType: 'text/html', body: '<iframe src="/docs/intro"></iframe>'}),
    );
    await page.goto('/framing-test');
    await expect.poll(frameText).toBe('Introduction');
  });
});

test('the violation check itself: an inline script the policy does not name is blocked and reported', async ({
  page,
}) => {
  const {violations} = await watch(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as {__injected?: boolean}).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
