import {expect, test} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {grammarsRegisteredMark} from '../../plugins/syntax-highlighting/client/prism';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/accessibleThemes';
import {waitForHydration} from './support/site';

// Guide pages that carry code blocks; the test uses the first one that has one, so it
// keeps working as the wording of these pages changes.
const pagesWithCode = [
  '/docs/intro',
  '/blog/long-blog-post',
  '/blog/first-blog-post',
  '/blog/welcome',
  '/blog/mdx-blog-post',
  '/markdown-page',
];

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test("a code block's copy button reads 'Copy', then 'Copied', and copies the code", async ({page, request}) => {
  let pathWithCode: string | undefined;
  for (const path of pagesWithCode) {
    const html = await (await request.get(path)).text();
    if (html.includes('theme-code-block')) {
      pathWithCode = path;
      break;
    }
  }
  expect(pathWithCode, `one of ${pagesWithCode.join(', ')} has a code block`).toBeDefined();

  await page.goto(pathWithCode!);
  await waitForHydration(page);
  const codeBlock = page.locator('.theme-code-block').first();
  await codeBlock.scrollIntoViewIfNeeded();
  await codeBlock.hover();
  const button = codeBlock.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('title', 'Copy');

  // 'Copied' only lasts a second: record every label the button takes instead of racing it.
  await button.evaluate((element) => {
    const labels: string[] = [];
    (window as unknown as {copyButtonLabels: string[]}).copyButtonLabels = labels;
    new MutationObserver(() => labels.push(element.getAttribute('aria-label') ?? '')).observe(element, {
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
  await button.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {copyButtonLabels: string[]}).copyButtonLabels))
    .toEqual(['Copied', 'Copy code to clipboard']);

  const code = await codeBlock.locator('code').innerText();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe(code.trim());
  expect(copied.trim().length).toBeGreaterThan(0);
});

/** The style prism-react-renderer gave a token of these types: each type's theme style, the last type winning. */
function themeStyle(theme: PrismTheme, types: string[]): {color?: string; fontStyle?: string} {
  // The site config reaches the browser as JSON, which drops undefined values.
  const shipped = JSON.parse(JSON.stringify(theme)) as PrismTheme;
  const byType: Record<string, {color?: string; fontStyle?: string}> = {};
  for (const {types: entryTypes, style} of shipped.styles) {
    for (const type of entryTypes) byType[type] = {...byType[type], ...(style as object)};
  }
  return Object.assign({color: shipped.plain.color}, ...types.map((type) => byType[type] ?? {}));
}

for (const path of ['/docs/intro', '/docs/react/plugins']) {
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    test(`every token type of ${path} has the ${mode} theme's colour`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // One token of each class list, with its computed colour and the theme's, both as the browser writes them.
      const tokens = await page.evaluate(() => {
        const seen = new Map<string, {color: string; fontStyle: string}>();
        for (const span of Array.from(document.querySelectorAll<HTMLElement>('pre.prism-code .token'))) {
          if (seen.has(span.className) || span.textContent === '') continue;
          const {color, fontStyle} = getComputedStyle(span);
          seen.set(span.className, {color, fontStyle});
        }
        return [...seen].map(([className, style]) => ({types: className.split(' ').slice(1), ...style}));
      });
      expect(tokens.length).toBeGreaterThan(10);
      // The theme's plain colour first (the colour of bare text), then each token's.
      const [plain, ...expected] = await page.evaluate(
        (styles) =>
          styles.map(({color, fontStyle}) => {
            const probe = document.createElement('span');
            probe.style.color = color ?? '';
            document.body.append(probe);
            const computed = getComputedStyle(probe).color;
            probe.remove();
            return {color: computed, fontStyle: fontStyle ?? 'normal'};
          }),
        [{color: theme.plain.color}, ...tokens.map(({types}) => themeStyle(theme, types))],
      );
      expect(tokens.map(({types, color, fontStyle}) => ({types, color, fontStyle}))).toEqual(
        tokens.map(({types}, index) => ({types, ...expected[index]})),
      );
      // Colours come from the stylesheet: no token carries a style of its own.
      expect(await page.locator('pre.prism-code .token[style]').count()).toBe(0);
      // Plain text is bare, in the block's plain colour: every line's own colour is the theme's.
      expect(await page.locator('pre.prism-code .token.plain').count()).toBe(0);
      const lineColors = await page.evaluate(() => [
        ...new Set(
          Array.from(document.querySelectorAll('pre.prism-code .token-line'), (line) => getComputedStyle(line).color),
        ),
      ]);
      expect(lineColors).toEqual([plain!.color]);
    });
  }
}

test('a first load keeps the code blocks the server highlighted, without Prism; a client-side navigation highlights', async ({
  page,
}) => {
  const grammarsRegistered = () =>
    page.evaluate((mark) => performance.getEntriesByName(mark).length, grammarsRegisteredMark);
  // Prism's core is the one script with this attribute name in it.
  const scriptsWithPrism: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('data-manual')) scriptsWithPrism.push(response.url());
  });
  await page.goto('/docs/react/plugins');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('pre.prism-code .token.keyword').count()).toBeGreaterThan(100);
  // registerGrammars leaves this mark the first time anything tokenizes; hydration took the server's markup.
  expect(await grammarsRegistered()).toBe(0);
  // Nor is Prism downloaded: it is a chunk of its own, which only a block tokenized in the browser needs.
  expect(scriptsWithPrism).toEqual([]);

  // The sidebar link is a client-side navigation: the new page's blocks render in the browser, so it tokenizes.
  await page.locator('.theme-doc-sidebar-container a[href="/docs/intro"]').first().click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('pre.prism-code .token.keyword').first()).toBeVisible();
  // A block the last page also showed (same language and text) takes that page's markup; the others tokenize.
  await expect.poll(grammarsRegistered).toBe(1);
  // The response handler reads each body asynchronously: the script may be counted just after Prism has run.
  await expect.poll(() => scriptsWithPrism.length).toBe(1);
});
