import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
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
