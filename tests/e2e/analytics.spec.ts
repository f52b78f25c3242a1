import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {repoRoot, waitForHydration} from './support/site';

const trackingId = process.env.LEXICAL_DOCS_GTAG_ID?.trim();
const buildDir = path.join(repoRoot, 'build');

/** Every HTML and JavaScript file of the production build. */
function builtHtmlAndJs(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return builtHtmlAndJs(entryPath);
    }
    return /\.(html|js)$/.test(entry.name) ? [entryPath] : [];
  });
}

test.describe('built without LEXICAL_DOCS_GTAG_ID', () => {
  test.skip(Boolean(trackingId), 'this run checks a build made with a tracking id');

  test('no analytics code is shipped in any HTML or JavaScript file', () => {
    const files = builtHtmlAndJs(buildDir);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /googletagmanager|gtag\(|google-analytics\.com/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(buildDir, file))).toEqual([]);
  });

  test('no request leaves for an analytics service while browsing', async ({page}) => {
    const analyticsRequests: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) {
        analyticsRequests.push(request.url());
      }
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    expect(analyticsRequests).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
  });
});

test.describe('built with LEXICAL_DOCS_GTAG_ID', () => {
  test.skip(!trackingId, 'set LEXICAL_DOCS_GTAG_ID for both the build and the test run to check this');

  test('each route change sends a page view with path, search and hash', async ({page}) => {
    // Never contact Google from tests: answer the tag script with an empty one.
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
    await page.goto('/');
    await waitForHydration(page);
    const html = await page.content();
    expect(html).toContain(`googletagmanager.com/gtag/js?id=${trackingId}`);

    await page.getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/intro?from=test#top');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const pagePaths = () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer: unknown[][]}).dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((entry) => entry[0] === 'set' && entry[1] === 'page_path')
          .map((entry) => entry[2]),
      );
    await expect.poll(pagePaths).toEqual(['/docs/intro', '/docs/intro?from=test#top']);
  });
});
