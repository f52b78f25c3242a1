import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {layoutShiftSince, layoutShiftViewports, recordLayoutShifts} from './support/layoutShift';
import {commonMisuses, throwingEditor, type LexicalModule} from './support/lexicalMisuses';

const require = createRequire(__filename);
const dist = path.resolve(__dirname, '../../node_modules/lexical/dist');
const prod = require(path.join(dist, 'Lexical.prod.js')) as LexicalModule;
const dev = require(path.join(dist, 'Lexical.dev.js')) as LexicalModule;

/** Real misuses of the editor API, each run against a given build of lexical. */
const misuses: Record<string, (lexical: LexicalModule) => void> = {
  ...commonMisuses,
  '$getNodeByKeyOrThrow() with an unknown key': (l) => {
    throwingEditor(l).update(() => l.$getNodeByKeyOrThrow('<img src=x onerror=alert(1)>'), {discrete: true});
  },
};

function thrownMessage(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the call to throw');
}

async function decodedText(page: Page): Promise<string> {
  return (await page.getByTestId('decoded-message').textContent()) ?? '';
}

for (const [name, misuse] of Object.entries(misuses)) {
  test(`decodes the production error of ${name}`, async ({page, baseURL}) => {
    const minified = thrownMessage(() => misuse(prod));
    const match = /Minified Lexical error #(\d+); visit (\S+) for the full message/.exec(minified);
    expect(match, minified).not.toBeNull();
    const url = new URL(match![2]);
    expect(url.origin + url.pathname).toBe('https://lexical.dev/docs/error');
    // The build tag is itself a value: the production build reports "+prod", the development one "+dev".
    const expected = thrownMessage(() => misuse(dev)).replace('+dev.cjs', '+prod.cjs');
    await page.goto(`${baseURL}/docs/error${url.search}`);
    await expect(page.getByRole('heading', {level: 2, name: `Error code #${match![1]}`})).toBeVisible();
    await expect.poll(() => decodedText(page)).toBe(expected);
  });
}

test('the production warning URL decodes too', async ({page}) => {
  // $assumeActiveEditor() with another editor than the one being read: the
  // development build throws, the production build only warns (with a code).
  const misuse = (l: LexicalModule) => {
    const [a, b] = [l.createEditor(), l.createEditor()];
    a.getEditorState().read(() => l.$assumeActiveEditor(b), {editor: a});
  };
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (message: unknown) => warnings.push(String(message));
  try {
    misuse(prod);
  } finally {
    console.warn = original;
  }
  const match = warnings.map((w) => /Minified Lexical warning #(\d+); visit (\S+) /.exec(w)).find(Boolean);
  expect(match, warnings.join('\n')).toBeTruthy();
  const devMessage = thrownMessage(() => misuse(dev));
  await page.goto(`/docs/error${new URL(match![2]).search}`);
  await expect(page.getByRole('heading', {level: 2, name: `Error code #${match![1]}`})).toBeVisible();
  await expect.poll(() => decodedText(page)).toBe(devMessage);
  await expect(page.getByText(/logs it as a warning in production/)).toBeVisible();
});

test('values are shown as text, never as HTML', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto('/docs/error?code=63&v=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect.poll(() => decodedText(page)).toContain('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('garbage input gets a clear message', async ({page}) => {
  test.setTimeout(180_000);
  for (const code of ['abc', '-1']) {
    await page.goto(`/docs/error?code=${code}`);
    await expect(page.getByRole('heading', {level: 2, name: 'Not an error code'})).toBeVisible();
  }
  await page.goto(`/docs/error/?code=63&v=${'x'.repeat(10_000)}`);
  await expect(page.getByText('Values longer than 500 characters are shortened.')).toBeVisible();
  await page.goto('/docs/error?code=99999');
  await expect(page.getByText(/Code #99999 is not known to Lexical 0\.50\.0/)).toBeVisible();
  await expect(page.getByText(/development build of Lexical prints every message/)).toBeVisible();
  await page.goto('/docs/error?code=63');
  await expect(page.getByText('[value 1 missing]')).toBeVisible();
  await page.goto('/docs/error?code=63&v=a&v=surplus');
  await expect(page.getByText('surplus')).toBeVisible();
});

test('without a code, lists every code and filters them', async ({page}) => {
  await page.goto('/docs/error/');
  await expect(page.getByRole('heading', {level: 1, name: 'Lexical error codes'})).toBeVisible();
  const rows = page.locator('main li').filter({has: page.getByRole('link', {name: /^Code \d+$/})});
  const total = await rows.count();
  expect(total).toBeGreaterThan(300);
  await page.getByLabel('Filter by code number or words').fill('active editor state');
  await expect(rows).not.toHaveCount(total);
  for (const text of await rows.allTextContents())
    for (const word of ['active', 'editor', 'state']) expect(text.toLowerCase()).toContain(word);
  await page.getByLabel('Filter by code number or words').fill('195');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/error\?code=195$/);
  await expect(page.getByRole('heading', {level: 2, name: 'Error code #195'})).toBeVisible();
});

test('client-side navigation from another page reaches the decoder', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as {spaMarker: boolean}).spaMarker = true));
  await page.getByRole('contentinfo').getByRole('link', {name: 'Error codes'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Lexical error codes'})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {spaMarker?: boolean}).spaMarker)).toBe(true);
});

for (const theme of ['light', 'dark']) {
  test(`has no axe violations (${theme})`, async ({page}) => {
    // axe over ~350 list rows is slow on a busy machine.
    test.setTimeout(240_000);
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    // The page without a query is in the sitemap, which sitemap-sweep.spec.ts checks with axe in both modes.
    await page.goto('/docs/error?code=63&v=abc');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // Scoped to this page's content: the navbar and footer are shared by every page.
    const results = await new AxeBuilder({page})
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('a code whose message changed leads with the newest message and lists the others by release', async ({page}) => {
  // Lexical fixed a typo in code 91 in 0.14.
  await page.goto('/docs/error?code=91');
  await expect(page.getByTestId('decoded-message')).toHaveText('syncPropertiesFromYjs: could not find element node');
  const others = page.getByTestId('other-messages');
  await expect(others).toContainText('syncPropertiesFromYjs: cound not find element node');
  await expect(others).toContainText('0.13.1');
});

test('a build tag in the values names the reader’s release and leads with its message', async ({page}) => {
  await page.goto(
    `/docs/error?code=91&v=${encodeURIComponent(' Detected on the page: 1 compatible editor(s) with version 0.12.0+prod.cjs')}`,
  );
  await expect(page.getByTestId('reader-release')).toContainText('Lexical 0.12.0 (your release)');
  await expect(page.getByTestId('decoded-message')).toHaveText(/^syncPropertiesFromYjs: cound not find element node/);
  await expect(page.getByTestId('other-messages')).toContainText('syncPropertiesFromYjs: could not find element node');
});

test('a development-only check decodes, marked as never thrown by a production bundle', async ({page}) => {
  // $validatePoint's checks run only in development builds.
  await page.goto('/docs/error?code=220&v=anchor&v=5');
  await expect(page.getByTestId('decoded-message')).toHaveText('$validatePoint: anchor key 5 is not an ElementNode');
  await expect(page.getByTestId('never-thrown')).toContainText('only development builds make this check');
});

test("codes no published bundle throws lead with Lexical's own table message, marked as never thrown", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lexicalCodes = (
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../plugins/error-codes/data/lexical-codes.json'), 'utf8'),
    ) as {codes: Record<string, string>}
  ).codes;
  // What releases 0.1 and 0.2 (numbered differently) used codes 2 and 6 for.
  const early: Record<number, {message: string; release: string}> = {
    2: {message: 'A ListItemNode must have a ListNode for a parent.', release: '0.2.5'},
    6: {message: 'insertText: first node is not a text node', release: '0.2.5'},
  };
  const marker =
    "No production bundle published since Lexical 0.3.0 throws this code: this is the message Lexical's own code table gives it.";
  for (const code of [0, 186, 258, 261, 273, 2, 6]) {
    const template = lexicalCodes[code].replace(/\$\{[^}]*\}/g, '%s');
    const values = template
      .split('%s')
      .slice(1)
      .map((_, index) => `value-${index + 1}`);
    let expected = template;
    for (const value of values) expected = expected.replace('%s', value);
    await page.goto(`/docs/error?code=${code}${values.map((value) => `&v=${value}`).join('')}`);
    await expect(page.getByRole('heading', {level: 2, name: `Error code #${code}`})).toBeVisible();
    await expect(page.getByTestId('decoded-message'), `#${code}`).toHaveText(expected);
    await expect(page.getByTestId('table-message'), `#${code}`).toContainText(marker);
    if (early[code]) {
      await expect(page.getByTestId('table-message')).toContainText(
        'Releases before 0.3.0 numbered their messages differently',
      );
      const item = page.getByTestId('other-messages').getByRole('listitem').filter({hasText: early[code].message});
      await expect(item, `#${code}`).toHaveCount(1);
      await expect(item).toContainText(early[code].release);
    } else {
      await expect(page.getByTestId('other-messages')).toHaveCount(0);
    }
  }
  // The Markdown twin of the page says the same.
  const twin = await request.get('/docs/error/codes.md');
  expect(twin.status()).toBe(200);
  const line = (await twin.text()).split('\n').find((l) => l.startsWith('| 0 |'));
  expect(line).toContain(lexicalCodes[0]);
  expect(line).toContain("Lexical's code table; no production bundle since 0.3.0 throws it");
});

test('opening a code does not shift the layout while it decodes', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {layoutShift: number};
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/docs/error?code=15');
  await expect(page.getByTestId('decoded-message')).toBeVisible();
  // The code index is in the static HTML, but hidden before the first paint.
  await expect(page.getByRole('heading', {name: 'All known codes'})).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift)).toBeLessThan(0.02);
});

test.describe('on a phone', () => {
  test.use({viewport: layoutShiftViewports.phone});

  test('opening a code does not shift the layout while it decodes', async ({page}) => {
    await recordLayoutShifts(page);
    await page.goto('/docs/error?code=15');
    await expect(page.getByTestId('decoded-message')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'All known codes'})).toHaveCount(0);
    await page.waitForTimeout(500);
    const {total, summary} = await layoutShiftSince(page);
    expect(total, summary).toBeLessThan(0.02);
  });
});
