import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {accessibilityOf, altText, findMermaidBlocks} from '../../plugins/mermaid-svg/diagrams';
import {diagramImages, expectImageLoaded} from './support/diagrams';
import {repoRoot, waitForHydration} from './support/site';

/**
 * Diagrams are SVG files rendered ahead of time (plugins/mermaid-svg): each loads in light and in
 * dark mode, only the current mode's image is shown, it has its size and alt text, no Mermaid
 * code reaches the browser, and a wide one stays readable on a phone.
 */
const pages = [
  {url: '/docs/concepts/editor-state', file: 'docs/concepts/editor-state.mdx'},
  {url: '/docs/design', file: 'docs/design.mdx'},
].map((entry) => ({
  ...entry,
  alts: findMermaidBlocks(readFileSync(path.join(repoRoot, entry.file), 'utf8')).map((block) =>
    altText(accessibilityOf(block.source) as {title: string; description: string}),
  ),
}));

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

/** Strings of Mermaid's library and of the theme that loaded it (found in both before this change). */
const mermaidCode = /flowchart-v2|mermaidAPI|theme-mermaid/;

/** Every response whose URL or JavaScript body is Mermaid's. */
function recordMermaidResponses(page: Page): Promise<string[]>[] {
  const found: Promise<string[]>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const isScript = /\.m?js(\?|$)/.test(url);
    found.push(
      (async () => {
        if (/mermaid/i.test(url)) return [url];
        // Chunks are named by number: look for Mermaid's own code in every script too (the word
        // alone is in the site config and the theme's MDX components, which load no diagram code).
        const body = isScript ? await response.text().catch(() => '') : '';
        return mermaidCode.test(body) ? [url] : [];
      })(),
    );
  });
  return found;
}

async function expectMode(page: Page, shown: 'light' | 'dark', alts: string[]): Promise<void> {
  const hidden = shown === 'light' ? 'dark' : 'light';
  const images = diagramImages(page, shown);
  await expect(images).toHaveCount(alts.length);
  for (const [index, alt] of alts.entries()) {
    const image = images.nth(index);
    await expectImageLoaded(image);
    await expect(image).toHaveAttribute('src', new RegExp(`/diagrams/[0-9a-f]{16}\\.${shown}\\.svg$`));
    await expect(image).toHaveAttribute('alt', alt);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(diagramImages(page, hidden).nth(index)).toBeHidden();
  }
  const results = await new AxeBuilder({page}).include('article figure').withTags(axeTags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

for (const entry of pages) {
  test(`${entry.url}: diagrams load in light and dark, with no Mermaid code`, async ({page}) => {
    expect(entry.alts.length).toBeGreaterThan(0);
    const mermaidResponses = recordMermaidResponses(page);
    await page.goto(entry.url);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('pre code.language-mermaid')).toHaveCount(0);
    await expectMode(page, 'light', entry.alts);

    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectMode(page, 'dark', entry.alts);

    await page.waitForLoadState('networkidle');
    expect((await Promise.all(mermaidResponses)).flat()).toEqual([]);
  });
}

test('a wide diagram scrolls inside the column on a phone instead of shrinking the text', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/concepts/editor-state');
  const image = diagramImages(page, 'light').first();
  await expectImageLoaded(image);
  const {natural, rendered, scrollerScrolls, pageOverflows} = await image.evaluate((element: HTMLImageElement) => {
    const scroller = element.closest('figure')!.firstElementChild as HTMLElement;
    return {
      natural: element.width === 0 ? 0 : Number(element.getAttribute('width')),
      rendered: element.getBoundingClientRect().width,
      scrollerScrolls: scroller.scrollWidth > scroller.clientWidth,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  // The diagram is wider than the phone: shown at 3/4 of its size at least, scrolled sideways.
  expect(natural).toBeGreaterThan(390);
  expect(rendered).toBeGreaterThanOrEqual(natural * 0.75 - 1);
  expect(scrollerScrolls).toBe(true);
  expect(pageOverflows).toBe(false);
  // The image links to its file, which the reader can open and zoom.
  await expect(image.locator('xpath=..')).toHaveAttribute('href', /\/diagrams\/[0-9a-f]{16}\.light\.svg$/);
});
