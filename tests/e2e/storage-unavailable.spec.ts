import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {profileChromiumPath} from '../helpers/chromium';
import {crashHeading, openSearchWithShortcut, searchHits, searchInput, searchModal} from './support/searchModal';
import {expectNotNotFound, issueRoutes, waitForHydration} from './support/site';

/** Makes every access to `window.localStorage` throw, as strict privacy settings do. */
async function breakLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access to localStorage is denied (simulated by the e2e test)', 'SecurityError');
      },
    });
  });
}

/** Collects console messages and uncaught errors of a page. */
function watchConsole(page: Page): {messages: ConsoleMessage[]; pageErrors: Error[]} {
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error));
  return {messages, pageErrors};
}

test('every route renders and only warnings are logged when localStorage throws', async ({page}) => {
  test.slow();
  await breakLocalStorage(page);
  const {messages, pageErrors} = watchConsole(page);

  for (const route of issueRoutes) {
    await page.goto(route);
    await waitForHydration(page);
    await expectNotNotFound(page);
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  }
  // /docs is a redirect page: it must still land in the docs.
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await waitForHydration(page);

  expect(pageErrors.map((error) => error.message)).toEqual([]);
  const errors = messages.filter((message) => message.type() === 'error').map((message) => message.text());
  expect(errors).toEqual([]);
  const warnings = messages.filter((message) => message.type() === 'warning').map((message) => message.text());
  expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
});

test('the color toggle still works for the visit when localStorage throws', async ({page}) => {
  await breakLocalStorage(page);
  const {messages, pageErrors} = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(html).toHaveAttribute('data-theme', 'light');

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // Client-side navigation keeps the choice for the rest of the visit.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');

  // The announcement bar can still be closed for the visit.
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();

  expect(pageErrors.map((error) => error.message)).toEqual([]);
  expect(messages.filter((message) => message.type() === 'error').map((message) => message.text())).toEqual([]);
});

/**
 * Opens search with the shortcut, finds an API page and goes there with Enter, then opens search with the button:
 * the modal shows each time, not the crash screen, and lists no recent search, having nowhere to keep one.
 */
async function searchWithoutStorage(page: Page): Promise<void> {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await page.keyboard.type('TextNode');
  await expect(searchHits(page).first()).toContainText('TextNode');
  await expect(crashHeading(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical\.TextNode$/);
  await expect(page.locator('article h1')).toContainText('TextNode');
  await expect(searchModal(page)).toHaveCount(0);

  await page.getByRole('button', {name: 'Search'}).click();
  await expect(searchInput(page)).toBeFocused();
  await expect(searchModal(page)).toBeVisible();
  // With an empty query DocSearch lists the recent searches (the hit just chosen, under "Recent") as soon as it has
  // read them, well within the wait; there are none to list.
  await page.waitForTimeout(1_000);
  await expect(page.locator('#docsearch-recentSearches-list')).toHaveCount(0);
  await expect(searchHits(page)).toHaveCount(0);
  await page.keyboard.type('selection');
  await expect(searchHits(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchModal(page)).toHaveCount(0);
  await expect(crashHeading(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.locator('article h1')).toContainText('TextNode');
}

test('search opens, finds and navigates, keeping no recent search, when localStorage throws', async ({page}) => {
  await breakLocalStorage(page);
  const {messages, pageErrors} = watchConsole(page);
  await searchWithoutStorage(page);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
  expect(messages.filter((message) => message.type() === 'error').map((message) => message.text())).toEqual([]);
});

test('search works in a Chromium profile that blocks cookies and site data', async ({baseURL}, testInfo) => {
  // Profile preferences are the full browser's: the headless shell the suite drives does not read them.
  const executablePath = profileChromiumPath();
  test.skip(
    !executablePath,
    'needs the full Chromium (/usr/bin/chromium, installed by scripts/ensure-chromium.sh as root) for its profile setting',
  );
  // A browser of its own to start, besides the search.
  test.slow();
  // A real profile, not a script: Chromium's own setting ("Block all cookies" blocks every kind of site data).
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-docs-blocked-storage-'));
  fs.mkdirSync(path.join(userDataDir, 'Default'));
  fs.writeFileSync(
    path.join(userDataDir, 'Default', 'Preferences'),
    JSON.stringify({profile: {default_content_setting_values: {cookies: 2}}}),
  );
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: testInfo.project.use.launchOptions?.args,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const {messages, pageErrors} = watchConsole(page);
    await page.goto('/docs/intro');
    // The profile does what it should: the page may not read its storage.
    const storageRead = await page.evaluate(() => {
      try {
        void window.localStorage;
        return 'readable';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(storageRead).toBe('SecurityError');

    await searchWithoutStorage(page);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(messages.filter((message) => message.type() === 'error').map((message) => message.text())).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
});
