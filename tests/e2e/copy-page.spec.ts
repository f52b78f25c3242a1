/**
 * The 'Copy page' split button of doc pages and blog posts, and the alternate link to each page's Markdown
 * twin. The twins are written by the Markdown twins plugin; where build/ has none yet, the browser's
 * requests for them are answered with a fixture, and each test says so in an annotation.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {Parser} from 'htmlparser2';
import {expect, test, type Page} from '@playwright/test';
import {markdownTwinPath} from '../../plugins/markdown-twins/twinPath';
import {layoutShiftSince, layoutShiftViewports, recordLayoutShifts} from './support/layoutShift';
import {buildDir} from './support/builtSite';
import {repoRoot, waitForHydration} from './support/site';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of each kind that has the button. */
const pagesWithButton = [
  {kind: 'guide page', path: '/docs/intro'},
  {kind: 'API class page', path: '/docs/api/classes/lexical.LexicalEditor'},
  {kind: 'blog post', path: '/blog/welcome'},
] as const;

/** Pages of the sitemap that have a twin but no button. */
const pagesWithTwinOnly = ['/', '/community', '/blog', '/blog/tags/hello', '/docs/api/', '/docs/error'];

/** Pages that have no twin, so no alternate link. */
const pagesWithoutTwin = ['/search', '/404.html'];

/** Text a routed twin answers with: several lines and non-ASCII text, so a changed byte would show. */
const fixtureTwin = (pagePath: string) =>
  `# Fixture twin of ${pagePath}\n\nAnswered by the test — no twin in build/.\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`;

/**
 * The text the clipboard must hold after copying `pagePath`: the real twin when build/ has it, else the
 * fixture, which from now on answers the page's twin requests (recorded in the test's annotations).
 */
async function expectedTwinText(page: Page, pagePath: string): Promise<string> {
  const twinFile = path.join(buildDir, markdownTwinPath(pagePath));
  if (existsSync(twinFile)) {
    test.info().annotations.push({type: 'twin', description: `the real twin ${path.relative(repoRoot, twinFile)}`});
    return readFileSync(twinFile, 'utf8');
  }
  const text = fixtureTwin(pagePath);
  test.info().annotations.push({
    type: 'twin',
    description: `${path.relative(repoRoot, twinFile)} does not exist: the twin request was answered with a fixture`,
  });
  await page.route('**/*.md', (route) =>
    route.fulfill({status: 200, contentType: 'text/markdown; charset=utf-8', body: text}),
  );
  return text;
}

interface Tag {
  name: string;
  attribs: Record<string, string>;
}

/** Every element of an HTML text, in order, with its attributes (the built HTML is minified: few quotes). */
function openTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const parser = new Parser({onopentag: (name, attribs) => tags.push({name, attribs})});
  parser.write(html);
  parser.end();
  return tags;
}

const linkTags = (html: string) =>
  openTags(html)
    .filter((tag) => tag.name === 'link')
    .map((tag) => tag.attribs);

const markdownAlternates = (html: string) =>
  linkTags(html).filter((link) => link.rel === 'alternate' && link.type === 'text/markdown');

async function gotoHydrated(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await waitForHydration(page);
}

const actions = (page: Page) => page.locator('[data-copy-page]');
/** The main part; its name is the label it shows ('Copy page', 'Copied' or 'Copy failed'). */
const copyButton = (page: Page) => actions(page).locator('[data-copy-state]');
const menuToggle = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const menu = (page: Page) => page.getByRole('menu');
const copyItem = (page: Page) => page.getByRole('menuitem', {name: 'Copy page as Markdown'});
const viewItem = (page: Page) => page.getByRole('menuitem', {name: /^View as Markdown/});
const status = (page: Page) => actions(page).getByRole('status');
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const {kind, path: pagePath} of pagesWithButton) {
    test.describe(`on a ${kind} (${pagePath})`, () => {
      test('the button and its menu are in the server HTML', async ({request}) => {
        const html = await (await request.get(pagePath)).text();
        const tags = openTags(html);
        const start = tags.findIndex((tag) => 'data-copy-page' in tag.attribs);
        expect(start, 'the page actions are in the HTML').toBeGreaterThan(-1);
        // The button, its menu and its status region, icons included.
        const block = tags.slice(start, start + 60);
        expect(block.some((tag) => tag.name === 'button' && tag.attribs['data-copy-state'] === 'idle')).toBe(true);
        expect(html.slice(html.indexOf('data-copy-page'))).toContain('Copy page');
        const toggle = block.find((tag) => tag.attribs['aria-label'] === 'More page actions');
        expect(toggle?.attribs).toMatchObject({'aria-haspopup': 'menu', 'aria-expanded': 'false'});
        expect(block.some((tag) => tag.name === 'a' && tag.attribs.href === markdownTwinPath(pagePath))).toBe(true);
      });

      test('Copy page puts the twin on the clipboard and says Copied', async ({page}) => {
        const twin = await expectedTwinText(page, pagePath);
        await gotoHydrated(page, pagePath);
        await expect(copyButton(page)).toHaveAccessibleName('Copy page');
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveAccessibleName('Copied');
        await expect(status(page)).toHaveText(/copied to the clipboard/);
        expect(await clipboardText(page)).toBe(twin);
        // The feedback goes after about two seconds.
        await expect(copyButton(page)).toHaveAccessibleName('Copy page', {timeout: 4_000});
        await expect(status(page)).toHaveText('');
      });

      test('the menu works from the keyboard alone', async ({page}) => {
        const twin = await expectedTwinText(page, pagePath);
        await gotoHydrated(page, pagePath);
        const isFocused = (locator: ReturnType<typeof copyButton>) =>
          locator.evaluate((element) => element === document.activeElement);
        let presses = 0;
        while (!(await isFocused(copyButton(page)))) {
          expect(presses++, 'Tab never reached Copy page').toBeLessThan(250);
          await page.keyboard.press('Tab');
        }
        await page.keyboard.press('Tab');
        await expect(menuToggle(page)).toBeFocused();
        await expect(menuToggle(page)).toHaveAttribute('aria-haspopup', 'menu');
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('Enter');
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(menu(page)).toBeVisible();
        await expect(copyItem(page)).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(viewItem(page)).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(copyItem(page)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(viewItem(page)).toBeFocused();
        await page.keyboard.press('Home');
        await expect(copyItem(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu(page)).toBeHidden();
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(menuToggle(page)).toBeFocused();

        // ArrowUp opens on the last item; Space opens on the first.
        await page.keyboard.press('ArrowUp');
        await expect(viewItem(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await page.keyboard.press('Space');
        await expect(copyItem(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(menu(page)).toBeHidden();
        await expect(menuToggle(page)).toBeFocused();
        await expect(copyButton(page)).toHaveAccessibleName('Copied');
        expect(await clipboardText(page)).toBe(twin);
      });

      test('View as Markdown links to the twin, in a new tab', async ({page}) => {
        await gotoHydrated(page, pagePath);
        await menuToggle(page).click();
        await expect(viewItem(page)).toHaveAttribute('href', markdownTwinPath(pagePath));
        await expect(viewItem(page)).toHaveAttribute('target', '_blank');
        await expect(viewItem(page)).toHaveAttribute('rel', 'noopener');
        // A press outside closes the menu.
        await page.locator('h1').first().click();
        await expect(menu(page)).toBeHidden();
      });

      test('a failed fetch says the copy failed, and the next copy works', async ({page}) => {
        await page.route('**/*.md', (route) => route.fulfill({status: 500, body: 'Server error'}));
        await gotoHydrated(page, pagePath);
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveAccessibleName('Copy failed');
        await expect(status(page)).toHaveText(/Could not copy the page/);
        await page.unrouteAll();
        const twin = await expectedTwinText(page, pagePath);
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveAccessibleName('Copied');
        expect(await clipboardText(page)).toBe(twin);
      });

      for (const colorMode of ['light', 'dark'] as const) {
        test(`passes axe with the menu open in ${colorMode} mode`, async ({page}) => {
          // axe must see the colors the menu ends with, not a blend of its fade-in.
          await page.addInitScript(() => {
            document.addEventListener('DOMContentLoaded', () => {
              const style = document.createElement('style');
              style.textContent = '*, *::before, *::after { transition: none !important; }';
              document.head.append(style);
            });
          });
          await gotoHydrated(page, colorMode === 'dark' ? `${pagePath}?docusaurus-theme=dark` : pagePath);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
          await menuToggle(page).click();
          await expect(menu(page)).toBeVisible();
          const results = await new AxeBuilder({page}).withTags(axeTags).analyze();
          expect(
            results.violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' | ')}`,
            ),
          ).toEqual([]);
          // The open menu was part of what axe checked.
          const checkedMenu = results.passes.some(
            (rule) =>
              rule.id === 'color-contrast' &&
              rule.nodes.some((node) => node.target.join(' ').includes('dropdown__link')),
          );
          expect(checkedMenu).toBe(true);
        });
      }

      for (const [size, viewport] of Object.entries(layoutShiftViewports)) {
        test(`at ${viewport.width} px nothing shifts as it loads and the button clears the title`, async ({page}) => {
          await page.setViewportSize(viewport);
          await recordLayoutShifts(page);
          await gotoHydrated(page, pagePath);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          const {total, summary} = await layoutShiftSince(page);
          expect(total, summary).toBeLessThanOrEqual(0.02);

          const button = await actions(page).boundingBox();
          const title = await page.locator('article h1').first().boundingBox();
          expect(button && title, `${size}: the button and the title are shown`).toBeTruthy();
          if (!button || !title) return;
          expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
          const overlaps =
            button.x < title.x + title.width &&
            title.x < button.x + button.width &&
            button.y < title.y + title.height &&
            title.y < button.y + button.height;
          expect(overlaps, `${size}: the button overlaps the title`).toBe(false);
        });
      }
    });
  }

  test("moving to another page right after a copy shows that page's own button, not 'Copied'", async ({page}) => {
    await expectedTwinText(page, '/docs/intro');
    await page.clock.install();
    await gotoHydrated(page, '/docs/intro');
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveAccessibleName('Copied');
    // Time stands still from here, so the feedback's own timer cannot be what clears it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
    await page.getByRole('link', {name: 'API reference', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect(copyButton(page)).toHaveAccessibleName('Copy page');
    await expect(status(page)).toHaveText('');
  });

  test('blog list pages have no button', async ({page}) => {
    await gotoHydrated(page, '/blog');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(actions(page)).toHaveCount(0);
  });
});

test.describe('the alternate link to the Markdown twin', () => {
  for (const pagePath of [...pagesWithButton.map((kind) => kind.path), ...pagesWithTwinOnly]) {
    test(`${pagePath} has one, to its twin`, async ({request}) => {
      const html = await (await request.get(pagePath)).text();
      const canonical = linkTags(html).find((link) => link.rel === 'canonical');
      expect(canonical, 'the page has a canonical link').toBeTruthy();
      // An absolute URL on the site's own host, like the canonical link.
      const twinUrl = `${new URL(canonical!.href).origin}${markdownTwinPath(pagePath)}`;
      expect(markdownAlternates(html).map((link) => link.href)).toEqual([twinUrl]);
    });
  }

  for (const pagePath of pagesWithoutTwin) {
    test(`${pagePath} has none`, async ({request}) => {
      const html = await (await request.get(pagePath)).text();
      expect(markdownAlternates(html)).toEqual([]);
    });
  }

  test('hydration keeps a single alternate link', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveCount(1);
  });
});
