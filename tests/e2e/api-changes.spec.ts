import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {buildDir, builtHtml, resolvesInBuild} from './support/builtSite';
import {layoutShiftSince, layoutShiftViewports, recordLayoutShifts} from './support/layoutShift';
import {expectNotNotFound, installedLexicalVersion, waitForHydration} from './support/site';

const documented = installedLexicalVersion();
const documentedMinor = documented.split('.').slice(0, 2).join('.');
const minorNumber = (minor: string) => Number(minor.split('.')[1]);

/** The upgrading page once its data has loaded and its answer is on screen. */
async function openUpgrading(page: Page, query: string): Promise<void> {
  await page.goto(`/docs/api/upgrading${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 2, name: new RegExp(`^From \\S+ to ${documented}`)})).toBeVisible();
}

/** The module section of a changes list, by the module's name. */
const moduleSection = (page: Page, module: string) =>
  page
    .locator('section > h3')
    .filter({hasText: new RegExp(`^${module.replace(/[$.*+?^()[\]{}|\\/]/g, '\\$&')}$`)})
    .locator('xpath=..');

test('the changes index lists every minor release up to the documented one, newest first', async ({page}) => {
  await page.goto('/docs/api/changes');
  await expectNotNotFound(page);
  await expect(page.getByRole('heading', {level: 1, name: 'API changes by release'})).toBeVisible();
  await expect(page.locator('main')).toContainText(`documents Lexical v${documented}`);
  const links = page.locator('main tbody th a');
  const minors = await links.allTextContents();
  expect(minors[0]).toBe(documentedMinor);
  expect(minors.map(minorNumber)).toEqual([...minors.map(minorNumber)].sort((a, b) => b - a));
  expect(minors.every((minor) => minorNumber(minor) <= minorNumber(documentedMinor))).toBe(true);
  expect(minors).toContain('0.1');
  await expect(links.first()).toHaveAttribute('href', `/docs/api/changes/${documentedMinor}`);
});

test('a release page links an export it added to its reference page', async ({page}) => {
  // $isBlockFullySelected is declared in lexical 0.50.0 (dist/caret/LexicalCaretUtils.d.ts), not in 0.49.0.
  await page.goto('/docs/api/changes/0.50');
  await expect(page.getByRole('heading', {level: 1, name: 'API changes in Lexical 0.50'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: 'Lexical 0.50.0'})).toBeVisible();
  const link = moduleSection(page, 'lexical').getByRole('link', {name: '$isBlockFullySelected', exact: true});
  await expect(link).toHaveAttribute('href', '/docs/api/modules/lexical#isblockfullyselected');
  expect(resolvesInBuild('/docs/api/modules/lexical#isblockfullyselected')).toBe(true);
  await waitForHydration(page);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical#isblockfullyselected$/);
  await expectNotNotFound(page);
});

test('a release page lists a removed export as plain text', async ({page}) => {
  // @lexical/link 0.45.0 still exported the deprecated `toggleLink`; 0.46.0 no longer does.
  await page.goto('/docs/api/changes/0.46');
  const link = moduleSection(page, '@lexical/link');
  const removed = link.locator('p', {hasText: 'Removed'});
  await expect(removed.locator('code', {hasText: /^toggleLink$/})).toHaveCount(1);
  await expect(removed.getByRole('link')).toHaveCount(0);
});

test('no page is about a release after the documented one', async ({page}) => {
  const next = `0.${minorNumber(documentedMinor) + 1}`;
  const response = await page.goto(`/docs/api/changes/${next}`);
  expect(response?.status()).toBe(404);
});

test('the upgrading page lists a removal for a ticked package only, and keeps the choice in the URL', async ({
  page,
}) => {
  await openUpgrading(page, '?from=0.45.0');
  await expect(page.getByLabel('The version you are on')).toHaveValue('0.45.0');
  const toggleLink = moduleSection(page, '@lexical/link').locator('code', {hasText: /^toggleLink$/});
  await expect(toggleLink).toHaveCount(1);

  await page.getByRole('checkbox', {name: '@lexical/link', exact: true}).uncheck();
  await expect(page).toHaveURL(/[?&]from=0\.45\.0(&|$)/);
  await expect(page).toHaveURL(/[?&]packages=lexical,/);
  expect(new URL(page.url()).searchParams.get('packages')!.split(',')).not.toContain('@lexical/link');
  await expect(page.getByRole('heading', {level: 3, name: '@lexical/link', exact: true})).toHaveCount(0);
  await expect(page.locator('main code', {hasText: /^toggleLink$/})).toHaveCount(0);

  // The same URL shows the same choice.
  await openUpgrading(page, new URL(page.url()).search);
  await expect(page.getByLabel('The version you are on')).toHaveValue('0.45.0');
  await expect(page.getByRole('checkbox', {name: '@lexical/link', exact: true})).not.toBeChecked();
  await expect(page.getByRole('checkbox', {name: 'lexical', exact: true})).toBeChecked();

  await page.getByRole('button', {name: 'Untick all', exact: true}).click();
  await expect(page.locator('main')).toContainText('Tick at least one package');
  await page.getByRole('button', {name: 'Tick all', exact: true}).click();
  await expect(page).not.toHaveURL(/[?&]packages=/);
  await expect(page.getByRole('checkbox', {name: '@lexical/link', exact: true})).toBeChecked();

  await page.getByLabel('The version you are on').selectOption('0.30.0');
  await expect(page).toHaveURL(/[?&]from=0\.30\.0(&|$)/);
  await expect(
    page.getByRole('heading', {level: 2, name: new RegExp(`^From 0\\.30\\.0 to ${documented}`)}),
  ).toBeVisible();
});

test('the upgrading page survives a garbage query and says so', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openUpgrading(page, '?from=%3Cscript%3Ebanana&packages=nope,,%E2%9C%93');
  await expect(page.getByRole('alert')).toContainText('is not a Lexical release older than');
  await expect(page.getByRole('alert')).toContainText('nope');
  await expect(page.getByLabel('The version you are on')).toHaveValue(/^0\.\d+\.\d+$/);
  await expect(page.getByRole('checkbox', {name: 'lexical', exact: true})).toBeChecked();
  await expect(page.locator('main section h3').first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const theme of ['light', 'dark']) {
  test(`has no axe violations (${theme})`, async ({page}) => {
    test.setTimeout(180_000);
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    // The changes pages are in the sitemap, which sitemap-sweep.spec.ts checks with axe in both modes; the upgrading
    // page's answer to a query is not.
    await openUpgrading(page, '?from=0.45.0');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await new AxeBuilder({page})
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

for (const [name, viewport] of Object.entries(layoutShiftViewports)) {
  test(`the upgrading page's answer arrives without shifting the layout (${name})`, async ({page}) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await openUpgrading(page, '?from=0.40.0');
    await page.waitForTimeout(500);
    const {total, summary} = await layoutShiftSince(page);
    expect(total, summary).toBeLessThan(0.02);
  });
}

test('every changes page and the upgrading page are in the sitemap and under 250 KB of HTML', () => {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const minors = fs
    .readdirSync(path.join(buildDir, 'docs/api/changes'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(minors).toContain(documentedMinor);
  const routes = ['/docs/api/changes', '/docs/api/upgrading', ...minors.map((minor) => `/docs/api/changes/${minor}`)];
  for (const route of routes) {
    const html = builtHtml(route);
    expect(html, route).toBeDefined();
    expect(Buffer.byteLength(html!), route).toBeLessThan(250 * 1024);
    expect(sitemap, route).toContain(`${route.replace(/\/$/, '')}</loc>`);
  }
});
