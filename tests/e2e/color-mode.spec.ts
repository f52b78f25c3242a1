import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

const themeOf = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

/**
 * Records every value <html data-theme> takes from the very start of each document load,
 * before any script of the page runs: the first value is what the first paint uses, so a
 * wrong first value (or a later change) is a flash of the wrong theme.
 */
async function recordThemeHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const history: string[] = [];
    (window as unknown as {themeHistory: string[]}).themeHistory = history;
    new MutationObserver(() => {
      const theme = document.documentElement.getAttribute('data-theme') ?? '';
      if (history[history.length - 1] !== theme) {
        history.push(theme);
      }
    }).observe(document, {attributes: true, attributeFilter: ['data-theme'], subtree: true});
  });
}

const themeHistory = (page: Page) => page.evaluate(() => (window as unknown as {themeHistory: string[]}).themeHistory);

test.describe('when the browser prefers dark', () => {
  test.use({colorScheme: 'dark'});

  test('the site still starts in light mode and stores nothing', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await storedTheme(page)).toBeNull();
  });
});

test('the toggle flips the theme both ways and stores the choice under the key "theme"', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');

  await toggle(page).click();
  await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await storedTheme(page)).toBe('dark');
  // Exactly one key for the theme: no namespaced variant next to it.
  const themeKeys = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('theme')),
  );
  expect(themeKeys).toEqual(['theme']);

  await toggle(page).click();
  await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
  expect(await storedTheme(page)).toBe('light');
});

test('a stored dark choice is painted from the start on reload and on another page, without a flash', async ({
  page,
}) => {
  await recordThemeHistory(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(await themeHistory(page)).toEqual(['light']);
  await toggle(page).click();
  await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await waitForHydration(page);
  await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
  // Set once, by the inline script in <body>, before React: never light in between.
  expect(await themeHistory(page)).toEqual(['dark']);

  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(await themeHistory(page)).toEqual(['dark']);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the server-rendered page uses the light palette', async ({page}) => {
    await page.goto('/');
    // No script ran, so no data-theme: the default (light) Infima palette applies, with
    // dark text (the dark palette has light text).
    await expect(themeOf(page)).not.toHaveAttribute('data-theme', 'dark');
    const textColor = await page.evaluate(() => getComputedStyle(document.body).color);
    const [red, green, blue] = (textColor.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(red, green, blue)).toBeLessThan(80);
  });
});

test('a stored choice is painted by the inline script alone (no React needed)', async ({browser, baseURL}) => {
  // A stored "dark" from an earlier visit, then a visit with scripts other than inline ones
  // blocked: only the inline theme script can set the attribute.
  const context = await browser.newContext({baseURL});
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.route(/\.js$/, (route) => route.abort());
  await page.reload();
  await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
  await expect(themeOf(page)).not.toHaveAttribute('data-has-hydrated', 'true');
  await context.close();
});

test('a choice made in one tab is applied in another tab of the same browser', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/docs/intro');
  await waitForHydration(first);
  await waitForHydration(second);
  await expect(themeOf(second)).toHaveAttribute('data-theme', 'light');

  await toggle(first).click();
  await expect(themeOf(first)).toHaveAttribute('data-theme', 'dark');
  await expect(themeOf(second)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(second)).toHaveAccessibleName(/currently dark mode/);

  await toggle(second).click();
  await expect(themeOf(first)).toHaveAttribute('data-theme', 'light');
});

test('clearing the stored choice falls back to light', async ({context}) => {
  const page = await context.newPage();
  const other = await context.newPage();
  await page.goto('/');
  await other.goto('/');
  await waitForHydration(page);
  await waitForHydration(other);
  await toggle(page).click();
  await expect(themeOf(other)).toHaveAttribute('data-theme', 'dark');

  // Removing the key in one tab is seen by the other as "no choice": back to the default.
  await page.evaluate(() => window.localStorage.removeItem('theme'));
  await expect(themeOf(other)).toHaveAttribute('data-theme', 'light');
  await other.reload();
  await expect(themeOf(other)).toHaveAttribute('data-theme', 'light');
});
