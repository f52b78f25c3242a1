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

test('the bar follows the colour mode: dark on dark pages, light on light ones, text readable on both', async ({
  page,
}) => {
  // Relative luminance of a computed `rgb(...)` colour (WCAG).
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  await page.goto('/');
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    const {background, color, close} = await bar(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const button = element.querySelector('button.close');
      return {background: style.backgroundColor, color: style.color, close: button && getComputedStyle(button).color};
    });
    const [bg, fg] = [luminance(background), luminance(color)];
    if (mode === 'dark') expect(bg, `dark mode background ${background}`).toBeLessThan(0.1);
    else expect(bg, `light mode background ${background}`).toBeGreaterThan(0.8);
    expect((Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05), `${color} on ${background}`).toBeGreaterThan(7);
    // The close button (drawn at half opacity) is the text's colour, not black on a dark bar.
    expect(close, 'close button colour').toBe(color);
  }
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
