import {expect, test} from '@playwright/test';

/**
 * Crashes a real theme component of the built site: the blog post header formats its date
 * with `new Intl.DateTimeFormat(...)` while rendering (theme-classic
 * BlogPostItem/Header/Info via useDateTimeFormat). The init script makes that constructor
 * throw an error with a cause while `window.breakDateFormatting` is true, so the render fails
 * inside the theme Layout's <ErrorBoundary>, which shows ErrorPageContent. Clearing the flag
 * and pressing 'Try again' must reset the boundary and render the post.
 */
test('a crashing component shows the crash page, its error chain, and Try again recovers', async ({page}) => {
  await page.addInitScript(() => {
    const flags = window as unknown as {breakDateFormatting: boolean};
    flags.breakDateFormatting = true;
    const RealDateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>, newTarget) {
        if (flags.breakDateFormatting) {
          throw new Error('Could not format the post date', {
            cause: new RangeError('Intl.DateTimeFormat is unavailable (simulated by the e2e test)'),
          });
        }
        return Reflect.construct(target, args, newTarget) as Intl.DateTimeFormat;
      },
    });
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/blog/welcome');

  const crashTitle = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
  await expect(crashTitle).toBeVisible();
  // The message chain, outermost first, joined the way Docusaurus prints causes.
  const chain = page.getByText('Could not format the post date');
  await expect(chain).toBeVisible();
  await expect(chain).toHaveText(
    'Could not format the post date\n\nCause:\nIntl.DateTimeFormat is unavailable (simulated by the e2e test)',
    {useInnerText: true},
  );
  // The crash is contained in the page body: the site shell still works around it.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);
  // The boundary caught it: nothing reached the window as an uncaught error.
  expect(pageErrors).toEqual([]);

  // The cause is gone; 'Try again' resets the boundary and renders the post.
  await page.evaluate(() => {
    (window as unknown as {breakDateFormatting: boolean}).breakDateFormatting = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(crashTitle).toHaveCount(0);
  await expect(page.locator('article header h1')).toBeVisible();
  await expect(page.locator('article header time')).toHaveText(/\d{4}/);
});

test('Try again without fixing the cause renders the page again and crashes again', async ({page}) => {
  await page.addInitScript(() => {
    const counter = window as unknown as {dateFormatAttempts: number};
    counter.dateFormatAttempts = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct() {
        counter.dateFormatAttempts += 1;
        throw new Error('Date formatting is broken for good');
      },
    });
  });
  const attempts = () => page.evaluate(() => (window as unknown as {dateFormatAttempts: number}).dateFormatAttempts);
  await page.goto('/blog/welcome');
  const crashTitle = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
  await expect(crashTitle).toBeVisible();
  await expect(page.getByText('Date formatting is broken for good')).toBeVisible();
  const attemptsBefore = await attempts();
  expect(attemptsBefore).toBeGreaterThan(0);

  await page.getByRole('button', {name: 'Try again'}).click();
  await expect.poll(attempts).toBeGreaterThan(attemptsBefore);
  await expect(crashTitle).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);
});
