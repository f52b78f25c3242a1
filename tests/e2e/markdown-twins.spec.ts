import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {parse} from 'parse5';
import {adapter} from 'parse5-htmlparser2-tree-adapter';
import {DomUtils} from 'htmlparser2';
import type {AnyNode, Document, Element} from 'domhandler';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {builtIndexSource} from '../../plugins/search-index';
import {buildDir, builtHtml} from './support/builtSite';

/**
 * The Markdown twins of the built site, read over HTTP from the served build
 * (no browser): every sitemap page has one, it parses, and it holds the page's
 * title, its h2/h3 headings and its code blocks byte for byte. llms.txt follows
 * its format and links only to files that exist.
 */

const sitemap = fs.existsSync(path.join(buildDir, 'sitemap.xml'))
  ? fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')
  : '';
const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? 'https://lexical.dev/').origin;

/** Where the twin of a page is: the rule of the site, written out here on its own. */
function twinOf(pathname: string): string {
  return pathname === '/' ? '/index.md' : `${pathname.replace(/\/$/, '')}.md`;
}

function oneLine(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).some((entry) => entry === name || entry.startsWith(`${name}_`));
}

/** The page's content as the reader sees it: its one article, else its main element. */
function contentOf(html: string): Element {
  const document = parse(html, {treeAdapter: adapter}) as unknown as Document;
  const articles = DomUtils.findAll((element) => element.name === 'article', document.children);
  return articles.length === 1
    ? articles[0]!
    : DomUtils.findOne((element) => element.name === 'main', document.children, true)!;
}

/**
 * Whether an element sits in page chrome (navigation, footers, hidden or interactive parts) or in what a reader cannot
 * reach (an inert still picture of a gallery example).
 */
function inChrome(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (node.type !== 'tag') break;
    if (['nav', 'footer', 'button'].includes(node.name)) return true;
    if (node.attribs['aria-hidden'] === 'true' || 'inert' in node.attribs) return true;
  }
  return false;
}

function headingTexts(content: Element): string[] {
  return DomUtils.findAll((element) => /^h[23]$/.test(element.name) && !inChrome(element), [content]).map((heading) =>
    oneLine(
      DomUtils.textContent(
        heading.children.filter((child: AnyNode) => !(child.type === 'tag' && hasClass(child as Element, 'hash-link'))),
      ),
    ),
  );
}

/** Text of each `<pre>`, as its copy button gives it: a `<br>` ends a line. */
function codeBlocks(content: Element): string[] {
  return DomUtils.findAll((element) => element.name === 'pre' && !inChrome(element), [content]).map((pre) => {
    const parts: string[] = [];
    const walk = (node: AnyNode): void => {
      if (node.type === 'text') parts.push((node as unknown as {data: string}).data);
      else if (node.type === 'tag') {
        const element = node as Element;
        if (element.name === 'br') parts.push('\n');
        else if (element.name !== 'button') element.children.forEach(walk);
      }
    };
    pre.children.forEach(walk);
    return parts.join('').replace(/\n$/, '');
  });
}

function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/**
 * The twin's status and text. A dropped connection is tried again (twice at most): the local test server
 * sometimes resets one of the many parallel requests while the machine is busy, which says nothing of the twin.
 */
async function fetchText(
  request: APIRequestContext,
  url: string,
  attempt = 1,
): Promise<{status: number; text: string}> {
  try {
    const response = await request.get(url);
    return {status: response.status(), text: response.status() === 200 ? await response.text() : ''};
  } catch (error) {
    if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return fetchText(request, url, attempt + 1);
  }
}

const shards = 4;

test.describe.configure({mode: 'parallel'});

for (let shard = 0; shard < shards; shard++) {
  test(`every sitemap page has a Markdown twin with its title, headings and code (part ${shard + 1})`, async ({
    request,
  }) => {
    // About 20 s on a quiet machine; room for a machine busy with the rest of the suite.
    test.setTimeout(180_000);
    // About 410 pages since the core module's members became sections of topic pages.
    expect(pagePaths.length, 'run `npm run build` first').toBeGreaterThan(350);
    const mine = pagePaths.filter((_, index) => index % shards === shard);
    const problems: string[] = [];
    for (let start = 0; start < mine.length; start += 16) {
      const batch = mine.slice(start, start + 16);
      const twins = await Promise.all(batch.map((pathname) => fetchText(request, twinOf(pathname))));
      batch.forEach((pathname, index) => {
        const {status, text} = twins[index]!;
        if (status !== 200) {
          problems.push(`${pathname}: twin ${twinOf(pathname)} answered ${status}`);
          return;
        }
        const tree = parseMarkdown(text);
        const headings: string[] = [];
        const code: string[] = [];
        visit(tree, (node) => {
          if (node.type === 'heading') headings.push(oneLine(toString(node)));
          if (node.type === 'code') code.push(node.value);
        });
        const first = tree.children[0];
        if (first?.type !== 'heading' || first.depth !== 1) problems.push(`${pathname}: does not open with an h1`);
        if (!text.includes(`${origin}${pathname}`)) problems.push(`${pathname}: does not name its URL`);
        // The page's own chrome (here the Copy page menu) is not content.
        if (text.includes('View as Markdown')) problems.push(`${pathname}: holds the Copy page menu`);
        const html = builtHtml(pathname.replace(/\/$/, '') || '/');
        if (!html) return problems.push(`${pathname}: no built HTML`) && undefined;
        const content = contentOf(html);
        const h1 = DomUtils.findOne((element) => element.name === 'h1', [content], true);
        if (h1 && oneLine(toString(first!)) !== oneLine(DomUtils.textContent(h1)))
          problems.push(`${pathname}: title "${toString(first!)}" is not the page's h1`);
        for (const heading of headingTexts(content))
          if (!headings.includes(heading)) problems.push(`${pathname}: heading "${heading}" missing`);
        for (const block of codeBlocks(content))
          if (!code.includes(block)) problems.push(`${pathname}: code block missing: ${block.slice(0, 60)}`);
      });
    }
    expect(problems).toEqual([]);
  });
}

test('llms.txt follows the llms.txt format and every link in it resolves', async ({request}) => {
  const {status, text} = await fetchText(request, '/llms.txt');
  expect(status).toBe(200);
  const lines = text.split('\n');
  expect(lines[0]).toMatch(/^# \S/);
  expect(lines[2]).toMatch(/^> \S/);
  const sections = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
  expect(sections).toEqual(['Guides', 'Extensions', 'Packages', 'API reference', 'Error codes', 'Optional']);
  // After the first section, every line is a heading, a link item or blank.
  const body = lines.slice(lines.findIndex((line) => line.startsWith('## ')));
  const itemPattern = /^- \[[^\]]+\]\((https?:\/\/[^)\s]+)\)(: .+)?$/;
  for (const line of body) expect(line === '' || line.startsWith('## ') || itemPattern.test(line), line).toBe(true);
  const links = body.flatMap((line) => itemPattern.exec(line)?.[1] ?? []);
  expect(links.length).toBeGreaterThan(80);
  expect(links.filter((link) => link.includes('/docs/api/modules/')).length).toBeGreaterThan(30);
  expect(links.some((link) => link.includes('/docs/api/classes/'))).toBe(false);
  const broken: string[] = [];
  for (let start = 0; start < links.length; start += 16) {
    const batch = links.slice(start, start + 16);
    const statuses = await Promise.all(batch.map(async (link) => (await request.get(new URL(link).pathname)).status()));
    batch.forEach((link, index) => statuses[index] !== 200 && broken.push(`${link}: ${statuses[index]}`));
  }
  expect(broken).toEqual([]);
  expect(links.every((link) => /\.(md|txt)$/.test(new URL(link).pathname))).toBe(true);
});

test('llms-full.txt, the package llms.txt files and the error codes are written', async ({request}) => {
  const full = await fetchText(request, '/llms-full.txt');
  expect(full.status).toBe(200);
  expect(full.text.startsWith('# ')).toBe(true);
  expect(full.text).not.toContain('/docs/api/classes/lexical.LexicalEditor>');
  const react = await fetchText(request, '/docs/packages/lexical-react/llms.txt');
  expect(react.status).toBe(200);
  expect(react.text).toContain('/docs/api/modules/lexical_react_LexicalComposer>');
  const codes = await fetchText(request, '/docs/error/codes.md');
  expect(codes.status).toBe(200);
  const table = parseMarkdown(codes.text).children.find((node) => node.type === 'table');
  expect(table && table.type === 'table' && table.children.length).toBeGreaterThan(100);
});

test('twins are in neither the sitemap nor the search index', async () => {
  expect(pagePaths.filter((pathname) => /\.(md|txt)$/.test(pathname))).toEqual([]);
  const core = (await builtIndexSource(buildDir).core()) as {paths: string[]};
  expect(core.paths.length).toBeGreaterThan(350);
  expect(core.paths.filter((pathname) => /\.md($|#)/.test(pathname))).toEqual([]);
});
