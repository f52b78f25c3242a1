import {expect, test, type Page} from '@playwright/test';
import {openSearchWithShortcut, searchHits, searchModal} from './support/searchModal';
import {waitForHydration} from './support/site';

/** A slow mobile network for every request the page makes from now on. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 150_000,
    uploadThroughput: 75_000,
  });
}

/** Records, in the page, every screen the modal's dropdown shows, in order, from the moment it is called. */
async function recordScreens(page: Page): Promise<void> {
  await page.evaluate(() => {
    const screens: string[] = [];
    (window as unknown as {searchScreens: string[]}).searchScreens = screens;
    const visible = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      return element !== null && element.offsetParent !== null;
    };
    const note = () => {
      const screen = visible('.DocSearch-Hit')
        ? 'hits'
        : visible('.DocSearch-NoResults')
          ? 'no results'
          : visible('.lexical-search-status:not(:empty)')
            ? 'searching'
            : 'other';
      if (screens.at(-1) !== screen) screens.push(screen);
    };
    new MutationObserver(note).observe(document.body, {childList: true, subtree: true, characterData: true});
    note();
  });
}

const screens = (page: Page) => page.evaluate(() => (window as unknown as {searchScreens: string[]}).searchScreens);

test.describe('search while the index loads', () => {
  test('a query pasted into a just-opened modal shows "Searching…", never "No results", until its hits', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await slowNetwork(page);
    await recordScreens(page);
    const input = await openSearchWithShortcut(page);
    await input.fill('editor state');
    await expect(page.getByRole('status').filter({hasText: 'Searching…'})).toBeVisible();
    await expect(searchHits(page).first()).toBeVisible({timeout: 30_000});
    const seen = await screens(page);
    expect(seen).not.toContain('no results');
    expect(seen).toContain('searching');
  });

  test('a query typed before the modal has loaded is searched without a "No results" flash', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await slowNetwork(page);
    await recordScreens(page);
    // Typed at once: the modal's code is still on its way, so the query reaches it as its initial query.
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('transforms', {delay: 20});
    await expect(searchHits(page).first()).toBeVisible({timeout: 30_000});
    await expect(page.locator('.DocSearch-Input')).toHaveValue('transforms');
    expect(await screens(page)).not.toContain('no results');
  });

  test('"No results" still comes for a finished search that found nothing', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const input = await openSearchWithShortcut(page);
    await input.fill('qqqzzzxxyy');
    await expect(searchModal(page).locator('.DocSearch-NoResults')).toBeVisible();
    await expect(searchModal(page).getByText('No results for')).toBeVisible();
    await expect(page.locator('.lexical-search-status')).toBeEmpty();
  });
});

test('the search page shows its loading status, not "No results", until the hits of a slow first query', async ({
  page,
}) => {
  await slowNetwork(page);
  await page.goto('/search?q=editor%20state', {waitUntil: 'commit'});
  await page.waitForSelector('main', {state: 'attached'});
  await recordScreensOfSearchPage(page);
  await expect(page.locator('main a[href*="/docs/"]').first()).toBeVisible({timeout: 30_000});
  expect(await screens(page)).not.toContain('no results');
});

/** The same record for the /search page's own markup. */
async function recordScreensOfSearchPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const screens: string[] = [];
    (window as unknown as {searchScreens: string[]}).searchScreens = screens;
    const note = () => {
      const text = document.querySelector('main')?.textContent ?? '';
      const screen = text.includes('No results for') ? 'no results' : 'other';
      if (screens.at(-1) !== screen) screens.push(screen);
    };
    new MutationObserver(note).observe(document.documentElement, {childList: true, subtree: true, characterData: true});
    note();
  });
}
