import {expect, test, type Page} from '@playwright/test';
import {editorOf, startExample} from './support/liveExample';
import {waitForHydration} from './support/site';

/** Waits until the offline-reading worker controls the page and has stored the page itself. */
async function waitUntilStoredForOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 20_000});
  const isStored = () =>
    page.evaluate(async () => {
      const pages = await caches.open('lexical-docs-pages-v1');
      return (await pages.match(location.href.split(/[?#]/)[0]!.replace(/\/+$/, ''))) !== undefined;
    });
  await expect.poll(isStored, {timeout: 20_000}).toBe(true);
}

function uncaughtErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test.describe('offline reading', () => {
  // The other specs measure a first visit, without the worker (playwright.config.ts).
  test.use({serviceWorkers: 'allow'});

  test('offline after the first page: a link keeps the reader on the site with Retry, Back returns', async ({
    page,
    context,
  }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await waitUntilStoredForOffline(page);

    await context.setOffline(true);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: 'API', exact: true}).click();

    await expect(page.getByRole('heading', {level: 1, name: 'You’re offline'})).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    const retry = page.getByRole('link', {name: 'Retry'});
    await expect(retry).toHaveAttribute('href', /\/docs\/api\/?$/);
    // The page the reader read is offered, by its title.
    await expect(page.getByRole('link', {name: /Introduction/})).toBeVisible();

    // Back: the stored page, hydrated from stored scripts.
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Introduction');

    // The link again, then online: Retry opens the page.
    await navbar.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'You’re offline'})).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('You’re offline');
    await expect(navbar).toBeVisible();
    expect(errors.map(String)).toEqual([]);
  });

  test('a page opened by a link in the site reopens offline, in a reload as in a new tab', async ({page, context}) => {
    const errors = uncaughtErrors(page);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await waitUntilStoredForOffline(page);
    await page.getByRole('link', {name: 'API', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await waitUntilStoredForOffline(page);
    const heading = await page.getByRole('heading', {level: 1}).textContent();

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading!);
    const tab = await context.newPage();
    await tab.goto('/docs/intro');
    await waitForHydration(tab);
    await expect(tab.getByRole('heading', {level: 1})).toContainText('Introduction');
    // Client-side navigation between stored pages works offline.
    await tab.getByRole('link', {name: 'API', exact: true}).first().click();
    await expect(tab.getByRole('heading', {level: 1})).toHaveText(heading!);
    expect(errors.map(String)).toEqual([]);
  });

  test('a page never opened says it is not saved yet and lists what is, under its own policy', async ({
    page,
    context,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await waitUntilStoredForOffline(page);
    await context.setOffline(true);
    const response = await page.goto('/docs/concepts/selection');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', {level: 1, name: 'You’re offline'})).toBeVisible();
    await expect(page.getByText('This page has not been saved on this device yet.')).toBeVisible();
    await expect(page.locator('code bdi')).toHaveText('/docs/concepts/selection');
    await expect(page.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', {name: /Introduction/})).toHaveAttribute('href', /\/docs\/intro$/);
    expect(violations).toEqual([]);
  });
});

test.describe('with the offline-reading worker', () => {
  test.use({serviceWorkers: 'allow'});

  test('pages, search and a live example work as before once the worker controls the page', async ({page}) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/docs/concepts/selection');
    await waitForHydration(page);
    await waitUntilStoredForOffline(page);
    // A live example runs, from a page the worker now answers.
    await page.reload();
    await waitForHydration(page);
    await startExample(page);
    await expect(editorOf(page)).toBeVisible({timeout: 20_000});
    // Search answers, its index fetched by the browser itself: a worker storing each file would cost every keystroke.
    const indexFiles: {url: string; fromWorker: boolean}[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/search-index/'))
        indexFiles.push({url: response.url(), fromWorker: response.fromServiceWorker()});
    });
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator('.DocSearch-Input').fill('transforms');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 20_000});
    expect(indexFiles.length).toBeGreaterThan(0);
    expect(indexFiles.filter((file) => file.fromWorker)).toEqual([]);
    await page.keyboard.press('Escape');
    // Client-side navigation to another kind of page.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('a route chunk that fails to load is not an uncaught error, and following the link still opens the page', async ({
  browser,
}) => {
  // Without the worker, so that the test's own routing sees every request.
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const errors = uncaughtErrors(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
  const apiLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true});
  // Pointing at the link preloads its page: the failure must be handled.
  await apiLink.hover();
  await page.waitForTimeout(500);
  expect(errors.map(String)).toEqual([]);

  await page.unroute('**/assets/js/**');
  await apiLink.click();
  await expect(page).toHaveURL(/\/docs\/api\/?$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(errors.map(String)).toEqual([]);
  await context.close();
});
