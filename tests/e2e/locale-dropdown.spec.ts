import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {isHarnessMessage, waitForHydration} from './support/site';

/**
 * The language dropdown of the navbar: one locale (English), opened by hover, Enter or Space,
 * closed by Escape, a click outside or focus leaving it, with aria-expanded telling the truth.
 */

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
/** The desktop toggle; its name keeps the visible label 'English' and says what it is for. */
const toggle = (page: Page) => navbar(page).getByRole('button', {name: 'Language: English', exact: true});
const dropdown = (page: Page) => page.locator('.navbar__items--right > .dropdown');
/** Found by CSS, not by role: it must exist while hidden, so "hidden" cannot pass by absence. */
const englishItem = (page: Page) => dropdown(page).locator('.dropdown__menu a.dropdown__link', {hasText: 'English'});

async function expectOpen(page: Page): Promise<void> {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(englishItem(page)).toBeVisible();
}

async function expectClosed(page: Page): Promise<void> {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(englishItem(page)).toHaveCount(1);
  await expect(englishItem(page)).toBeHidden();
}

/** Puts keyboard focus on the toggle the way a reader does: Tab from the item before it. */
async function focusToggleByKeyboard(page: Page): Promise<void> {
  await navbar(page).getByRole('link', {name: 'GitHub repository'}).focus();
  await page.keyboard.press('Tab');
  await expect(toggle(page)).toBeFocused();
}

async function openWithKeyboard(page: Page): Promise<void> {
  await focusToggleByKeyboard(page);
  await page.keyboard.press('Enter');
  await expectOpen(page);
}

/** Reports every console error or warning and every uncaught error (hydration mismatches show up there). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isHarnessMessage(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('at desktop width', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('sits on the right of the navbar, just before the color-mode toggle, and shows English', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveText('English');
    await expect(toggle(page)).toHaveAttribute('aria-haspopup', 'true');
    // The only dropdown of the navbar, last of the right-hand items.
    await expect(navbar(page).locator('.dropdown')).toHaveCount(1);
    const rightItems = page.locator('.navbar__items--right > *');
    const classesInOrder = await rightItems.evaluateAll((elements) => elements.map((element) => element.className));
    const dropdownIndex = classesInOrder.findIndex((className) => className.split(' ').includes('dropdown'));
    expect(dropdownIndex).toBeGreaterThan(-1);
    // Right after it comes the color-mode toggle (and nothing of ours in between).
    await expect(
      rightItems.nth(dropdownIndex + 1).getByRole('button', {name: /Switch between dark and light mode/}),
    ).toBeVisible();
    // The language icon is decoration; the label is the visible text.
    await expect(toggle(page).locator('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('lists the one locale, English, linking to the page the reader is on', async ({page}) => {
    const problems = collectProblems(page);
    // A query string and a fragment are kept too (they are only known after hydration).
    await gotoHydrated(page, '/docs/intro?from=navbar#top');
    const items = dropdown(page).locator('.dropdown__menu a');
    await expect(items).toHaveCount(1);
    await expect(englishItem(page)).toHaveText('English');
    await expect(englishItem(page)).toHaveAttribute('lang', 'en');
    await expect(englishItem(page)).toHaveAttribute('href', '/docs/intro?from=navbar#top');
    await expect(englishItem(page)).toHaveClass(/dropdown__link--active/);

    // On another page (client-side navigation), the link follows.
    await navbar(page).getByRole('link', {name: 'Community', exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/community');
    await expect(englishItem(page)).toHaveAttribute('href', '/community');

    // Following it reloads the same page, without errors.
    await toggle(page).hover();
    await expectOpen(page);
    await englishItem(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/community');
    await waitForHydration(page);
    expect(problems).toEqual([]);
  });

  test('the page states the one locale: lang "en", left to right, one hreflang alternate', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const hreflangs = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['en', 'x-default']);
  });

  test('hover opens it and moving the mouse away closes it, with aria-expanded following', async ({page}) => {
    await gotoHydrated(page, '/');
    await expectClosed(page);
    await toggle(page).hover();
    await expectOpen(page);
    // Moving onto the menu keeps it open.
    await englishItem(page).hover();
    await expectOpen(page);
    await page.mouse.move(10, 400);
    await expectClosed(page);
  });

  test('Enter opens it and Enter again closes it', async ({page}) => {
    await gotoHydrated(page, '/');
    await focusToggleByKeyboard(page);
    await expectClosed(page);
    await page.keyboard.press('Enter');
    await expectOpen(page);
    // Enter on the toggle does not navigate (its href is only there to make it focusable).
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Enter');
    await expectClosed(page);
  });

  test('Space opens it without scrolling the page', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await focusToggleByKeyboard(page);
    await page.keyboard.press(' ');
    await expectOpen(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press(' ');
    await expectClosed(page);
  });

  test('Escape closes it from the toggle and from the menu, and focus returns to the toggle', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithKeyboard(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(toggle(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expectOpen(page);
    await page.keyboard.press('Tab');
    await expect(englishItem(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(toggle(page)).toBeFocused();
  });

  test('Escape closes it while the mouse still hovers it', async ({page}) => {
    await gotoHydrated(page, '/');
    await toggle(page).hover();
    await expectOpen(page);
    await toggle(page).focus();
    await page.keyboard.press('Escape');
    await expectClosed(page);
  });

  test('a click outside closes it', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithKeyboard(page);
    await page.locator('main h1').first().click();
    await expectClosed(page);
  });

  test('a click on the toggle keeps it open', async ({page}) => {
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await expectOpen(page);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('focus leaving it closes it, forwards and backwards', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithKeyboard(page);
    // Into the menu: still open.
    await page.keyboard.press('Tab');
    await expect(englishItem(page)).toBeFocused();
    await expectOpen(page);
    // Out of it, to the color-mode toggle: closed.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeFocused();
    await expectClosed(page);

    await openWithKeyboard(page);
    await page.keyboard.press('Shift+Tab');
    await expect(navbar(page).getByRole('link', {name: 'GitHub repository'})).toBeFocused();
    await expectClosed(page);
  });

  for (const colorMode of ['light', 'dark'] as const) {
    test(`passes axe with the menu open in ${colorMode} mode`, async ({page}) => {
      await gotoHydrated(page, colorMode === 'dark' ? '/docs/intro?docusaurus-theme=dark' : '/docs/intro');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      await openWithKeyboard(page);
      // Let the opening transition end, so colors are measured at full opacity.
      await expect
        .poll(() =>
          dropdown(page)
            .locator('.dropdown__menu')
            .evaluate((menu) => getComputedStyle(menu).opacity),
        )
        .toBe('1');
      const results = await new AxeBuilder({page}).include('.navbar').withTags(axeTags).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
      // The menu was part of what axe checked.
      const checkedMenu = results.passes.some(
        (rule) =>
          rule.id === 'color-contrast' && rule.nodes.some((node) => node.target.join(' ').includes('dropdown__link')),
      );
      expect(checkedMenu).toBe(true);
    });
  }
});

test.describe('below the 996 px breakpoint', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('it is folded into the mobile sidebar as "Languages", listing English for the current page', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(toggle(page)).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Back to the main menu (a docs page opens on the docs sidebar).
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    const mainMenu = sidebar.locator('.navbar-sidebar__item').first();
    const languages = mainMenu
      .locator('.menu__list-item')
      .filter({has: page.locator('a.menu__link', {hasText: 'Languages'})});
    await expect(languages).toHaveCount(1);
    await expect(languages.locator('a.menu__link', {hasText: 'Languages'})).toBeVisible();

    const expandButton = languages.locator('button.menu__caret');
    const english = languages.locator('ul.menu__list a.menu__link', {hasText: 'English'});
    await expect(expandButton).toHaveAttribute('aria-expanded', 'false');
    await expect(english).toBeHidden();

    await expandButton.click();
    await expect(expandButton).toHaveAttribute('aria-expanded', 'true');
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/docs/intro');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveClass(/menu__link--active/);

    await expandButton.click();
    await expect(expandButton).toHaveAttribute('aria-expanded', 'false');
    await expect(english).toBeHidden();
  });
});
