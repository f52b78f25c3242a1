import {expect, test} from '@playwright/test';
import {installedLexicalVersion} from './support/site';

const expectedBadge = `v${installedLexicalVersion()}`;

for (const path of ['/', '/docs/intro', '/docs/api/']) {
  test(`${path}: the navbar badge shows the installed Lexical version`, async ({page}) => {
    await page.goto(path);
    const badge = page.getByRole('navigation', {name: 'Main'}).locator('.lexical-version-badge').first();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(expectedBadge);
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the crowded navbar leaves the badge to the mobile menu', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.navbar__inner .lexical-version-badge')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const badge = page.locator('.navbar-sidebar .lexical-version-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(expectedBadge);
  });
});
