/**
 * A docs page's content loads when the reader reaches for it (plugins/speed/deferred-content): a first load keeps the
 * server's markup, readable and navigable, and downloads none of the content's code.
 */
import {expect, test, type Page} from '@playwright/test';
import {failScriptsHolding, hasReactFiber, reachForContent, scriptsHolding, waitForHydration} from './support/site';

/** A sentence of /docs/intro's content: in its HTML, and in the content's chunk. */
const introSentence = 'Lexical is an extensible text editor framework';

const contentBox = (page: Page) => page.locator('article .theme-doc-markdown');

/** Tags the content box's element and its first code block, to tell later whether React replaced them. */
async function tagElements(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.assign(window, {
      taggedBox: document.querySelector('article .theme-doc-markdown'),
      taggedPre: document.querySelector('article .theme-doc-markdown pre'),
    });
  });
}
const stillConnected = (page: Page) =>
  page.evaluate(() => {
    const tagged = window as unknown as {taggedBox: Element; taggedPre: Element};
    return {box: tagged.taggedBox.isConnected, pre: tagged.taggedPre.isConnected};
  });

test('a first load keeps the content as the server wrote it and downloads none of its code', async ({page}) => {
  const contentScripts = scriptsHolding(page, introSentence);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(contentBox(page)).toContainText(introSentence);
  expect(await hasReactFiber(contentBox(page))).toBe(true);
  expect(await hasReactFiber(contentBox(page).locator('p').first())).toBe(false);
  expect(await contentScripts()).toEqual([]);
});

test('pointing at a code block renders the content in place: its buttons appear, without Prism', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const contentScripts = scriptsHolding(page, introSentence);
  // Prism's core is the one script with this attribute name in it.
  const prismScripts = scriptsHolding(page, 'data-manual');
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await tagElements(page);
  const block = contentBox(page).locator('.theme-code-block').first();
  const code = (await block.locator('pre').innerText()).trim();
  await block.locator('pre').hover();
  const copy = block.getByRole('button', {name: /copy code/i});
  await copy.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The box stays; what is in it is React's now. The server's highlighting is kept (no Prism downloaded).
  expect(await stillConnected(page)).toEqual({box: true, pre: false});
  expect(await hasReactFiber(contentBox(page).locator('p').first())).toBe(true);
  expect(await contentScripts()).toHaveLength(1);
  expect(await prismScripts()).toEqual([]);
  await expect(block.locator('pre .token').first()).toBeVisible();
});

test("a click on a control before the content runs is held, then given to the content's control", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/concepts/editor-state');
  await waitForHydration(page);
  const example = contentBox(page).getByTestId('live-example').first();
  expect(await hasReactFiber(example)).toBe(false);
  // A click where the reader's pointer never went first (nothing else asks for the content).
  await example.getByRole('button', {name: 'Copy', exact: true}).dispatchEvent('click');
  await expect(example.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await hasReactFiber(example)).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('lexical');
});

test('before the content runs, a table wider than the page is already a keyboard-scrollable region', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/packages/lexical-a11y');
  await waitForHydration(page);
  const boxes = contentBox(page).locator('[data-scroll-box]');
  const states = () =>
    boxes.evaluateAll((elements) =>
      elements.map((box) => ({
        overflowing: box.scrollWidth > box.clientWidth + 1,
        region: box.getAttribute('role') === 'region' && box.getAttribute('tabindex') === '0',
      })),
    );
  const before = await states();
  expect(before.some((state) => state.overflowing)).toBe(true);
  expect(before.every((state) => state.region === state.overflowing)).toBe(true);
  expect(await hasReactFiber(boxes.first())).toBe(false);
  // The same once a key press has made the content run (the component's own measurement then).
  await reachForContent(page);
  await expect.poll(states).toEqual(before);
  expect(await hasReactFiber(boxes.first())).toBe(true);
});

test('a client-side navigation shows the whole next page, and coming back shows the first one whole', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {deferredContentMark: true}));
  const next = page.locator('.pagination-nav__link--next');
  const nextTitle = (await next.locator('.pagination-nav__label').textContent())!.trim();
  await next.click();
  await expect(page.locator('article h1')).toHaveText(nextTitle);
  // The content came with the page, rendered by React, not left empty for a while.
  expect(await contentBox(page).locator('p').count()).toBeGreaterThan(0);
  expect(await hasReactFiber(contentBox(page).locator('p').first())).toBe(true);

  await page.goBack();
  await expect(contentBox(page)).toContainText(introSentence);
  await expect.poll(() => hasReactFiber(contentBox(page).locator('p').first())).toBe(true);
  expect(await page.evaluate(() => 'deferredContentMark' in window)).toBe(true);
});

test('a content chunk that fails to load leaves the server markup in place, readable, with no page error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const failures = await failScriptsHolding(page, introSentence, () => true);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Shift');
  await expect.poll(() => failures.failed).toBe(1);
  await expect(contentBox(page)).toContainText(introSentence);
  await expect(contentBox(page).locator('pre').first()).toBeVisible();
  expect(await hasReactFiber(contentBox(page).locator('p').first())).toBe(false);
  expect(errors).toEqual([]);
});

/** A sentence of the long blog post's content after its preview (not on the blog's list pages). */
const postSentence = 'A Lexical editor never edits the document in place';
const postBox = (page: Page) => page.locator('article [data-deferred-content]');

test("a blog post's content is server markup on a first load, and renders in place once the reader points at its code", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const contentScripts = scriptsHolding(page, postSentence);
  await page.goto('/blog/long-blog-post');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(postBox(page)).toContainText(postSentence);
  // The feed generator's anchor stays on the box.
  await expect(postBox(page)).toHaveAttribute('id', '__blog-post-container');
  expect(await hasReactFiber(postBox(page))).toBe(true);
  expect(await hasReactFiber(postBox(page).locator('p').first())).toBe(false);
  expect(await contentScripts()).toEqual([]);

  const block = postBox(page).locator('.theme-code-block').first();
  // The server markup's lines are elements of their own, which innerText separates by blank lines.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const code = lines(await block.locator('pre').innerText());
  expect(code.length).toBeGreaterThan(3);
  await block.locator('pre').hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect.poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
  expect(await hasReactFiber(postBox(page).locator('p').first())).toBe(true);
  expect(await contentScripts()).toHaveLength(1);
});

test("the blog's list page renders its previews as before, and a post reached from it renders whole", async ({
  page,
}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  // Several previews on one page: none is deferred.
  await expect(page.locator('[data-deferred-content]')).toHaveCount(0);
  const preview = page.locator('article .markdown p').first();
  expect(await hasReactFiber(preview)).toBe(true);
  await page.locator('article h2 a[href="/blog/long-blog-post"]').click();
  await expect(page).toHaveURL(/\/blog\/long-blog-post$/);
  await expect(postBox(page)).toContainText(postSentence);
  expect(await hasReactFiber(postBox(page).locator('p').first())).toBe(true);
});
