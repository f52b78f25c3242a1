import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {boxHeightsFile, firstFramesFile, stillFrame, type BoxHeights} from '../../plugins/gallery/types';
import {
  failScriptsHolding,
  installedLexicalVersion,
  isHarnessMessage,
  repoRoot,
  waitForHydration,
} from './support/site';

/** What `npm run gallery:pictures` recorded: each example's measured box heights, and its first frame. */
const heights = JSON.parse(fs.readFileSync(path.join(repoRoot, boxHeightsFile), 'utf8')) as Record<string, BoxHeights>;
const frames = JSON.parse(fs.readFileSync(path.join(repoRoot, firstFramesFile), 'utf8')) as Record<string, string>;

/** Uncaught errors and console errors of a page, for the tests to assert none. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isHarnessMessage(message.text())) problems.push(message.text());
  });
  return problems;
}

test.describe('the gallery page', () => {
  test('lists every example as a card that opens its page', async ({page}) => {
    const problems = problemsOf(page);
    await page.goto('/gallery');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Gallery'})).toBeVisible();
    const cards = page.locator('main li:has(h2)');
    expect(await cards.count()).toBeGreaterThanOrEqual(14);
    for (const card of await cards.all()) {
      await expect(card.locator('img')).toHaveAttribute('src', /\/img\/gallery\/[a-z0-9-]+\.jpg$/);
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/gallery\/[a-z0-9-]+$/);
    }
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/gallery\/[a-z0-9-]+$/);
    await expect(page.locator('[data-gallery-example]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('filters by text and tag, keeps the filter in the address, and says when nothing matches', async ({page}) => {
    await page.goto('/gallery');
    await waitForHydration(page);
    const cards = page.locator('main li:has(h2)');
    const all = await cards.count();
    await page.getByRole('button', {name: 'tables', exact: true}).click();
    await expect(page.getByRole('button', {name: 'tables', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]tag=tables/);
    expect(await cards.count()).toBeLessThan(all);
    await expect(cards.first()).toContainText(/table/i);
    await page.getByRole('searchbox').fill('no such example anywhere');
    await expect(page.getByText('No example matches this filter.')).toBeVisible();
    await page.getByRole('button', {name: 'Show all examples'}).click();
    expect(await cards.count()).toBe(all);
  });

  test('an address with garbage in its query still shows the gallery', async ({page}) => {
    const problems = problemsOf(page);
    await page.goto('/gallery?tag=%3Cscript%3E&tag=nope&q=%E0%A4%A&q=x');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Gallery'})).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('\ufffd%A');
    expect(problems).toEqual([]);
  });
});

test('every API an example names is a section of the reference', async ({page, request}) => {
  await page.goto('/gallery');
  await waitForHydration(page);
  const pages = await page
    .locator('main li h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const checked = new Map<string, Promise<string>>();
  for (const examplePage of pages) {
    const html = await (await request.get(examplePage)).text();
    // The HTML is minified: attribute values may be unquoted.
    const hrefs = [...html.matchAll(/href="?(\/docs\/api\/[^"\s>]+)/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    );
    expect(hrefs.length, examplePage).toBeGreaterThan(0);
    for (const href of hrefs) {
      const [pagePath, anchor] = href.split('#');
      if (!checked.has(pagePath!)) {
        checked.set(
          pagePath!,
          request.get(pagePath!).then(async (response) => (response.status() === 200 ? response.text() : '')),
        );
      }
      const target = await checked.get(pagePath!)!;
      expect(target, `${examplePage} -> ${href}`).not.toBe('');
      if (anchor) expect(target, `${examplePage} -> ${href}`).toMatch(new RegExp(`id="?${anchor}[\\s">]`));
    }
  }
});

test.describe('an example page', () => {
  const slug = 'rich-text-toolbar';

  test('runs the example, explains it, lists its source, and opens it in StackBlitz pinned to the documented version', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    await page.goto(`/gallery/${slug}`);
    await waitForHydration(page);
    const box = page.locator(`[data-gallery-example="${slug}"]`);
    await expect(box.locator('[contenteditable="true"]').first()).toBeVisible({timeout: 20_000});
    await expect(page.getByRole('heading', {level: 2, name: 'What it shows'})).toBeVisible();
    const apiLinks = page.locator('main ul li a[href^="/docs/api/"]');
    expect(await apiLinks.count()).toBeGreaterThan(0);
    await expect(page.locator('.theme-code-block').first()).toContainText('export default function App');
    await expect(page.getByText(`lexical@${installedLexicalVersion()}`)).toBeVisible();

    // The developer panel shows the editor state tree and follows edits.
    const panelButton = page.getByRole('button', {name: 'Show the editor state'});
    await expect(panelButton).toHaveAttribute('aria-expanded', 'false');
    await panelButton.click();
    await expect(page.getByRole('button', {name: 'Hide the editor state'})).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[id^="dev-panel-"] pre').first()).toContainText('root');
    await box.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('Panel follows');
    await expect(page.locator('[id^="dev-panel-"] pre').first()).toContainText('Panel follows');

    // StackBlitz is opened with a form post to a new window: read the project it sends.
    const popupPromise = page.waitForEvent('popup');
    const postPromise = page.context().waitForEvent('request', (request) => request.url().includes('stackblitz.com'));
    await page.context().route('https://stackblitz.com/**', (route) => route.fulfill({status: 200, body: 'ok'}));
    await page.getByRole('button', {name: 'Open in StackBlitz'}).click();
    const post = await postPromise;
    await popupPromise;
    const form = new URLSearchParams(post.postData() ?? '');
    const manifest = JSON.parse(form.get('project[files][package.json]') ?? '{}') as {
      dependencies?: Record<string, string>;
    };
    expect(manifest.dependencies?.lexical).toBe(installedLexicalVersion());
    expect(form.get('project[files][src/App.tsx]')).toContain('export default function App');
    expect(form.get('project[files][src/main.tsx]')).toContain("import App from './App'");
    expect(problems).toEqual([]);
  });

  test('an example whose code cannot load offers Retry, and runs once it can', async ({page}) => {
    // The example's own chunk: its compiled root element (the page's data holds the source, written with `=`).
    const counts = await failScriptsHolding(page, `className:"${slug}"`, (download) => download === 1);
    await page.goto(`/gallery/${slug}`);
    await waitForHydration(page);
    await expect(page.getByText('The example’s code could not be loaded.')).toBeVisible({timeout: 20_000});
    expect(counts.failed).toBe(1);
    // Until it runs, the box keeps the height the running example was measured at: nothing below it moves.
    const box = page.locator(`[data-gallery-example="${slug}"]`);
    expect(Math.round((await box.boundingBox())!.height)).toBe(heights[slug]!.wide);
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator(`[data-gallery-example="${slug}"] [contenteditable="true"]`).first()).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe("an example page's first frame", () => {
  // The text of markup, as a browser reads it out of the page (entities decoded by the HTML parser).
  const textOf = (html: string) => DomUtils.textContent(parseDocument(html));

  test('is in the HTML of every example page that has one, still, and the page says the example needs JavaScript', async ({
    browser,
  }) => {
    expect(Object.keys(frames).length).toBeGreaterThanOrEqual(14);
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    for (const [slug, frame] of Object.entries(frames)) {
      await page.goto(`/gallery/${slug}`);
      const box = page.locator(`[data-gallery-example="${slug}"]`);
      await expect(box.locator(':scope > [inert]'), slug).toHaveText(textOf(frame), {useInnerText: false});
      await expect(box.locator('[contenteditable]'), slug).toHaveCount(0);
      await expect(page.getByText('Loading the example…'), slug).toBeHidden();
      await expect(page.getByText(/This example runs in the page, with JavaScript, which is off/), slug).toBeVisible();
    }
    await context.close();
  });

  test('is what each running example shows once started (if not, run npm run gallery:pictures)', async ({page}) => {
    for (const [slug, frame] of Object.entries(frames)) {
      await page.goto(`/gallery/${slug}`);
      const box = page.locator(`[data-gallery-example="${slug}"][data-gallery-status="ready"]`);
      await box.waitFor({timeout: 20_000});
      await expect
        .poll(async () => stillFrame(await box.evaluate((element) => element.innerHTML)), {message: slug})
        .toBe(frame);
    }
  });

  test("is left out of the page's Markdown twin, which says where the example runs instead", async ({request}) => {
    const twin = await (await request.get('/gallery/rich-text-toolbar.md')).text();
    expect(twin).toContain('> **Interactive example**');
    expect(twin).not.toContain('Loading the example…');
    // The frame's heading; the listing below has the same words only inside a code block.
    expect(twin).not.toContain('## A toolbar that follows the caret');
    expect(twin).toContain("$createTextNode('A toolbar that follows the caret')");
  });

  test('holds the box while the code downloads; the example then takes over without moving the page', async ({
    page,
  }) => {
    const slug = 'rich-text-toolbar';
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(`className:"${slug}"`)) await released;
      await route.fulfill({response}).catch(() => undefined);
    });
    await page.goto(`/gallery/${slug}`);
    await waitForHydration(page);
    const box = page.locator(`[data-gallery-example="${slug}"]`);
    await expect(box).toHaveAttribute('data-gallery-status', 'loading');
    await expect(box.getByRole('status')).toHaveText('Loading the example…');
    await expect(box.locator(':scope > [inert]')).toContainText('A toolbar that follows the caret');
    await expect(box.locator('[contenteditable]')).toHaveCount(0);
    // Queries by role, as assistive technology and test runners make them, find nothing in the frame.
    await expect(box.getByRole('textbox')).toHaveCount(0);
    await expect(box.getByRole('button', {name: 'Bold'})).toHaveCount(0);
    // The frame is inert: a click on it neither focuses nor edits anything.
    await box.getByText('A toolbar that follows the caret').click({force: true});
    await page.keyboard.type('lost?');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const before = {box: await box.boundingBox(), next: await page.locator('#what-it-shows').boundingBox()};
    expect(Math.round(before.box!.height)).toBe(heights[slug]!.wide);

    release();
    const editor = box.locator('[contenteditable="true"]').first();
    await expect(editor).toBeVisible({timeout: 20_000});
    await expect(box.getByRole('status')).toHaveCount(0);
    await expect(editor).not.toContainText('lost?');
    expect(await box.boundingBox()).toEqual(before.box);
    expect(await page.locator('#what-it-shows').boundingBox()).toEqual(before.next);
  });
});
