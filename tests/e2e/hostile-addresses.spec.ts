/**
 * Addresses a reader can be given that the site did not write: fragments named like what every object inherits,
 * pages spelled in another case or with doubled or encoded slashes, a query sent with its `?` percent-encoded,
 * malformed escapes beside good ones, and direction controls in the text the error page shows. Each must leave the
 * reader on the page meant, with the text meant, and log no uncaught error and no React error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {buildDir, builtHtml} from './support/builtSite';
import {errorOf, sourceOf, startExample} from './support/liveExample';
import {expectNotNotFound, waitForHydration} from './support/site';

/** Uncaught errors and the errors React logs (hydration mismatches among them), as the page reports them. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat|recoverable/i.test(message.text()))
      errors.push(`logged: ${message.text()}`);
  });
  return errors;
}

/** Lets the page's pending tasks (a fetched map's lookup, a late render) run before the errors are read. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));

/**
 * Makes the host answer `address` as some hosts do: a case-sensitive host with its 404 page, a host that folds
 * slashes or decodes `%2F` with the page. The test server would answer some of these on its own; answering them
 * here keeps each case what it claims to be.
 */
async function hostAnswers(page: Page, address: string, status: number, html: string): Promise<void> {
  const wanted = new URL(address, 'http://host').pathname;
  await page.route(
    (url) => url.pathname === wanted,
    (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({status, contentType: 'text/html; charset=utf-8', body: html})
        : route.continue(),
  );
}

const notFoundPage = () => fs.readFileSync(path.join(buildDir, '404.html'), 'utf8');

function pageHtml(route: string): string {
  const html = builtHtml(route);
  if (html === undefined) throw new Error(`no built page for ${route}`);
  return html;
}

/** The text of a page's first heading as the server writes it: what the reader must see once the page is shown. */
function servedHeading(page: Page, route: string): Promise<string> {
  return page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim() ?? '';
  }, route);
}

async function expectPageAt(page: Page, route: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(route);
  await waitForHydration(page);
  const heading = await servedHeading(page, route);
  expect(heading).not.toBe('');
  await expect(page.locator('h1').first()).toHaveText(heading);
  await expectNotNotFound(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(route);
}

test.describe('fragments named like built-in properties', () => {
  const addresses = [
    '/docs/intro#toString',
    '/docs/intro#__proto__',
    '/docs/intro#valueOf',
    '/docs/intro#constructor',
    '/docs/api/modules/lexical#hasOwnProperty',
  ];
  for (const address of addresses) {
    test(`${address} keeps the page, with no error`, async ({page}) => {
      const errors = recordErrors(page);
      // The page looks the fragment up in its bucket of the anchor map, since no element has that id.
      const bucket = page.waitForResponse((response) => response.url().includes('/redirect-anchors/'));
      await page.goto(address);
      await waitForHydration(page);
      await bucket;
      await settle(page);
      const [route, fragment] = address.split('#');
      expect(new URL(page.url()).pathname).toBe(route);
      expect(new URL(page.url()).hash).toBe(`#${fragment}`);
      await expectNotNotFound(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a page spelled in another case', () => {
  const cases = [
    ['/DOCS/INTRO', '/docs/intro'],
    ['/Docs/Intro', '/docs/intro'],
    ['/docs/api/classes/lexical.lexicaleditor', '/docs/api/classes/lexical.LexicalEditor'],
  ] as const;
  for (const [address, route] of cases) {
    test(`${address}, answered with the 404 page, shows ${route} at its own address`, async ({page}) => {
      const errors = recordErrors(page);
      await hostAnswers(page, address, 404, notFoundPage());
      await page.goto(address);
      await expectPageAt(page, route);
      await settle(page);
      expect(errors).toEqual([]);
    });
  }

  test('a fragment and query survive the move to the page', async ({page}) => {
    const errors = recordErrors(page);
    await hostAnswers(page, '/Docs/Intro', 404, notFoundPage());
    await page.goto('/Docs/Intro?from=elsewhere#top');
    await expectPageAt(page, '/docs/intro');
    expect(new URL(page.url()).search).toBe('?from=elsewhere');
    expect(new URL(page.url()).hash).toBe('#top');
    expect(errors).toEqual([]);
  });

  test('/DOCS/INTRO answered with the page itself (a case-insensitive host) takes its address', async ({page}) => {
    const errors = recordErrors(page);
    await hostAnswers(page, '/DOCS/INTRO', 200, pageHtml('/docs/intro'));
    await page.goto('/DOCS/INTRO');
    await expectPageAt(page, '/docs/intro');
    await settle(page);
    expect(errors).toEqual([]);
  });

  test('a path no page has in any case stays "Page Not Found", with no error', async ({page}) => {
    const errors = recordErrors(page);
    await hostAnswers(page, '/Docs/No-Such-Page', 404, notFoundPage());
    await page.goto('/Docs/No-Such-Page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/Docs/No-Such-Page');
    await settle(page);
    expect(errors).toEqual([]);
  });
});

test.describe('doubled and encoded slashes', () => {
  for (const address of ['/docs//intro', '/docs/intro%2f', '/docs/intro%2F']) {
    test(`${address}, answered with the page, stays on it at its own address`, async ({page}) => {
      const errors = recordErrors(page);
      await hostAnswers(page, address, 200, pageHtml('/docs/intro'));
      await page.goto(address);
      await expectPageAt(page, '/docs/intro');
      await settle(page);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('/docs//intro answered with the 404 page shows the page', async ({page}) => {
    const errors = recordErrors(page);
    await hostAnswers(page, '/docs//intro', 404, notFoundPage());
    await page.goto('/docs//intro');
    await expectPageAt(page, '/docs/intro');
    await settle(page);
    expect(errors).toEqual([]);
  });

  test('the test server itself answers /docs//intro with a page that stays', async ({page}) => {
    const errors = recordErrors(page);
    await page.goto('/docs//intro');
    await expectPageAt(page, '/docs/intro');
    await settle(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a link whose `?` was percent-encoded', () => {
  test('/docs/error%3Fcode=66 decodes code 66', async ({page}) => {
    const errors = recordErrors(page);
    await hostAnswers(page, '/docs/error%3Fcode=66', 404, notFoundPage());
    await page.goto('/docs/error%3Fcode=66');
    await expect(page.getByRole('heading', {level: 2, name: 'Error code #66'})).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/docs/error');
    expect(new URL(page.url()).search).toBe('?code=66');
    await settle(page);
    expect(errors).toEqual([]);
  });

  test('a link encoded whole, `=` and `&` included, decodes with its values', async ({page}) => {
    const errors = recordErrors(page);
    const address = '/docs/error%3Fcode%3D63%26v%3Dabc';
    await hostAnswers(page, address, 404, notFoundPage());
    await page.goto(address);
    await expect(page.getByRole('heading', {level: 2, name: 'Error code #63'})).toBeVisible();
    await expect(page.getByTestId('decoded-message')).toContainText('abc');
    await settle(page);
    expect(errors).toEqual([]);
  });

  test('the test server itself answers it, and the page decodes it', async ({page}) => {
    const errors = recordErrors(page);
    await page.goto('/docs/error%3Fcode=66');
    await expect(page.getByRole('heading', {level: 2, name: 'Error code #66'})).toBeVisible();
    await settle(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a malformed escape beside good ones', () => {
  test('/search?q=caf%C3%A9%FF searches for "café\uFFFD"', async ({page}) => {
    const errors = recordErrors(page);
    await page.goto('/search?q=caf%C3%A9%FF');
    await waitForHydration(page);
    await expect(page.locator('input[name="q"]')).toHaveValue('café\uFFFD');
    expect(new URL(page.url()).searchParams.get('q')).toBe('café\uFFFD');
    expect(errors).toEqual([]);
  });

  test('a value of the error page keeps its good characters', async ({page}) => {
    const errors = recordErrors(page);
    await page.goto('/docs/error?code=63&v=caf%C3%A9%FF');
    await expect(page.getByTestId('decoded-message')).toContainText('café\uFFFD');
    expect(errors).toEqual([]);
  });
});

/** Where the text right after `code` starts, beside where `code` ends: in the sentence's order, it follows it. */
function textAfter(code: Locator): Promise<{start: number; codeLeft: number; codeRight: number; sameLine: boolean}> {
  return code.evaluate((element) => {
    const next = element.nextSibling!;
    const range = document.createRange();
    // The first visible character (the text may start with a space).
    const offset = /\S/.exec(next.textContent ?? '')?.index ?? 0;
    range.setStart(next, offset);
    range.setEnd(next, offset + 1);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      start: text.left,
      codeLeft: box.left,
      codeRight: box.right,
      sameLine: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)) < box.height / 2,
    };
  });
}

test.describe('direction controls in text from the address', () => {
  // "download the fix at https://evil.com", written backwards after a right-to-left override.
  const reversed = '%E2%80%AEmoc.live//:sptth%20ta%20xif%20eht%20daolnwod';

  test("in `code`, they do not reorder the page's sentence and show as what they are", async ({page}) => {
    const errors = recordErrors(page);
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(`/docs/error?code=${reversed}`);
    await expect(page.getByRole('heading', {level: 2, name: 'Not an error code'})).toBeVisible();
    const sentence = page.getByRole('status').filter({hasText: 'The link asks for code'});
    const code = sentence.locator('code').first();
    await expect(code.locator('bdi')).toHaveCount(1);
    await expect(code).toContainText('U+202E');
    expect(await sentence.textContent()).not.toContain('\u202E');
    const layout = await textAfter(code);
    expect(layout.sameLine).toBe(true);
    expect(layout.start).toBeGreaterThanOrEqual(layout.codeRight - 1);
    expect(errors).toEqual([]);
  });

  test('in `v`, they do not reorder the decoded message', async ({page}) => {
    const errors = recordErrors(page);
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(`/docs/error?code=63&v=${reversed}`);
    const message = page.getByTestId('decoded-message');
    await expect(message).toContainText('to exist');
    const code = message.locator('code').first();
    await expect(code.locator('bdi')).toHaveCount(1);
    await expect(code).toContainText('U+202E');
    expect(await message.textContent()).not.toContain('\u202E');
    const layout = await textAfter(code);
    expect(layout.sameLine).toBe(true);
    expect(layout.start).toBeGreaterThanOrEqual(layout.codeRight - 1);
    expect(errors).toEqual([]);
  });

  test('in a search with no results, the query is isolated and the title keeps none', async ({page}) => {
    await page.goto('/search?q=%E2%80%AEzzqqxxnotaword');
    await expect(page.getByText('No results for')).toBeVisible();
    const query = page.getByText('No results for').locator('strong bdi');
    await expect(query).toContainText('U+202E');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "zzqqxxnotaword"');
    expect(await page.title()).not.toContain('\u202E');
  });
});

test.describe('a live example importing a name every object inherits', () => {
  for (const specifier of ['toString', '__proto__']) {
    test(`import '${specifier}' is refused by name, with no error`, async ({page}) => {
      const errors = recordErrors(page);
      await page.goto('/docs/getting-started/quick-start');
      await waitForHydration(page);
      await startExample(page);
      const original = await sourceOf(page).inputValue();
      await sourceOf(page).fill(`import anything from '${specifier}';\nconsole.log(anything);\n${original}`);
      await expect(errorOf(page)).toContainText(`Cannot import '${specifier}'`);
      await settle(page);
      expect(errors).toEqual([]);
    });
  }
});
