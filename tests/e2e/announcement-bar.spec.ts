import {expect, test, type Page} from '@playwright/test';
import {expectNotNotFound, waitForHydration} from './support/site';

// Docusaurus' storage keys for the bar (no site storage namespace is configured).
const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';

const bar = (page: Page) => page.locator('.theme-announcement-bar');

test('the bar shows its message with a working link', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('These docs describe Lexical');
  const link = bar(page).getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/blog\//);
  await waitForHydration(page);
  await link.click();
  await expect(page).toHaveURL(/\/blog\//);
  await expectNotNotFound(page);
});

test('closing the bar hides it, and it stays closed after a reload and on other pages', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), dismissKey)).toBe('true');

  await page.reload();
  // Hidden by the inline script before the first paint, not after hydration.
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await waitForHydration(page);
  await expect(bar(page)).toBeHidden();
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(bar(page)).toBeHidden();
});

test('a new announcement id shows the bar again after it was closed', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const currentId = await page.evaluate((key) => window.localStorage.getItem(key), idKey);
  expect(currentId, 'the bar records the id of the announcement it shows').toBeTruthy();
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();

  // The stored id now belongs to an older announcement: the configured one is new to this reader.
  await page.evaluate((key) => window.localStorage.setItem(key, 'an-older-announcement'), idKey);
  await page.reload();
  // Not hidden before the first paint either (see plugins/announcement-bar-id).
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), idKey)).toBe(currentId);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), dismissKey)).toBe('false');
});
