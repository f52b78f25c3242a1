import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../plugins/search-index/extractHtml';
import {extractMarkdownRecords} from '../../plugins/search-index/extractMarkdown';
import {createEngine, symbolOf} from '../../plugins/search-index/engine';
import {deserializeRecords, serializeRecords, type SearchRecord} from '../../plugins/search-index/shared';
import {
  createLocalSearchClient,
  highlight,
  matchesFacetFilters,
} from '../../plugins/search-index/client/localSearchClient';

/** The shape Docusaurus renders a doc page in (minified, implicit end tags, hash links). */
const docPage = `<!doctype html><html><head><title>Transforms | Lexical</title>
<meta name=docsearch:docusaurus_tag content=docs-default-current /></head><body>
<nav class=navbar>Docs API Search</nav>
<main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/>home</a>
<li class=breadcrumbs__item><span class=breadcrumbs__link>Concepts</span>
<li class=breadcrumbs__item><span class=breadcrumbs__link>Transforms</span></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Transforms</h1></header>
<p>A transform runs when a node changes.
<h2 class="anchor anchorWithStickyNavbar_abc" id=registering-a-transform>Registering a transform<a href=#registering-a-transform class=hash-link aria-label="Direct link">&#8203;</a></h2>
<p>Call <code>registerNodeTransform</code>.<ul><li>first</li><li>second</li></ul>
<div class=theme-code-block><pre><code>editor.registerNodeTransform(TextNode, fn);</code></pre><button class=copyButton>Copy</button></div>
<h3 id=infinite-loops>Infinite loops<a class=hash-link href=#infinite-loops>#</a></h3><p>Guard &lt;your&gt; transforms.
</div></article><nav class=pagination-nav>Previous Next</nav></main><footer>Footer text</footer></body></html>`;

describe('extractRecords (rendered HTML)', () => {
  const records = extractRecords({path: '/docs/concepts/transforms', html: docPage}, {siteTitle: 'Lexical'});

  it('makes one record for the page and one per h2/h3 section, with anchors', () => {
    expect(records.map((record) => [record.type, record.url])).toEqual([
      ['lvl1', '/docs/concepts/transforms'],
      ['lvl2', '/docs/concepts/transforms#registering-a-transform'],
      ['lvl3', '/docs/concepts/transforms#infinite-loops'],
    ]);
  });

  it('takes the group from the breadcrumbs, the tag from the page meta, headings without their hash links', () => {
    expect(records[0]).toMatchObject({lvl0: 'Concepts', lvl1: 'Transforms', tag: 'docs-default-current'});
    expect(records[2]).toMatchObject({lvl2: 'Registering a transform', lvl3: 'Infinite loops'});
    expect(records[1]!.lvl2).toBe('Registering a transform');
  });

  it('keeps text and code, drops chrome (navbar, copy button, pagination, footer), separates blocks', () => {
    expect(records[0]!.content).toBe('A transform runs when a node changes.');
    expect(records[1]!.content).toBe('Call registerNodeTransform. first second editor.registerNodeTransform(TextNode, fn);');
    expect(records[2]!.content).toBe('Guard <your> transforms.');
    const all = records.map((record) => record.content).join(' ');
    for (const chrome of ['Copy', 'Previous', 'Footer text', 'Docs API Search', '\u200b']) expect(all).not.toContain(chrome);
  });

  it('groups API pages under "API reference" whatever their breadcrumbs say', () => {
    const [page] = extractRecords({path: '/docs/api/classes/lexical.LexicalEditor', html: docPage}, {siteTitle: 'Lexical'});
    expect(page!.lvl0).toBe('API reference');
  });

  it('returns nothing for a page without content', () => {
    expect(extractRecords({path: '/x', html: '<html><body><p>no main</p></body></html>'}, {siteTitle: 'Lexical'})).toEqual([]);
  });
});

describe('extractMarkdownRecords (development server)', () => {
  it('splits at h2/h3 outside code fences and uses explicit or generated heading ids', () => {
    const source = [
      '---',
      'title: Selection',
      '---',
      'import X from "y";',
      'Intro with a [link](/docs/intro).',
      '## The `RangeSelection` {#range}',
      'Text.',
      '```ts',
      '## not a heading',
      '```',
      '### Points and offsets',
      'More.',
    ].join('\n');
    const records = extractMarkdownRecords({path: '/docs/concepts/selection', title: 'Selection', source, lvl0: 'Docs', tag: 'docs-default-current'});
    expect(records.map((record) => record.url)).toEqual([
      '/docs/concepts/selection',
      '/docs/concepts/selection#range',
      '/docs/concepts/selection#points-and-offsets',
    ]);
    expect(records[0]!.content).toBe('Intro with a link.');
    expect(records[1]!.lvl2).toBe('The RangeSelection');
    expect(records[1]!.content).toContain('not a heading');
  });
});

function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'url' | 'lvl1'>): SearchRecord {
  return {lvl0: 'Docs', type: 'lvl1', content: '', tag: 'docs-default-current', ...partial};
}

const corpus: SearchRecord[] = [
  record({url: '/docs/concepts/selection', lvl1: 'Selection', content: 'RangeSelection, NodeSelection and how $getSelection reads them.'}),
  record({url: '/docs/concepts/transforms', lvl1: 'Transforms', content: 'Node transforms run before reconciliation.'}),
  record({url: '/docs/api/modules/lexical', lvl0: 'API reference', lvl1: 'lexical', content: 'The core package.'}),
  record({url: '/docs/api/modules/lexical#getroot', lvl0: 'API reference', lvl1: 'lexical', lvl2: 'Functions', lvl3: '$getRoot()', type: 'lvl3', content: 'Returns the root node of the active editor state.'}),
  record({url: '/docs/api/modules/lexical#getselection', lvl0: 'API reference', lvl1: 'lexical', lvl2: 'Functions', lvl3: '$getSelection()', type: 'lvl3', content: 'Returns the current selection.'}),
  record({url: '/docs/api/classes/lexical.LexicalEditor', lvl0: 'API reference', lvl1: 'Class: LexicalEditor', content: 'The editor. Call $getRoot inside update.'}),
  record({url: '/docs/api/classes/lexical.RangeSelection', lvl0: 'API reference', lvl1: 'Class: RangeSelection', content: 'A selection between two points.'}),
  record({url: '/docs/concepts/editor-state', lvl1: 'Editor state', content: 'Use $getRoot() and $getSelection() inside editor.read. LexicalEditor holds the state.'}),
];

describe('engine ranking', () => {
  const engine = createEngine(corpus);
  const first = (query: string) => engine.search(query)[0]?.record.url;

  it('puts the exact symbol first, with or without $ and ()', () => {
    expect(first('$getRoot')).toBe('/docs/api/modules/lexical#getroot');
    expect(first('getRoot')).toBe('/docs/api/modules/lexical#getroot');
    expect(first('$getRoot()')).toBe('/docs/api/modules/lexical#getroot');
    expect(first('LexicalEditor')).toBe('/docs/api/classes/lexical.LexicalEditor');
    expect(first('lexicaleditor')).toBe('/docs/api/classes/lexical.LexicalEditor');
  });

  it('puts the concept page first for a concept word, over API pages that mention it', () => {
    expect(first('selection')).toBe('/docs/concepts/selection');
    expect(first('transforms')).toBe('/docs/concepts/transforms');
  });

  it('does not take a guide heading that is one plain word for a symbol', () => {
    const guides = createEngine([
      record({url: '/docs/intro#updates', lvl1: 'Introduction', lvl2: 'Updates', type: 'lvl2', content: 'Every change is an update.'}),
      record({url: '/docs/concepts/updates', lvl1: 'Updates and the update cycle', content: 'What happens in an update.'}),
    ]);
    expect(guides.search('updates')[0]?.record.url).toBe('/docs/concepts/updates');
  });

  it('prefers a page titled with the words typed over a symbol that only resembles them', () => {
    const pages = createEngine([
      record({url: '/docs/concepts/transforms', lvl1: 'Node transforms', content: 'Transforms run before reconciliation.'}),
      record({url: '/docs/api/modules/lexical_markdown#transformers', lvl0: 'API reference', lvl1: '@lexical/markdown', lvl2: 'Variables', lvl3: 'TRANSFORMERS', type: 'lvl3', content: 'All markdown transformers.'}),
      record({url: '/docs/concepts/history', lvl1: 'History (undo and redo)', content: 'Undo and redo with the history package.'}),
      record({url: '/docs/api/modules/lexical_history', lvl0: 'API reference', lvl1: '@lexical/history', content: 'History.'}),
    ]);
    expect(pages.search('transforms')[0]?.record.url).toBe('/docs/concepts/transforms');
    // One word of a module name is not the symbol: '@lexical/history' does not win 'history'.
    expect(pages.search('history')[0]?.record.url).toBe('/docs/concepts/history');
  });

  it('finds words by prefix while typing, and tolerates a typo in long words', () => {
    expect(first('transfo')).toBe('/docs/concepts/transforms');
    expect(first('selectoin')).toBe('/docs/concepts/selection');
  });

  it('answers a 10 000-character query quickly and without throwing', () => {
    const started = performance.now();
    const hits = engine.search('editor state '.repeat(900).slice(0, 10_000));
    expect(performance.now() - started).toBeLessThan(500);
    expect(hits.length).toBeGreaterThan(0);
    expect(engine.search('')).toEqual([]);
    expect(engine.search('<>!!! ### ')).toEqual([]);
  });

  it('reads symbols out of API headings', () => {
    expect(symbolOf('$getRoot()')).toBe('$getRoot');
    expect(symbolOf('Class: LexicalEditor')).toBe('LexicalEditor');
    expect(symbolOf('Abstract Class: ElementNode<T>')).toBe('ElementNode');
    expect(symbolOf('Registering a transform')).toBe('');
  });
});

describe('local search client (the Algolia-shaped interface)', () => {
  const client = createLocalSearchClient(async () => deserializeRecords(serializeRecords(corpus)));

  it('answers DocSearch requests with Algolia-shaped hits, paging and counts', async () => {
    const {results} = await client.search({
      requests: [{indexName: 'lexical', query: 'getRoot', hitsPerPage: 1, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}],
    });
    const [result] = results;
    expect(result!.nbHits).toBeGreaterThanOrEqual(3);
    expect(result!.nbPages).toBe(result!.nbHits);
    expect(result!.hits).toHaveLength(1);
    const [hit] = result!.hits;
    expect(hit).toMatchObject({url: '/docs/api/modules/lexical#getroot', type: 'lvl3', hierarchy: {lvl0: 'API reference', lvl1: 'lexical', lvl3: '$getRoot()'}});
    expect(hit!._highlightResult.hierarchy.lvl3!.value).toBe('<mark>$getRoot</mark>()');
  });

  it('applies facet filters: a tag no record has gives nothing', async () => {
    const {results} = await client.search({requests: [{indexName: 'lexical', query: 'selection', facetFilters: ['docusaurus_tag:docs-other-current']}]});
    expect(results[0]!.nbHits).toBe(0);
    expect(matchesFacetFilters({language: 'en', docusaurus_tag: 'default'}, ['language:en', ['docusaurus_tag:x', 'docusaurus_tag:default']])).toBe(true);
    expect(matchesFacetFilters({language: 'en', docusaurus_tag: 'default'}, ['-language:en'])).toBe(false);
  });

  it('escapes indexed text before highlighting it', () => {
    expect(highlight('<b>editor</b> & co', new Set(['editor']), '<mark>', '</mark>').value).toBe(
      '&lt;b&gt;<mark>editor</mark>&lt;/b&gt; &amp; co',
    );
  });

  it('fails with the error DocSearch recognises when the index cannot load, and retries next time', async () => {
    let attempts = 0;
    const failing = createLocalSearchClient(async () => {
      attempts += 1;
      throw new Error('HTTP 503');
    });
    await expect(failing.search({requests: [{indexName: 'lexical', query: 'x'}]})).rejects.toMatchObject({name: 'RetryError'});
    await expect(failing.search({requests: [{indexName: 'lexical', query: 'x'}]})).rejects.toThrow(/HTTP 503/);
    expect(attempts).toBe(2);
  });
});
