import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {repoRoot, waitForHydration} from './support/site';

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

// The build with a tracking id is checked by tests/e2e-hosted/analytics-enabled.spec.ts.
test.describe('built without LEXICAL_DOCS_GTAG_ID', () => {
  test('no analytics code is shipped in any HTML or JavaScript file', () => {
    const files = builtHtmlAndJs(buildDir);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) =>
      /googletagmanager|gtag\(|google-analytics\.com/.test(readFileSync(file, 'utf8')),
    );
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
