import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {declaredExports, type DeclaredKind} from '../helpers/declaredExports';
import {builtHtml, redirectTarget, resolvesInBuild} from './support/builtSite';

/** The package pages, one per published package, by route slug. */
const slugs = [
  'lexical',
  'lexical-clipboard',
  'lexical-code',
  'lexical-devtools-core',
  'lexical-dragon',
  'lexical-file',
  'lexical-hashtag',
  'lexical-headless',
  'lexical-history',
  'lexical-html',
  'lexical-link',
  'lexical-list',
  'lexical-mark',
  'lexical-markdown',
  'lexical-offset',
  'lexical-overflow',
  'lexical-plain-text',
  'lexical-react',
  'lexical-rich-text',
  'lexical-selection',
  'lexical-table',
  'lexical-text',
  'lexical-utils',
  'lexical-yjs',
  'lexical-extension',
  'lexical-a11y',
  'lexical-code-core',
  'lexical-code-prism',
  'lexical-code-shiki',
  'lexical-mdast',
  'lexical-tailwind',
  'lexical-eslint-plugin',
];

const packageOf = (slug: string) => (slug === 'lexical' ? 'lexical' : `@lexical/${slug.slice('lexical-'.length)}`);

function installedVersion(packageName: string): string {
  const file = path.resolve(__dirname, '../../node_modules', packageName, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** Where the site's URL scheme puts an export (restated here on purpose, not imported from the site). */
function schemeHref(moduleName: string, name: string, kinds: DeclaredKind[]): string {
  const slug = moduleName.replace(/^@/, '').replace(/[/-]/g, '_');
  if (kinds.includes('class')) return `/docs/api/classes/${slug}.${name}`;
  if (kinds.includes('interface')) return `/docs/api/interfaces/${slug}.${name}`;
  return `/docs/api/modules/${slug}#${name.replace(/\$/g, '').toLowerCase()}`;
}

/**
 * Problems with a row's link, if any. It links to the scheme URL, or, for a
 * re-export, straight to where the API reference documents what it re-exports:
 * then the link must still name the export, and the scheme URL must lead there
 * too (a redirect for a class or interface, a 'Re-exports' anchor for the rest).
 */
function linkProblem(href: string, scheme: string, name: string): string | undefined {
  if (!resolvesInBuild(href)) return `${href} is not a page (with that anchor) of the build`;
  if (href === scheme) return undefined;
  const anchor = name.replace(/\$/g, '').toLowerCase();
  if (!href.endsWith(`.${name}`) && !href.endsWith(`#${anchor}`)) return `${href} does not name ${name}`;
  if (scheme.includes('#')) {
    return resolvesInBuild(scheme) ? undefined : `${scheme} has no anchor for the re-export`;
  }
  const schemePage = builtHtml(scheme);
  return schemePage !== undefined && redirectTarget(schemePage) === href
    ? undefined
    : `${scheme} does not redirect to ${href}`;
}

interface RenderedRow {
  module: string;
  name: string;
  kinds: string;
  href: string;
  summary: string;
}

for (const slug of slugs) {
  const packageName = packageOf(slug);

  test(`${packageName}: page, version, and a table row for every declared export`, async ({page}) => {
    await page.goto(`/docs/packages/${slug}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(packageName);
    await expect(page).toHaveTitle(new RegExp(`^${packageName.replace(/[/.]/g, '\\$&')} \\|`));

    const info = page.locator(`[data-package-info="${packageName}"]`);
    await expect(info).toContainText(installedVersion(packageName));
    await expect(info.getByRole('link')).toHaveAttribute('href', `https://www.npmjs.com/package/${packageName}`);

    const rows: RenderedRow[] = await page.$$eval('[data-package-exports] tr[data-export-name]', (elements) =>
      elements.map((row) => ({
        module: row.closest('[data-module]')?.getAttribute('data-module') ?? '',
        name: row.getAttribute('data-export-name') ?? '',
        kinds: Array.from(row.querySelectorAll('td:nth-child(2) span'))
          .map((span) => span.textContent)
          .join(' '),
        href: row.querySelector('td:first-child a')?.getAttribute('href') ?? '',
        summary: row.querySelector('td:nth-child(3)')?.textContent ?? '',
      })),
    );

    const expected = declaredExports(packageName).flatMap((module) =>
      [...module.exports].map(([name, kinds]) => ({module: module.moduleName, name, kinds})),
    );
    expect(expected.length).toBeGreaterThan(0);
    const key = (row: {module: string; name: string}) => `${row.module}::${row.name}`;
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());

    const rendered = new Map(rows.map((row) => [key(row), row]));
    for (const entry of expected) {
      const row = rendered.get(key(entry))!;
      expect(row.kinds.split(' ').sort(), key(entry)).toEqual([...entry.kinds].sort());
      const target = schemeHref(entry.module, entry.name, entry.kinds);
      expect(linkProblem(row.href, target, entry.name), key(entry)).toBeUndefined();
      expect(row.summary.trim(), key(entry)).not.toBe('');
    }
  });
}

test('the Packages sidebar lists lexical (core) first, then the packages alphabetically', async ({page}) => {
  await page.goto('/docs/packages/lexical');
  const category = page.locator('.theme-doc-sidebar-menu .menu__list-item', {hasText: 'Packages'}).first();
  const labels = await category.locator(':scope > ul > li a').allTextContents();
  // Every documented package, plus the page that says why @lexical/internal is not documented.
  expect(labels.length).toBe(slugs.length + 1);
  expect(labels[0]).toBe('lexical (core)');
  const rest = labels.slice(1);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
});

test('filtering the table by name keeps only matching rows', async ({page}) => {
  await page.goto('/docs/packages/lexical-link');
  const rows = page.locator('[data-package-exports] tr[data-export-name]');
  const before = await rows.count();
  await page.getByLabel('Filter by name').fill('ToggleLink');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-export-name', '$toggleLink');
  expect(before).toBeGreaterThan(1);
});

test('on a 390 px screen the export table scrolls inside its box, not the page', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/packages/lexical-utils');
  await expect(page.locator('[data-package-exports] table').first()).toBeVisible();
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);
  // Each export is a card without the column headings: its version carries its own label.
  const since = page.locator('[data-package-exports] tr[data-export-name] td').last();
  await expect(since).toHaveText(/^v\d+\.\d+\.\d+$/);
  expect(await since.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Since "');
});
