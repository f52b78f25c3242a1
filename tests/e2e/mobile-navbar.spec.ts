import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

// A phone-sized window: below Infima's 996 px breakpoint, where the navbar collapses.
test.use({viewport: {width: 390, height: 844}});

const sidebar = (page: Page) => page.locator('.navbar-sidebar');
const hamburger = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

async function openMobileSidebar(page: Page): Promise<void> {
  await waitForHydration(page);
  await hamburger(page).click();
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar(page)).toBeVisible();
}

test('hamburger opens the mobile sidebar with every navbar item and locks body scroll', async ({page}) => {
  await page.goto('/');
  await expect(hamburger(page)).toBeVisible();
  // The desktop items are folded away at this width.
  await expect(page.locator('.navbar__items .navbar__item.navbar__link', {hasText: 'Community'})).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');

  await openMobileSidebar(page);
  const menu = sidebar(page).locator('.navbar-sidebar__item.menu');
  for (const label of ['Playground', 'Docs', 'API', 'Gallery', 'Community', 'iOS', 'GitHub']) {
    await expect(menu.locator('a.menu__link', {hasText: label})).toBeVisible();
  }
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');

  await sidebar(page).getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar(page)).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
});

test("on a docs page the sidebar shows the docs menu with 'Back to main menu'", async ({page}) => {
  await page.goto('/docs/intro');
  await openMobileSidebar(page);
  const back = sidebar(page).getByRole('button', {name: /Back to main menu/});
  await expect(back).toBeVisible();
  await expect(sidebar(page).locator('.navbar-sidebar__items')).toHaveClass(/navbar-sidebar__items--show-secondary/);
  // The secondary panel holds the docs sidebar, with the current page marked.
  const docsMenu = sidebar(page).locator('.navbar-sidebar__item').nth(1);
  await expect(docsMenu.locator('a.menu__link--active[href="/docs/intro"]')).toBeVisible();

  await back.click();
  await expect(sidebar(page).locator('.navbar-sidebar__items')).not.toHaveClass(
    /navbar-sidebar__items--show-secondary/,
  );
  await expect(
    sidebar(page).locator('.navbar-sidebar__item').first().locator('a.menu__link', {hasText: 'Community'}),
  ).toBeVisible();
});

test('the sidebar closes and unlocks scrolling when the window reaches desktop width', async ({page}) => {
  await page.goto('/');
  await openMobileSidebar(page);
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');

  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar(page)).toBeHidden();
  await expect(hamburger(page)).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
});

test('back navigation closes the open sidebar instead of leaving the page', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Get Started'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);

  await openMobileSidebar(page);
  await page.goBack();
  await expect(sidebar(page)).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  // Docusaurus blocks that first "back": the reader stays on the page.
  await expect(page).toHaveURL(/\/docs\/intro$/);

  // With the sidebar closed, back navigates as usual.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the menu is rendered only when the reader reaches for it, so its links prefetch nothing on a first load', async ({
  page,
}) => {
  await page.goto('/docs/api/modules/lexical');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(sidebar(page)).toHaveCount(0);
  // Only the few links really on screen (logo, breadcrumbs) may prefetch; the API sidebar's pages must not.
  const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
  expect(prefetchLinks).toBeLessThan(40);

  // Focus (or a pointer) on the toggle renders the menu closed, so the click that follows slides it in.
  await hamburger(page).focus();
  await expect(sidebar(page)).toHaveCount(1);
  await expect(sidebar(page)).toBeHidden();
  expect(await sidebar(page).evaluate((element) => getComputedStyle(element).transform)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).locator('a.menu__link', {hasText: 'Selection'}).first()).toBeVisible();
  await sidebar(page).getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar(page)).toBeHidden();
  await expect(sidebar(page)).toHaveCount(1);
});
