/**
 * One built page (the HTML the production build wrote) as clean CommonMark +
 * GFM. The page is read as readers get it, so what a component renders on the
 * server (a generated table, an export list) is in the Markdown, and nothing
 * written in JSX is. The page is turned into a hast tree without the site's
 * chrome and with Docusaurus' widgets (code blocks, admonitions, tabs,
 * diagrams) rewritten as the plain elements they stand for, then converted by
 * hast-util-to-mdast.
 *
 * The HTML is parsed by parse5 as a browser would, into the DOM the search index
 * walks (domhandler, through DomUtils): the build minifies HTML and leaves out
 * end tags (`<th>a<th>b<tbody>`), which only a parser that follows the HTML
 * standard nests as the browser does.
 */
import {parse, parseFragment} from 'parse5';
import {adapter} from 'parse5-htmlparser2-tree-adapter';
import {DomUtils} from 'htmlparser2';
import type {AnyNode, Document, Element as DomElement} from 'domhandler';
import type {Element as HastElement, ElementContent, Root as HastRoot} from 'hast';
import type {Code, Root as MdastRoot, RootContent} from 'mdast';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';

export interface PageContext {
  /** Absolute URL of the page, e.g. `https://lexical.dev/docs/intro`. */
  pageUrl: string;
  /** Site origin plus base URL, ending in `/`, e.g. `https://lexical.dev/`. */
  siteRoot: string;
  /** Whether a path of this site (base URL included, no trailing slash) is a page that has a twin. */
  isPage: (pathname: string) => boolean;
  /** The twin path of a page path (see twinPath.ts). */
  twinPath: (pathname: string) => string;
}

export interface ConvertedPage {
  /** The page's h1, else its `<title>` without the site name. */
  title: string;
  /** `<meta name="description">`, on one line ('' when absent). */
  description: string;
  /** The content below the title, as Markdown (no title, no header line). */
  body: MdastRoot;
}

/** Subtrees that are navigation or page chrome, never content. */
const chromeClasses = [
  'hash-link',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-doc-toc-mobile',
  'theme-doc-version-badge',
  'theme-blog-footer-edit-meta-row',
  'pagination-nav',
  'buttonGroup',
];
const droppedTags = new Set([
  'script',
  'style',
  'svg',
  'button',
  'nav',
  'noscript',
  'template',
  'head',
  'input',
  'select',
  'textarea',
  'link',
  'meta',
]);

function classList(element: DomElement): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** A CSS-module class (`name_hash`) or a plain one. */
function hasClass(element: DomElement, name: string): boolean {
  return classList(element).some((entry) => entry === name || entry.startsWith(`${name}_`));
}

function isChrome(element: DomElement): boolean {
  return (
    droppedTags.has(element.name) ||
    chromeClasses.some((name) => hasClass(element, name)) ||
    element.attribs['aria-hidden'] === 'true' ||
    // The page's own 'Copy page' actions (plugins/copy-page).
    'data-copy-page' in element.attribs ||
    // A notice the page shows only when its scripts did not load (lib/ui/ScriptFallback).
    'data-script-fallback' in element.attribs ||
    // What a reader cannot reach: a still picture of a gallery example before its code runs.
    'inert' in element.attribs ||
    element.name === 'footer'
  );
}

/** Text of a code block as the copy button gives it: `<br>` ends a line, chrome is left out. */
function codeText(pre: DomElement): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') parts.push((node as unknown as {data: string}).data);
    else if (DomUtils.isTag(node)) {
      if (node.name === 'br') parts.push('\n');
      else if (node.name !== 'button') node.children.forEach(walk);
    }
  };
  pre.children.forEach(walk);
  return parts.join('').replace(/\n$/, '');
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

function element(tagName: string, children: ElementContent[], properties: HastElement['properties'] = {}) {
  return {type: 'element', tagName, properties, children} as HastElement;
}

function strongParagraph(label: string): HastElement {
  return element('p', [element('strong', [text(label)])]);
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The language of a Docusaurus code block (`language-ts` on its container or `<pre>`). */
function codeLanguage(...elements: (DomElement | null)[]): string | null {
  for (const candidate of elements) {
    const name = candidate && classList(candidate).find((entry) => entry.startsWith('language-'));
    if (name) return name.slice('language-'.length);
  }
  return null;
}

interface ConvertState {
  context: PageContext;
}

/** An `href`/`src` of the page, made absolute; a link to a page of the site points at its twin. */
function absoluteUrl(raw: string, {context}: ConvertState, pointAtTwin: boolean): string {
  let url: URL;
  try {
    url = new URL(raw, context.pageUrl);
  } catch {
    return raw;
  }
  const root = new URL(context.siteRoot);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return url.href;
  const pathname = url.pathname.replace(/(.)\/$/, '$1');
  // A query is read by the page's scripts (the error decoder's `?code=`): that link stays on the page.
  if (pointAtTwin && url.search === '' && context.isPage(pathname)) {
    return `${url.origin}${context.twinPath(pathname)}${url.hash}`;
  }
  return url.href;
}

function children(node: DomElement, state: ConvertState): ElementContent[] {
  return node.children.flatMap((child) => convert(child, state));
}

/** A `<pre>` carrying the mdast code node of a code block, which `preHandler` hands on unchanged. */
function codeElement(code: Code): HastElement {
  const result = element('pre', []);
  result.data = {code} as HastElement['data'];
  return result;
}

/** A Docusaurus code block (container with an optional title) with its exact text. */
function codeBlock(container: DomElement): HastElement[] {
  const pre = DomUtils.findOne((candidate) => candidate.name === 'pre', container.children, true);
  if (!pre) return [];
  const title = DomUtils.findOne((candidate) => hasClass(candidate, 'codeBlockTitle'), container.children, true);
  return [
    codeElement({
      type: 'code',
      lang: codeLanguage(container, pre),
      meta: title ? `title=${JSON.stringify(DomUtils.textContent(title).trim())}` : null,
      value: codeText(pre),
    }),
  ];
}

/** An admonition as a blockquote opening with its title in bold. */
function admonition(node: DomElement, state: ConvertState): HastElement {
  const heading = DomUtils.findOne((candidate) => hasClass(candidate, 'admonitionHeading'), node.children, true);
  const content = DomUtils.findOne((candidate) => hasClass(candidate, 'admonitionContent'), node.children, true);
  const title = capitalise((heading ? DomUtils.textContent(heading) : '').trim() || 'Note');
  return element('blockquote', [strongParagraph(title), ...(content ? children(content, state) : [])]);
}

/** Tabs: every panel (hidden ones too), each under its tab's label. */
function tabs(node: DomElement, state: ConvertState): HastElement {
  const labels = DomUtils.findAll((candidate) => candidate.attribs.role === 'tab', node.children).map((tab) =>
    DomUtils.textContent(tab).trim(),
  );
  const panels = DomUtils.findAll((candidate) => candidate.attribs.role === 'tabpanel', node.children);
  return element(
    'div',
    panels.flatMap((panel, index) => [strongParagraph(labels[index] ?? `Tab ${index + 1}`), ...children(panel, state)]),
  );
}

/** A diagram (two SVG variants) as its accessible description and a link to the light SVG. */
function diagram(node: DomElement, state: ConvertState): HastElement {
  const image = DomUtils.findOne((candidate) => candidate.name === 'img', node.children, true);
  const alt = image?.attribs.alt?.trim() ?? '';
  const src = image?.attribs.src;
  return element('p', [
    element('em', [text('Diagram:')]),
    text(` ${alt} `),
    ...(src ? [element('a', [text('(SVG)')], {href: absoluteUrl(src, state, false)})] : []),
  ]);
}

/** A component that renders only in the browser (its server output is a placeholder): say where to use it. */
function browserOnly(state: ConvertState): HastElement {
  return element('blockquote', [
    strongParagraph('Interactive example'),
    element('p', [
      text('A live Lexical editor runs here in the browser: open '),
      element('a', [text(state.context.pageUrl)], {href: state.context.pageUrl}),
      text(' to use it.'),
    ]),
  ]);
}

function convert(node: AnyNode, state: ConvertState): ElementContent[] {
  if (node.type === 'text') return [text((node as unknown as {data: string}).data)];
  if (!DomUtils.isTag(node)) return [];
  if (node.attribs['aria-busy'] !== undefined) return [browserOnly(state)];
  if (isChrome(node)) return [];
  if (hasClass(node, 'theme-code-block')) return codeBlock(node);
  if (node.name === 'pre')
    return [codeElement({type: 'code', lang: codeLanguage(node), meta: null, value: codeText(node)})];
  if (hasClass(node, 'theme-admonition')) return [admonition(node, state)];
  if (hasClass(node, 'theme-tabs-container')) return [tabs(node, state)];
  if (node.name === 'figure' && DomUtils.findOne((c) => c.attribs['data-diagram-variant'] !== undefined, [node]))
    return [diagram(node, state)];
  // An anchor without a link (an `id` target) is only its content.
  if (node.name === 'a' && !node.attribs.href) return children(node, state);
  const properties: HastElement['properties'] = {};
  if (node.name === 'a' && node.attribs.href) properties.href = absoluteUrl(node.attribs.href, state, true);
  if (node.name === 'img') {
    if (node.attribs.src) properties.src = absoluteUrl(node.attribs.src, state, false);
    if (node.attribs.alt) properties.alt = node.attribs.alt;
  }
  if (node.name === 'code' && node.attribs.class) properties.className = classList(node);
  if ((node.name === 'td' || node.name === 'th') && node.attribs.align) properties.align = node.attribs.align;
  return [element(node.name, children(node, state), properties)];
}

/** `<pre>` elements made by `convert` carry their mdast code node. */
const preHandler: Handle = (state, node) => {
  const code = (node.data as {code?: Code} | undefined)?.code;
  if (!code) return undefined;
  const result = {...code};
  state.patch(node, result);
  return result;
};

function findFirst(nodes: AnyNode[], test: (element: DomElement) => boolean): DomElement | null {
  return DomUtils.findOne(test, nodes, true);
}

/** The page's own content: its one `<article>`, else `<main>` (list pages, the home page, React pages). */
function contentRoot(nodes: AnyNode[]): DomElement | null {
  const articles = DomUtils.findAll((candidate) => candidate.name === 'article', nodes);
  if (articles.length === 1) return articles[0]!;
  return findFirst(nodes, (candidate) => candidate.name === 'main');
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * The page's head and its `<main>` element, parsed apart: the rest of the body (navbar,
 * sidebar, footer) is never read, and parsing is most of the cost of a page.
 */
function parsePage(html: string): {head: AnyNode[]; body: AnyNode[]} {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  const head = headEnd >= 0 ? html.slice(0, headEnd + '</head>'.length) : '';
  const body = mainStart >= 0 && mainEnd > mainStart ? html.slice(mainStart, mainEnd + '</main>'.length) : html;
  return {
    head: (parse(head, {treeAdapter: adapter}) as unknown as Document).children,
    body: (parseFragment(body, {treeAdapter: adapter}) as unknown as Document).children,
  };
}

/** Converts one built page; `null` when it has no content root (a redirect page). */
export function convertPage(html: string, context: PageContext, siteTitle: string): ConvertedPage | null {
  const {head, body} = parsePage(html);
  const root = contentRoot(body);
  if (!root) return null;
  const h1 = findFirst([root], (candidate) => candidate.name === 'h1');
  const titleElement = findFirst(head, (candidate) => candidate.name === 'title');
  const documentTitle = titleElement ? oneLine(DomUtils.textContent(titleElement)) : '';
  const suffix = ` | ${siteTitle}`;
  const title =
    (h1 && oneLine(DomUtils.textContent(h1))) ||
    (documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle) ||
    siteTitle;
  const meta = findFirst(head, (candidate) => candidate.name === 'meta' && candidate.attribs.name === 'description');
  const description = oneLine(meta?.attribs.content ?? '');

  const state: ConvertState = {context};
  const content = root.children.flatMap((child) => convert(child, state));
  // The h1 is the twin's title.
  const tree: HastRoot = {type: 'root', children: stripFirstH1(content)};
  const mdast = toMdast(tree, {handlers: {pre: preHandler}, document: true}) as MdastRoot;
  return {title, description, body: mdast};
}

/** Removes the first `<h1>` wherever it sits (inside `<header>` on docs and blog pages). */
function stripFirstH1(content: ElementContent[]): ElementContent[] {
  let removed = false;
  const visit = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((node) => {
      if (removed || node.type !== 'element') return [node];
      if (node.tagName === 'h1') {
        removed = true;
        return [];
      }
      return [{...node, children: visit(node.children)}];
    });
  return visit(content);
}

export interface TwinHeader {
  title: string;
  lexicalVersion: string;
  pageUrl: string;
  buildDate: string;
}

/** The twin: `# title`, the line naming version, URL and build date, then the content. */
export function twinMarkdown(header: TwinHeader, body: MdastRoot): string {
  const opening: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: header.title}]},
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: `Lexical ${header.lexicalVersion} documentation · `},
        {type: 'link', url: header.pageUrl, children: [{type: 'text', value: header.pageUrl}]},
        {type: 'text', value: ` · built ${header.buildDate}`},
      ],
    },
  ];
  return toMarkdownText({type: 'root', children: [...opening, ...body.children]});
}

/** mdast as CommonMark + GFM, in the site's one style. */
export function toMarkdownText(tree: MdastRoot): string {
  return toMarkdown(tree, {
    // Cells are not padded to a common width: a long message would pad every row of its column.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
}
