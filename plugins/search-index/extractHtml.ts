/**
 * Turns one rendered page (the HTML the production build wrote) into search
 * records: one for the page, one per h2/h3 section. Reading the rendered
 * output, not the Markdown, means generated pages (the API reference), MDX
 * components and React pages are indexed exactly as readers see them.
 */
import {parseDocument, DomUtils} from 'htmlparser2';
import type {AnyNode, Element} from 'domhandler';
import {apiReferenceGroup, blogGroup, cleanText, galleryGroup, type SearchRecord} from './shared';

export interface PageInput {
  /** Route path of the page, e.g. `/docs/concepts/transforms`. */
  path: string;
  html: string;
}

/** Subtrees that are chrome, not content. */
const skippedClasses = [
  'hash-link',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-doc-toc-mobile',
  'pagination-nav',
  'buttonGroup',
  // The 'Source' link of an API symbol says nothing about it.
  'api-source',
];
const skippedTags = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'head']);

function classList(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClassPrefix(element: Element, prefix: string): boolean {
  return classList(element).some((name) => name === prefix || name.startsWith(`${prefix}_`));
}

function isSkipped(element: Element): boolean {
  return (
    skippedTags.has(element.name) ||
    skippedClasses.some((name) => hasClassPrefix(element, name)) ||
    // A notice the page shows only when its scripts did not load (lib/ui/ScriptFallback).
    'data-script-fallback' in element.attribs ||
    // What a reader cannot reach: a still picture of a gallery example before its code runs.
    'inert' in element.attribs
  );
}

/** Visible text of a subtree, without the chrome `isSkipped` lists. */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data;
  if (!DomUtils.isTag(node)) return '';
  if (isSkipped(node)) return '';
  const text = node.children.map(textOf).join('');
  // Block elements end words: "<li>a</li><li>b</li>" must not read "ab".
  return /^(p|div|li|h[1-6]|pre|tr|td|th|br|dt|dd|section|header|table|blockquote)$/.test(node.name)
    ? ` ${text} `
    : text;
}

function findFirst(root: AnyNode[], test: (element: Element) => boolean): Element | null {
  return DomUtils.findOne(test, root, true);
}

/** The element holding the page's own content, best guess first. */
function contentRoot(nodes: AnyNode[]): Element | null {
  return (
    findFirst(nodes, (element) => classList(element).includes('theme-doc-markdown')) ??
    findFirst(nodes, (element) => element.attribs.itemprop === 'articleBody') ??
    findFirst(nodes, (element) => element.name === 'main')
  );
}

function metaContent(nodes: AnyNode[], name: string): string | undefined {
  return findFirst(nodes, (element) => element.name === 'meta' && element.attribs.name === name)?.attribs.content;
}

/** Group label the modal shows above hits: the API, the blog, a docs category... */
function groupOf(path: string, nodes: AnyNode[]): string {
  if (/^\/docs\/api(\/|$)/.test(path)) return apiReferenceGroup;
  if (/^\/blog(\/|$)/.test(path)) return blogGroup;
  if (/^\/gallery(\/|$)/.test(path)) return galleryGroup;
  const crumbs = findFirst(nodes, (element) => hasClassPrefix(element, 'theme-doc-breadcrumbs'));
  if (crumbs) {
    const labels = DomUtils.findAll((element) => classList(element).includes('breadcrumbs__link'), [crumbs])
      .filter((element) => !element.attribs['aria-label'])
      .map((element) => cleanText(DomUtils.textContent(element), 80))
      .filter(Boolean);
    // The last crumb is the page itself: group by its category when it has one.
    if (labels.length > 1) return labels[0]!;
  }
  return path.startsWith('/docs') ? 'Docs' : 'Pages';
}

function pageTitle(nodes: AnyNode[], root: Element, siteTitle: string): string {
  const h1 = findFirst([root], (element) => element.name === 'h1');
  if (h1) return cleanText(textOf(h1), 200);
  const title = findFirst(nodes, (element) => element.name === 'title');
  const text = title ? cleanText(DomUtils.textContent(title), 200) : '';
  const suffix = ` | ${siteTitle}`;
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text || siteTitle;
}

export interface ExtractOptions {
  /** Site title, stripped from `<title>` when a page has no h1. */
  siteTitle: string;
}

export function extractRecords({path, html}: PageInput, {siteTitle}: ExtractOptions): SearchRecord[] {
  const document = parseDocument(html);
  const nodes = document.children;
  const root = contentRoot(nodes);
  if (!root) return [];
  const lvl0 = groupOf(path, nodes);
  const tag = metaContent(nodes, 'docsearch:docusaurus_tag') ?? 'default';
  const lvl1 = pageTitle(nodes, root, siteTitle);
  const h1 = findFirst([root], (element) => element.name === 'h1');

  const records: SearchRecord[] = [];
  let current: SearchRecord = {url: path, lvl0, lvl1, type: 'lvl1', content: '', tag, ...deprecation(h1)};
  let buffer: string[] = [];
  let lvl2: string | undefined;
  const flush = () => {
    current.content = cleanText(buffer.join(''));
    records.push(current);
    buffer = [];
  };

  // Walk the content in document order; each h2/h3 with an id opens a section.
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      buffer.push((node as unknown as {data: string}).data);
      return;
    }
    if (!DomUtils.isTag(node) || isSkipped(node)) return;
    if (node.name === 'h1') return;
    if ((node.name === 'h2' || node.name === 'h3') && node.attribs.id) {
      flush();
      const heading = cleanText(textOf(node), 200);
      const url = `${path}#${node.attribs.id}`;
      if (node.name === 'h2') {
        lvl2 = heading;
        current = {url, lvl0, lvl1, lvl2, type: 'lvl2', content: '', tag, ...deprecation(node)};
      } else {
        const lvl3 = heading;
        current = {url, lvl0, lvl1, lvl2: lvl2 ?? heading, lvl3, type: 'lvl3', content: '', tag, ...deprecation(node)};
      }
      return;
    }
    const block = /^(p|div|li|pre|tr|td|th|br|dt|dd|section|table|blockquote|h[1-6])$/.test(node.name);
    if (block) buffer.push(' ');
    node.children.forEach(walk);
    if (block) buffer.push(' ');
  };
  root.children.forEach(walk);
  flush();
  // An inherited member repeats its parent's entry (LexicalNode's `remove()` on each of
  // some 25 node classes): only the class that defines it is a search result.
  return lvl0 === apiReferenceGroup
    ? records.filter((record) => record.type !== 'lvl3' || !inheritedMember.test(record.content))
    : records;
}

/** The API reference strikes the name of a deprecated export or member through in its heading. */
function deprecation(heading: Element | null): {deprecated?: true} {
  return heading && findFirst([heading], (element) => element.name === 'del') ? {deprecated: true} : {};
}

/** How TypeDoc ends the entry of a member a class inherits without overriding it. */
const inheritedMember = /\bInherited from \S+$/;

/** Routes that list or navigate to other pages rather than hold content of their own. */
export const defaultIgnoredRoutes: RegExp[] = [
  /^\/search\/?$/,
  /^\/404(\.html)?$/,
  /^\/blog\/?$/,
  /^\/blog\/(page|tags|archive|authors)(\/|$)/,
];
