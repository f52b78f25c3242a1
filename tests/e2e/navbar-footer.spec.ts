import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectNotNotFound, waitForHydration} from './support/site';

type ExpectedLink = {label: string; href: string};

const githubUrl = 'https://github.com/facebook/lexical';

/** Navbar items, in order. */
const navbarLinks: ExpectedLink[] = [
  {label: 'Playground', href: 'https://playground.lexical.dev/'},
  {label: 'Docs', href: '/docs/intro'},
  {label: 'API', href: '/docs/api/'},
  {label: 'Gallery', href: '/gallery'},
  {label: 'Community', href: '/community'},
  {label: 'iOS', href: 'https://facebook.github.io/lexical-ios/'},
  {label: 'GitHub', href: githubUrl},
];

const footerGroups: Record<string, ExpectedLink[]> = {
  Docs: [
    {label: 'Introduction', href: '/docs/intro'},
    {label: 'API reference', href: '/docs/api/'},
    {label: 'Error codes', href: '/docs/error'},
    {label: 'Gallery', href: '/gallery'},
  ],
  Community: [
    {label: 'GitHub Discussions', href: `${githubUrl}/discussions`},
    {label: 'Discord', href: 'https://discord.gg/KmG4wQnnD9'},
    {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/lexicaljs'},
    {label: 'X (Twitter)', href: 'https://x.com/lexicaljs'},
  ],
  More: [
    {label: 'Blog', href: '/blog'},
    {label: 'Playground', href: 'https://playground.lexical.dev/'},
    {label: 'GitHub', href: githubUrl},
    {label: 'Lexical iOS', href: 'https://facebook.github.io/lexical-ios/'},
  ],
  Legal: [
    {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
    {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
  ],
};

const isExternal = (href: string): boolean => /^https?:\/\//.test(href);

/** External links open in a new tab without giving it access to this window. */
async function expectSafeExternalLink(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

/** Follows an internal link with a real click (client-side navigation) and checks where it lands. */
async function expectInternalLinkWorks(page: Page, link: Locator, href: string): Promise<void> {
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expectNotNotFound(page);
}

test.describe('navbar', () => {
  test('has the logo, the six link items with the right targets, in order, and the language dropdown', async ({
    page,
  }) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', '/');
    await expect(navbar.locator('.navbar__brand img').first()).toBeVisible();
    // Link items are direct children of the item lists; a dropdown's toggle sits inside its
    // wrapper, and the only dropdown is the language one (tests/e2e/locale-dropdown.spec.ts).
    const items = navbar.locator('.navbar__items > a.navbar__link');
    await expect(items).toHaveCount(navbarLinks.length);
    await expect(navbar.locator('a.navbar__link')).toHaveCount(navbarLinks.length + 1);
    const dropdowns = navbar.locator('.navbar__items > .dropdown');
    await expect(dropdowns).toHaveCount(1);
    await expect(dropdowns.getByRole('button')).toHaveAccessibleName('Language: English');
    for (const [index, expected] of navbarLinks.entries()) {
      const link = items.nth(index);
      await expect(link).toHaveText(expected.label);
      await expect(link).toHaveAttribute('href', expected.href);
      if (isExternal(expected.href)) {
        await expectSafeExternalLink(link);
      }
    }
  });

  for (const expected of navbarLinks.filter((link) => !isExternal(link.href))) {
    test(`${expected.label} opens a real page`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: expected.label, exact: true});
      await expectInternalLinkWorks(page, link, expected.href);
    });
  }
});

test.describe('footer', () => {
  test('has the four groups with their links, the logo and the 2024 copyright', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer.footer');
    const titles = await footer.locator('.footer__title').allTextContents();
    expect(titles).toEqual(Object.keys(footerGroups));
    for (const [group, links] of Object.entries(footerGroups)) {
      const column = footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: group})});
      const anchors = column.locator('a.footer__link-item');
      await expect(anchors).toHaveCount(links.length);
      for (const [index, expected] of links.entries()) {
        await expect(anchors.nth(index)).toHaveText(expected.label);
        await expect(anchors.nth(index)).toHaveAttribute('href', expected.href);
        if (isExternal(expected.href)) {
          await expectSafeExternalLink(anchors.nth(index));
        }
      }
    }
    await expect(footer.locator('.footer__logo')).toBeVisible();
    await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2024');
  });

  const internalFooterLinks = Object.entries(footerGroups).flatMap(([group, links]) =>
    links.filter((link) => !isExternal(link.href)).map((link) => ({group, ...link})),
  );
  for (const expected of internalFooterLinks) {
    test(`${expected.group} › ${expected.label} opens a real page`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const link = page.locator('footer.footer a.footer__link-item', {hasText: expected.label});
      await expectInternalLinkWorks(page, link, expected.href);
    });
  }
});
