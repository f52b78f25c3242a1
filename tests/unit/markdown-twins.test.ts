import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import type {Code, Heading, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {convertPage, twinMarkdown, type PageContext} from '../../plugins/markdown-twins/htmlToMarkdown';
import {markdownTwinPath, markdownTwinUrl} from '../../plugins/markdown-twins/twinPath';
import {concatenateTwins, llmsTxt} from '../../plugins/markdown-twins/llms';
import {packagePageName, validateOptions} from '../../plugins/markdown-twins';
import {markdownRedirects, maxSourceLength} from '../../plugins/redirects/serverRedirects';
import {vercelRedirect, type VercelRedirect} from '../helpers/vercelRoutes';
import {buildIndexFromHtml} from '../../plugins/search-index';

const pages = new Set(['/docs/intro', '/docs/concepts/selection', '/docs/api/classes/lexical.LexicalEditor', '/']);
const context: PageContext = {
  pageUrl: 'https://lexical.dev/docs/concepts/selection',
  siteRoot: 'https://lexical.dev/',
  isPage: (pathname) => pages.has(pathname),
  twinPath: markdownTwinPath,
};

/** The shape Docusaurus renders a doc page in (minified, implicit end tags, hash links, code lines). */
const docPage = `<!doctype html><html><head><title>Selection | Lexical</title>
<meta name=description content="How the selection
 works."></head><body><nav class=navbar>Docs API</nav>
<main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><span class=breadcrumbs__link>Concepts</span></ul></nav>
<div class="dropdown copyPage_KdFu" data-copy-page=""><button type=button>Copy page</button><ul class=dropdown__menu role=menu>
<li role=none><a role=menuitem href=/docs/concepts/selection.md target=_blank>View as Markdown</a></ul></div>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Selection</h1></header>
<p>Read the <a class="" href=/docs/intro#install>introduction</a>, the <a href=/docs/api/classes/lexical.LexicalEditor>editor</a>,
<a href=#points>points</a>, <a href=/img/logo.svg>the logo</a> and <a href=https://github.com/facebook/lexical>GitHub</a>.</p>
<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=kinds>Kinds of selection<a href=#kinds class=hash-link aria-label="Direct link to Kinds" title="Direct link" translate=no>\u200b</a></h2>
<h3 class=anchor id=points>Points: <code>anchor</code><a href=#points class=hash-link>\u200b</a></h3>
<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 14 16"><path d=M0 /></svg></span>note</div><div class=admonitionContent_BuS1><p>Always <strong>check</strong> the kind.</div></div>
<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>example.ts</div><div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-ts codeBlock_bY9V"><code class=codeBlockLines_e6Vv><div class=token-line><span class="token keyword">const</span><span class="token plain"> a </span><span class=token>=</span><span class="token plain"> \`x\`;  </span><br/></div><div class=token-line><span class="token plain" style=display:inline-block></span><br/></div><div class=token-line><span class="token plain">  if (a &lt; b) { /* \`\`\` */ }</span><br/></div></code></pre><div class=buttonGroup_M5ko><button type=button aria-label="Copy code">Copy</button></div></div></div>
<div class=box_mIuv><table><thead><tr><th>Value<th>When<tbody><tr><td><code>RangeSelection</code><td>a caret | a range<tr><td><code>null</code><td>never focused</table></div>
<figure class=diagram_mAyO><div class=scroller_bGsh><a href=/diagrams/abc.light.svg class=light_RyxC data-diagram-variant=light><img src=/diagrams/abc.light.svg alt="The node tree of a document."></a><a href=/diagrams/abc.dark.svg data-diagram-variant=dark><img src=/diagrams/abc.dark.svg alt="The node tree of a document."></a></div></figure>
<div class=shell_I9XU aria-busy=true><p class=loading_ZTU2>Loading the live editor…</div>
</div><footer class="theme-doc-footer docusaurus-mt-lg">Edit this page</footer>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a href=/docs/intro>Previous</a></nav></article></main>
<footer class=footer>Copyright</footer></body></html>`;

function convert(html = docPage) {
  const page = convertPage(html, context, 'Lexical');
  expect(page).not.toBeNull();
  const markdown = twinMarkdown(
    {title: page!.title, lexicalVersion: '0.50.0', pageUrl: context.pageUrl, buildDate: '2026-01-02'},
    page!.body,
  );
  return {
    page: page!,
    markdown,
    tree: fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}),
  };
}

describe('markdownTwinPath', () => {
  it('strips a trailing slash and appends .md; the home page is /index.md', () => {
    expect(markdownTwinPath('/docs/concepts/selection')).toBe('/docs/concepts/selection.md');
    expect(markdownTwinPath('/docs/api/classes/lexical.LexicalEditor')).toBe(
      '/docs/api/classes/lexical.LexicalEditor.md',
    );
    expect(markdownTwinPath('/docs/api/')).toBe('/docs/api.md');
    expect(markdownTwinPath('/blog/long-blog-post')).toBe('/blog/long-blog-post.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });

  it('applies below a base URL', () => {
    expect(markdownTwinUrl('/lexical/', '/lexical/')).toBe('/lexical/index.md');
    expect(markdownTwinUrl('/lexical/docs/intro', '/lexical/')).toBe('/lexical/docs/intro.md');
    expect(markdownTwinUrl('/docs/intro', '/')).toBe('/docs/intro.md');
  });
});

describe('HTML to Markdown', () => {
  it('opens with the title and a line naming the version, the URL and the build date', () => {
    const {markdown, page} = convert();
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# Selection');
    expect(lines[2]).toBe(
      'Lexical 0.50.0 documentation · <https://lexical.dev/docs/concepts/selection> · built 2026-01-02',
    );
    expect(page.description).toBe('How the selection works.');
  });

  it('keeps headings without the hash links Docusaurus adds', () => {
    const {markdown, tree} = convert();
    const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
    expect(
      headings.map((heading) => [
        heading.depth,
        markdown.slice(heading.position!.start.offset, heading.position!.end.offset),
      ]),
    ).toEqual([
      [1, '# Selection'],
      [2, '## Kinds of selection'],
      [3, '### Points: `anchor`'],
    ]);
    expect(markdown).not.toContain('\u200b');
    expect(markdown).not.toContain('#kinds)');
  });

  it('turns an admonition into a blockquote opening with its title', () => {
    expect(convert().markdown).toContain('> **Note**\n>\n> Always **check** the kind.');
  });

  it('keeps a code block exactly, with its language and title, without the copy button', () => {
    const {tree, markdown} = convert();
    const code = tree.children.find((node): node is Code => node.type === 'code')!;
    expect(code.lang).toBe('ts');
    expect(code.meta).toBe('title="example.ts"');
    expect(code.value).toBe('const a = `x`;  \n\n  if (a < b) { /* ``` */ }');
    expect(markdown).not.toContain('Copy');
  });

  it('writes a table as a GFM table', () => {
    const {markdown, tree} = convert();
    expect(markdown).toContain(
      '| Value | When |\n| - | - |\n| `RangeSelection` | a caret \\| a range |\n| `null` | never focused |\n',
    );
    const table = tree.children.find((node): node is Table => node.type === 'table')!;
    expect(table.children.map((row) => row.children.map((cell) => toString(cell)))).toEqual([
      ['Value', 'When'],
      ['RangeSelection', 'a caret | a range'],
      ['null', 'never focused'],
    ]);
  });

  it('makes links absolute and points links to pages at their twin, anchors kept', () => {
    const {markdown} = convert();
    expect(markdown).toContain('[introduction](https://lexical.dev/docs/intro.md#install)');
    expect(markdown).toContain('[editor](https://lexical.dev/docs/api/classes/lexical.LexicalEditor.md)');
    expect(markdown).toContain('[points](https://lexical.dev/docs/concepts/selection.md#points)');
    expect(markdown).toContain('[the logo](https://lexical.dev/img/logo.svg)');
    expect(markdown).toContain('[GitHub](https://github.com/facebook/lexical)');
  });

  it('gives a diagram as its description and a link to its SVG', () => {
    expect(convert().markdown).toContain(
      '_Diagram:_ The node tree of a document. [(SVG)](https://lexical.dev/diagrams/abc.light.svg)',
    );
  });

  it('says where to use a component that renders only in the browser', () => {
    const {markdown} = convert();
    expect(markdown).toContain('> **Interactive example**');
    expect(markdown).not.toContain('Loading the live editor');
  });

  it('leaves out an inert subtree: a still picture of an editor is not text of the page', () => {
    const {markdown} = convert(
      docPage.replace(
        '<footer class="theme-doc-footer',
        '<div inert><p>Type here</p></div><footer class="theme-doc-footer',
      ),
    );
    expect(markdown).toContain('Kinds of selection');
    expect(markdown).not.toContain('Type here');
  });

  it('leaves out navigation, breadcrumbs, the page actions, the mobile TOC, pagination and footers', () => {
    const {markdown} = convert();
    const chromeTexts = [
      'Docs API',
      'Concepts',
      'View as Markdown',
      'On this page',
      'Previous',
      'Edit this page',
      'Copyright',
    ];
    for (const chrome of chromeTexts) expect(markdown).not.toContain(chrome);
  });

  it('falls back to <main> and the document title when a page has no article', () => {
    const html = '<html><head><title>Community | Lexical</title></head><body><main><p>Hello</p></main></body></html>';
    const {markdown} = convert(html);
    expect(markdown.startsWith('# Community\n')).toBe(true);
    expect(markdown).toContain('\nHello\n');
  });
});

describe('llms.txt', () => {
  it('has an H1, a summary blockquote, prose and sections of described links', () => {
    const text = llmsTxt({
      name: 'Lexical 0.50.0',
      summary: 'An editor framework.',
      details: 'Every link is Markdown.',
      sections: [
        {
          title: 'Guides',
          links: [{title: 'Intro', url: 'https://lexical.dev/docs/intro.md', description: 'Start\nhere.'}],
        },
        {title: 'Empty', links: []},
      ],
    });
    expect(text).toBe(
      '# Lexical 0.50.0\n\n> An editor framework.\n\nEvery link is Markdown.\n\n## Guides\n\n' +
        '- [Intro](https://lexical.dev/docs/intro.md): Start here.\n',
    );
  });

  it('concatenates twins with one blank line between them', () => {
    expect(concatenateTwins(['# A\n\ntext\n', '# B\n'])).toBe('# A\n\ntext\n\n# B\n');
  });

  it('names package pages after the package', () => {
    expect(packagePageName('@lexical/react')).toBe('lexical-react');
    expect(packagePageName('lexical')).toBe('lexical');
  });
});

describe('plugin options', () => {
  it('fills in defaults and rejects unknown keys', () => {
    const validate = (options: unknown) =>
      validateOptions({validate: normalizePluginOptions as never, options: options as never}) as {threads: number};
    expect(validate({}).threads).toBe(0);
    expect(() => validate({nope: 1})).toThrow();
  });
});

describe('host rule', () => {
  const twinPages = [
    '/',
    '/docs/intro',
    '/docs/api',
    '/docs/api/classes/lexical.LexicalEditor',
    '/docs/react',
    '/docs/packages/lexical',
    '/blog',
  ];
  const rules = markdownRedirects(twinPages, '/') as VercelRedirect[];
  const markdown = {accept: 'text/markdown, text/html;q=0.9'};
  const redirectOf = (pathname: string, headers: Record<string, string> = markdown) =>
    vercelRedirect(rules, pathname, headers)?.destination;

  it('sends a request accepting Markdown for a page with a twin to the twin, with or without a trailing slash', () => {
    for (const page of twinPages) {
      expect(redirectOf(page), page).toBe(markdownTwinPath(page));
      if (page !== '/') expect(redirectOf(`${page}/`), `${page}/`).toBe(markdownTwinPath(page));
    }
    for (const rule of rules) {
      expect(rule.permanent).toBe(false);
      expect(rule.has?.[0]?.key).toBe('accept');
    }
  });

  it('answers a browser asking for HTML with the page', () => {
    expect(redirectOf('/docs/intro', {accept: 'text/html,application/xhtml+xml'})).toBeUndefined();
    expect(redirectOf('/docs/intro', {})).toBeUndefined();
  });

  it('leaves alone every file that is not a page with a twin, so it is served and not sent to a missing .md', () => {
    const others = [
      '/llms.txt',
      '/llms-full.txt',
      '/docs/packages/lexical/llms.txt',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/assets/js/main.0123abcd.js',
      '/assets/css/styles.0123abcd.css',
      '/img/logo.svg',
      '/search-index/abc/core.json',
      '/opensearch.xml',
      // A page without a twin, and the twins themselves (no `.md.md`).
      '/search',
      '/docs/intro.md',
      '/index.md',
      '/docs/error/codes.md',
      // Paths that only resemble a page: the page list is matched whole, its dots as dots.
      '/docs/introduction',
      '/docs/intro/more',
      '/docs/api/classes/lexicalXLexicalEditor',
      '/Docs/Intro',
    ];
    for (const pathname of others) expect(redirectOf(pathname), pathname).toBeUndefined();
  });

  it('keeps each pattern within what Vercel accepts, however many pages there are', () => {
    const many = Array.from({length: 3000}, (_, index) => `/docs/api/interfaces/lexical_module_${index}.Name${index}`);
    const manyRules = markdownRedirects(many, '/') as VercelRedirect[];
    expect(manyRules.length).toBeGreaterThan(2);
    for (const rule of manyRules) expect(rule.source.length).toBeLessThanOrEqual(maxSourceLength);
    for (const page of [many[0]!, many[1234]!, many.at(-1)!]) {
      expect(vercelRedirect(manyRules, page, markdown)?.destination).toBe(`${page}.md`);
    }
  });

  it('puts the base URL in front of patterns and twins', () => {
    const based = markdownRedirects(['/lexical', '/lexical/docs/intro'], '/lexical/') as VercelRedirect[];
    expect(vercelRedirect(based, '/lexical/', markdown)?.destination).toBe('/lexical/index.md');
    expect(vercelRedirect(based, '/lexical', markdown)?.destination).toBe('/lexical/index.md');
    expect(vercelRedirect(based, '/lexical/docs/intro', markdown)?.destination).toBe('/lexical/docs/intro.md');
    expect(vercelRedirect(based, '/docs/intro', markdown)).toBeUndefined();
  });
});

describe('search index and twins', () => {
  it('indexes the HTML pages only, never a .md twin', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    fs.mkdirSync(path.join(outDir, 'docs', 'intro'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'docs', 'intro', 'index.html'), docPage);
    fs.writeFileSync(path.join(outDir, 'docs', 'intro.md'), '# Selection\n\nTwin text.\n');
    const records = await buildIndexFromHtml(outDir, ['/docs/intro', '/docs/intro.md'], {
      baseUrl: '/',
      siteTitle: 'Lexical',
      ignoreRoutes: [],
    });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => !record.url.includes('.md'))).toBe(true);
    expect(records.some((record) => record.content.includes('Twin text'))).toBe(false);
    fs.rmSync(outDir, {recursive: true});
  });
});
