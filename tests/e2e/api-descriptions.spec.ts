import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import yaml from 'js-yaml';
import {classUrl} from '../../lib/lexical-packages/naming';
import {coreClasses} from '../helpers/coreClasses';
import {buildDir} from './support/builtSite';
import {waitForHydration} from './support/site';

/**
 * Every export and every member of the classes readers use most is described where a reader meets it: the
 * package pages' export tables and the class pages, as Chromium renders them; and the site's own descriptions
 * reach the search index and the Markdown twins. The expected texts are read from api-descriptions/, not from the
 * package model that renders them.
 */

const descriptionsDir = path.join(buildDir, '..', 'api-descriptions');

/** The site's descriptions of one package file, by key (one line each, as the pages show them). */
function descriptionsOf(file: string): Map<string, string> {
  const data = yaml.load(fs.readFileSync(path.join(descriptionsDir, file), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(data).map(([key, text]) => [key, text.replace(/\s+/g, ' ').trim()]));
}

/** The text a reader sees: code spans' backticks and links' Markdown gone. */
function asRendered(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ');
}

/** The first sentence, as the package tables show it. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

const packagePages = fs
  .readdirSync(path.join(buildDir, '..', 'docs', 'packages'))
  .filter((file) => file.endsWith('.mdx') && file !== 'lexical-internal.mdx')
  .map((file) => `/docs/packages/${file.replace(/\.mdx$/, '')}`);

/** Rows of the page's export tables whose description cell has no text. */
async function undescribedRows(page: Page): Promise<{rows: number; empty: string[]}> {
  return page.locator('[data-package-exports] tr[data-export-name]').evaluateAll((rows) => ({
    rows: rows.length,
    empty: rows
      .filter((row) => !(row.children[2]?.textContent ?? '').replace('Deprecated', '').trim())
      .map((row) => row.getAttribute('data-export-name')!),
  }));
}

test('every row of every package export table has a description', async ({page}) => {
  test.setTimeout(180_000);
  expect(packagePages.length).toBeGreaterThanOrEqual(31);
  let rows = 0;
  const empty: string[] = [];
  for (const route of packagePages) {
    await page.goto(route);
    const found = await undescribedRows(page);
    rows += found.rows;
    empty.push(...found.empty.map((name) => `${route}: ${name}`));
    await expect(page.getByText('No doc comment.')).toHaveCount(0);
  }
  expect(empty).toEqual([]);
  expect(rows).toBeGreaterThan(1300);
});

test("a package table shows the first sentence of the site's description, its links working", async ({page}) => {
  const description = descriptionsOf('lexical-table.yaml').get('$findTableNode')!;
  await page.goto('/docs/packages/lexical-table');
  await waitForHydration(page);
  const cell = page.locator('[data-package-exports] tr[data-export-name="$findTableNode"] td').nth(2);
  await expect(cell).toHaveText(asRendered(firstSentence(description)));
  // A description with a link renders it as one (in the table of the core package).
  const linked = [...descriptionsOf('lexical.yaml')].find(
    ([key, text]) => !key.includes('.') && /\[[^\]]+\]\(\/docs\/[^)]+\)/.test(firstSentence(text)),
  );
  if (linked) {
    await page.goto('/docs/packages/lexical');
    const link = page.locator(`[data-package-exports] tr[data-export-name="${linked[0]}"] td a[href^="/docs/"]`);
    await expect(link.first()).toBeVisible();
  }
});

for (const [packageName, className] of coreClasses) {
  test(`every member on the API page of ${className} (${packageName}) has a description`, async ({page}) => {
    await page.goto(classUrl(packageName, className));
    const members = await page.locator('article .markdown').evaluate((root) => {
      const result: {name: string; text: string}[] = [];
      let section = '';
      for (const element of Array.from(root.children)) {
        if (element.tagName === 'H2') section = element.textContent ?? '';
        if (element.tagName !== 'H3' || !/Constructors|Properties|Methods|Accessors/.test(section)) continue;
        // The member's text: its paragraphs, and those of each of its call signatures (an overloaded method), up to
        // the next member, less the signature (a blockquote), the 'Since' badge and source link every member has, and
        // what comes under the parameters, returns, inherited-from and similar headings.
        let text = '';
        let collecting = true;
        for (let next = element.nextElementSibling; next && !/^H[1-3]$/.test(next.tagName);) {
          if (/^H[4-6]$/.test(next.tagName)) collecting = next.textContent?.trim() === 'Call Signature';
          else if (collecting && (next.tagName === 'P' || next.tagName === 'UL' || next.tagName === 'DIV')) {
            const copy = next.cloneNode(true) as HTMLElement;
            copy.querySelectorAll('.api-since, .api-source').forEach((badge) => badge.remove());
            text += copy.textContent ?? '';
          }
          next = next.nextElementSibling;
        }
        result.push({name: element.textContent ?? '', text: text.trim()});
      }
      return result;
    });
    expect(members.length, 'no member sections found: has the page layout changed?').toBeGreaterThan(0);
    expect(members.filter((member) => !member.text).map((member) => member.name)).toEqual([]);
    // Property rows: the description cell of each row of a properties table.
    const emptyProperties = await page.locator('article .markdown table').evaluateAll((tables) =>
      tables
        .filter((table) => /Description/.test(table.querySelector('thead')?.textContent ?? ''))
        .flatMap((table) => {
          const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim());
          const column = headers.indexOf('Description');
          return Array.from(table.querySelectorAll('tbody tr'))
            .filter((row) => {
              const cell = row.children[column]?.cloneNode(true) as HTMLElement | undefined;
              cell?.querySelectorAll('.api-since, .api-source').forEach((badge) => badge.remove());
              return !cell?.textContent?.trim();
            })
            .map((row) => row.children[0]?.textContent ?? '');
        }),
    );
    expect(emptyProperties).toEqual([]);
  });
}

test("the site's descriptions are in the search index and in the Markdown twins, one export per package", () => {
  const indexDir = path.join(buildDir, 'search-index');
  const [buildId] = fs.readdirSync(indexDir);
  const indexText = fs
    .readdirSync(path.join(indexDir, buildId!))
    .map((file) => fs.readFileSync(path.join(indexDir, buildId!, file), 'utf8'))
    .join('\n')
    .replace(/\s+/g, ' ');
  const checked: string[] = [];
  for (const file of fs.readdirSync(descriptionsDir)) {
    const exported = [...descriptionsOf(file)].find(([key]) => !key.includes('.'));
    if (!exported) continue;
    const sentence = asRendered(firstSentence(exported[1]));
    const twin = fs.readFileSync(path.join(buildDir, 'docs', 'packages', `${file.replace(/\.yaml$/, '')}.md`), 'utf8');
    expect(
      asRendered(twin.replace(/\\([\\`*_[\]])/g, '$1')),
      `${file}: ${exported[0]} in the package page's twin`,
    ).toContain(sentence);
    // The index stores text JSON-escaped; compare the words of the sentence's start.
    const start = sentence.split(' ').slice(0, 6).join(' ').replace(/"/g, '\\"');
    expect(indexText, `${file}: ${exported[0]} in the search index`).toContain(start);
    checked.push(file);
  }
  expect(checked.length).toBeGreaterThanOrEqual(25);
});

test("a declaration whose only comment is its file's licence header shows the site's description", async ({page}) => {
  // The licence header precedes HashtagConfig's declaration, and TypeDoc takes it for its comment.
  const description = descriptionsOf('lexical-hashtag.yaml').get('HashtagConfig')!;
  await page.goto('/docs/api/interfaces/lexical_hashtag.HashtagConfig');
  await expect(page.locator('article .markdown')).toContainText(asRendered(firstSentence(description)));
});

test('an exported internal function keeps its signature and shows its description', async ({page}) => {
  const description = descriptionsOf('lexical-hashtag.yaml').get('registerLexicalHashtag')!;
  await page.goto('/docs/api/modules/lexical_hashtag#registerlexicalhashtag');
  const section = page.locator('article .markdown');
  await expect(section.locator('blockquote', {hasText: 'registerLexicalHashtag(editor'})).toHaveCount(1);
  await expect(section).toContainText(asRendered(firstSentence(description)));
});
