import {expect, test} from '@playwright/test';
import {waitForHydration} from '../e2e/support/site';

/** What the build was given (see the build:hosted script in package.json). */
const trackingId = 'G-E2ETEST000';

test('with LEXICAL_DOCS_GTAG_ID, each route change sends a page view with path, search and hash', async ({page}) => {
  // Never contact Google from tests: answer the tag script with an empty one.
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  await page.goto('/');
  await waitForHydration(page);
  const html = await page.content();
  expect(html).toContain(`googletagmanager.com/gtag/js?id=${trackingId}`);

  const pagePaths = () =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer: unknown[][]}).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'set' && entry[1] === 'page_path')
        .map((entry) => entry[2]),
    );
  await page.getByRole('link', {name: 'Get Started'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  // The view is sent once the new route has rendered: wait for it before navigating again
  // (a route left before it renders is never viewed, so it is rightly not reported).
  await expect.poll(pagePaths).toEqual(['/docs/intro']);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/intro?from=test#top');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(pagePaths).toEqual(['/docs/intro', '/docs/intro?from=test#top']);
});
