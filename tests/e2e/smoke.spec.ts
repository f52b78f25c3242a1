import {expect, test} from '@playwright/test';

test('home page renders the hero and the Get Started link', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1, name: 'Lexical'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/docs/intro');
});
