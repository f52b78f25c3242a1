import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions as validateSearchOptions} from '../../plugins/search-index';
import {extractRecords} from '../../plugins/search-index/extractHtml';
import {extractMarkdownRecords} from '../../plugins/search-index/extractMarkdown';
import {createEngine, symbolOf} from '../../plugins/search-index/engine';
import {
  chunksFor,
  defaultFileChars,
  coreRecords,
  memoryIndexSource,
  splitIndex,
  textBlockOf,
} from '../../plugins/search-index/indexFiles';
import type {SearchRecord} from '../../plugins/search-index/shared';
import {normalizeSymbol, symbolTerm, tokenize} from '../../plugins/search-index/text';
import {record, searcher} from './support/searchEngine';
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
    expect(records[1]!.content).toBe(
      'Call registerNodeTransform. first second editor.registerNodeTransform(TextNode, fn);',
    );
    expect(records[2]!.content).toBe('Guard <your> transforms.');
    const all = records.map((record) => record.content).join(' ');
    for (const chrome of ['Copy', 'Previous', 'Footer text', 'Docs API Search', '\u200b'])
      expect(all).not.toContain(chrome);
  });

  it('groups API pages under "API reference" whatever their breadcrumbs say', () => {
    const [page] = extractRecords(
      {path: '/docs/api/classes/lexical.LexicalEditor', html: docPage},
      {siteTitle: 'Lexical'},
    );
    expect(page!.lvl0).toBe('API reference');
  });

  it('leaves out API members a class inherits unchanged, keeps the ones it defines or overrides', () => {
    const apiPage = `<main><div class="theme-doc-markdown markdown"><h1>Class: ParagraphNode</h1><p>A paragraph.
<h2 id=methods>Methods</h2>
<h3 id=append>append()</h3><p>Appends nodes.<h4>Returns</h4><p>this<h4>Inherited from</h4><p><a href=x>ElementNode.append</a>
<h3 id=clone>clone()</h3><p>Clones it.<h4>Overrides</h4><p><a href=y>ElementNode.clone</a>
</div></main>`;
    const records = extractRecords(
      {path: '/docs/api/classes/lexical.ParagraphNode', html: apiPage},
      {siteTitle: 'Lexical'},
    );
    expect(records.map((record) => record.url)).toEqual([
      '/docs/api/classes/lexical.ParagraphNode',
      '/docs/api/classes/lexical.ParagraphNode#methods',
      '/docs/api/classes/lexical.ParagraphNode#clone',
    ]);
  });

  it('leaves out inert subtrees: a still picture of an editor is not text of the page', () => {
    const [page] = extractRecords(
      {
        path: '/gallery/example',
        html: '<html><body><main><h1>Example</h1><div inert=""><p>Type here</p></div><p>What it shows</p></main></body></html>',
      },
      {siteTitle: 'Lexical'},
    );
    expect(page!.content).toContain('What it shows');
    expect(page!.content).not.toContain('Type here');
  });

  it('returns nothing for a page without content', () => {
    expect(
      extractRecords({path: '/x', html: '<html><body><p>no main</p></body></html>'}, {siteTitle: 'Lexical'}),
    ).toEqual([]);
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
    const records = extractMarkdownRecords({
      path: '/docs/concepts/selection',
      title: 'Selection',
      source,
      lvl0: 'Docs',
      tag: 'docs-default-current',
    });
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

const corpus: SearchRecord[] = [
  record({
    url: '/docs/concepts/selection',
    lvl1: 'Selection',
    content: 'RangeSelection, NodeSelection and how $getSelection reads them.',
  }),
  record({url: '/docs/concepts/transforms', lvl1: 'Transforms', content: 'Node transforms run before reconciliation.'}),
  record({url: '/docs/api/modules/lexical', lvl0: 'API reference', lvl1: 'lexical', content: 'The core package.'}),
  record({
    url: '/docs/api/modules/lexical#getroot',
    lvl0: 'API reference',
    lvl1: 'lexical',
    lvl2: 'Functions',
    lvl3: '$getRoot()',
    type: 'lvl3',
    content: 'Returns the root node of the active editor state.',
  }),
  record({
    url: '/docs/api/modules/lexical#getselection',
    lvl0: 'API reference',
    lvl1: 'lexical',
    lvl2: 'Functions',
    lvl3: '$getSelection()',
    type: 'lvl3',
    content: 'Returns the current selection.',
  }),
  record({
    url: '/docs/api/classes/lexical.LexicalEditor',
    lvl0: 'API reference',
    lvl1: 'Class: LexicalEditor',
    content: 'The editor. Call $getRoot inside update.',
  }),
  record({
    url: '/docs/api/classes/lexical.RangeSelection',
    lvl0: 'API reference',
    lvl1: 'Class: RangeSelection',
    content: 'A selection between two points.',
  }),
  record({
    url: '/docs/concepts/editor-state',
    lvl1: 'Editor state',
    content: 'Use $getRoot() and $getSelection() inside editor.read. LexicalEditor holds the state.',
  }),
];

describe('split index', () => {
  const words = Array.from({length: 400}, (_, i) => `qq${i.toString(36)}z`);
  const records = words.map((word, i) =>
    record({
      url: `/docs/p${i % 20}#s${i}`,
      lvl1: `Page ${i % 20}`,
      type: 'lvl2',
      lvl2: `Section ${i}`,
      content: `${word} common text`,
    }),
  );
  const files = splitIndex(records, {chunk: 600, text: 200});

  it('cuts the postings into chunks of consecutive terms, and the texts into blocks of consecutive records', () => {
    expect(files.chunks.length).toBeGreaterThan(5);
    const terms = files.chunks.flat().map(([term]) => term);
    expect(terms).toEqual([...terms].sort());
    expect(files.core.chunkStarts).toEqual(files.chunks.map((chunk) => chunk[0]![0]));
    expect(files.texts.length).toBeGreaterThan(5);
    expect(files.texts.flat()).toEqual(records.map((record) => record.content));
    expect(files.core.textStarts[0]).toBe(0);
    const [block, position] = textBlockOf(files.core.textStarts, 123);
    expect(files.texts[block]![position]).toBe(records[123]!.content);
    expect(textBlockOf(files.core.textStarts, 0)).toEqual([0, 0]);
  });

  it("stores only the anchors a heading's text does not give, and reads every record back as it was", () => {
    const sections: SearchRecord[] = [
      record({url: '/docs/a', lvl1: 'A page'}),
      record({url: '/docs/a#registering-a-transform', lvl1: 'A', type: 'lvl2', lvl2: 'Registering a transform'}),
      record({url: '/docs/a#getroot', lvl1: 'A', type: 'lvl3', lvl2: 'Functions', lvl3: '$getRoot()'}),
      record({url: '/docs/a#über-größe', lvl1: 'A', type: 'lvl2', lvl2: 'Über Größe!'}),
      record({url: '/docs/a#features-heading', lvl1: 'A', type: 'lvl2', lvl2: 'Why teams pick it'}),
      record({url: '/docs/a#getroot-1', lvl1: 'A', type: 'lvl3', lvl2: 'Methods', lvl3: '$getRoot()'}),
      record({url: '/docs/a#functions', lvl1: 'A', type: 'lvl3', lvl2: 'Functions', lvl3: ''}),
    ];
    const {core} = splitIndex(sections);
    expect(core.rows.map((row) => row[1])).toEqual(['', 1, 1, 1, 'features-heading', 'getroot-1', 1]);
    expect(coreRecords(core)).toEqual(sections.map((section) => ({...section, lvl3: section.lvl3 || undefined})));
    expect(() => coreRecords({...core, format: 2 as never})).toThrow('unsupported format 2');
  });

  it('finds the chunk of a word, and every chunk a prefix spans', () => {
    const starts = ['alpha', 'beta', 'bez', 'bfa', 'gamma'];
    expect(chunksFor(starts, 'beta', false)).toEqual([1]);
    expect(chunksFor(starts, 'bex', false)).toEqual([1]);
    expect(chunksFor(starts, 'bez', false)).toEqual([2]);
    expect(chunksFor(starts, 'aardvark', false)).toEqual([0]);
    expect(chunksFor(starts, 'be', true)).toEqual([0, 1, 2]);
    expect(chunksFor(starts, 'b', true)).toEqual([0, 1, 2, 3]);
    expect(chunksFor(starts, 'zeta', true)).toEqual([4]);
    expect(chunksFor([], 'x', true)).toEqual([]);
  });

  it('loads only the chunks a query needs, and scores as one whole index would', async () => {
    const loaded: number[] = [];
    const source = memoryIndexSource(files);
    const engine = await createEngine(files.core, (chunk) => {
      loaded.push(chunk);
      return source.chunk(chunk);
    });
    await engine.prepare('text qq1z');
    expect(loaded.length).toBeLessThan(files.chunks.length / 2);
    const hits = engine.search('text qq1z');
    // qq1z exactly, then qq1zz (the last word is a prefix while typing).
    expect(hits.map((hit) => hit.record.url)).toEqual(['/docs/p1#s1', '/docs/p11#s71']);
    // The same records in one chunk: same hits, same scores (typos are looked for in the loaded chunks only).
    const whole = await searcher(records, splitIndex(records, {chunk: Infinity, text: Infinity}))('text qq1z');
    expect(whole.map((hit) => [hit.id, hit.score])).toEqual(hits.map((hit) => [hit.id, hit.score]));
  });

  it('the same words asked again before and after their postings load see what is loaded', async () => {
    const engine = await createEngine(files.core, memoryIndexSource(files).chunk);
    // Only in the text: nothing until its chunk is loaded.
    expect(engine.search('qq1z')).toEqual([]);
    await engine.prepare('qq1z');
    const hits = engine.search('qq1z');
    expect(hits.map((hit) => hit.record.url)).toEqual(['/docs/p1#s1', '/docs/p11#s71']);
    // Asked again with a filter: the same matches, filtered; and without it, all again.
    expect(engine.search('qq1z', (record) => record.url !== '/docs/p1#s1').map((hit) => hit.id)).toEqual([71]);
    expect(engine.search('qq1z')).toEqual(hits);
  });

  it('a word typed in part finds the words it starts, across chunks', async () => {
    const search = searcher(records, files);
    const expected = words.filter((word) => word.startsWith('qq1')).length;
    expect(expected).toBeGreaterThan(30);
    expect(await search('qq1')).toHaveLength(expected);
    // One or two letters are too little to expand in the text: only a word that short itself matches there.
    expect(await search('qq')).toHaveLength(0);
  });
});

describe('engine build', () => {
  it('indexes a large core in batches, letting other tasks run between them', async () => {
    const many = Array.from({length: 2000}, (_, n) =>
      record({url: `/docs/page-${n}`, lvl1: `Page ${n} about selection number ${n}`, content: `Text ${n}.`}),
    );
    const files = splitIndex(many);
    const order: string[] = [];
    const building = createEngine(files.core, memoryIndexSource(files).chunk).then((engine) => {
      order.push('built');
      return engine;
    });
    setTimeout(() => order.push('other task'), 0);
    const engine = await building;
    expect(order).toEqual(['other task', 'built']);
    await engine.prepare('page 1999');
    expect(engine.search('page 1999')[0]?.id).toBe(1999);
  });
});

describe('engine ranking', () => {
  const search = searcher(corpus);
  const first = async (query: string) => (await search(query))[0]?.record.url;

  it('puts the exact symbol first, with or without $ and ()', async () => {
    expect(await first('$getRoot')).toBe('/docs/api/modules/lexical#getroot');
    expect(await first('getRoot')).toBe('/docs/api/modules/lexical#getroot');
    expect(await first('$getRoot()')).toBe('/docs/api/modules/lexical#getroot');
    expect(await first('LexicalEditor')).toBe('/docs/api/classes/lexical.LexicalEditor');
    expect(await first('lexicaleditor')).toBe('/docs/api/classes/lexical.LexicalEditor');
  });

  it('puts the concept page first for a concept word, over API pages that mention it', async () => {
    expect(await first('selection')).toBe('/docs/concepts/selection');
    expect(await first('transforms')).toBe('/docs/concepts/transforms');
  });

  it('does not take a guide heading that is one plain word for a symbol', async () => {
    const guides = searcher([
      record({
        url: '/docs/intro#updates',
        lvl1: 'Introduction',
        lvl2: 'Updates',
        type: 'lvl2',
        content: 'Every change is an update.',
      }),
      record({
        url: '/docs/concepts/updates',
        lvl1: 'Updates and the update cycle',
        content: 'What happens in an update.',
      }),
    ]);
    expect((await guides('updates'))[0]?.record.url).toBe('/docs/concepts/updates');
  });

  it('prefers a page titled with the words typed over a symbol that only resembles them', async () => {
    const pages = searcher([
      record({
        url: '/docs/concepts/transforms',
        lvl1: 'Node transforms',
        content: 'Transforms run before reconciliation.',
      }),
      record({
        url: '/docs/api/modules/lexical_markdown#transformers',
        lvl0: 'API reference',
        lvl1: '@lexical/markdown',
        lvl2: 'Variables',
        lvl3: 'TRANSFORMERS',
        type: 'lvl3',
        content: 'All markdown transformers.',
      }),
      record({
        url: '/docs/concepts/history',
        lvl1: 'History (undo and redo)',
        content: 'Undo and redo with the history package.',
      }),
      record({
        url: '/docs/api/modules/lexical_history',
        lvl0: 'API reference',
        lvl1: '@lexical/history',
        content: 'History.',
      }),
    ]);
    expect((await pages('transforms'))[0]?.record.url).toBe('/docs/concepts/transforms');
    // One word of a module name is not the symbol: '@lexical/history' does not win 'history'.
    expect((await pages('history'))[0]?.record.url).toBe('/docs/concepts/history');
  });

  it('finds words by prefix while typing, and tolerates a typo in long words', async () => {
    expect(await first('transfo')).toBe('/docs/concepts/transforms');
    expect(await first('selectoin')).toBe('/docs/concepts/selection');
  });

  it('answers a 10 000-character query quickly and without throwing', async () => {
    const started = performance.now();
    const hits = await search('editor state '.repeat(900).slice(0, 10_000));
    expect(performance.now() - started).toBeLessThan(500);
    expect(hits.length).toBeGreaterThan(0);
    expect(await search('')).toEqual([]);
    expect(await search('<>!!! ### ')).toEqual([]);
  });

  it('reads symbols out of API headings', () => {
    expect(symbolOf('$getRoot()')).toBe('$getRoot');
    expect(symbolOf('Class: LexicalEditor')).toBe('LexicalEditor');
    expect(symbolOf('Abstract Class: ElementNode<T>')).toBe('ElementNode');
    expect(symbolOf('Registering a transform')).toBe('');
  });
});

describe('local search client (the Algolia-shaped interface)', () => {
  const client = createLocalSearchClient(memoryIndexSource(splitIndex(corpus)));

  it('answers DocSearch requests with Algolia-shaped hits, paging and counts', async () => {
    const {results} = await client.search({
      requests: [
        {
          indexName: 'lexical',
          query: 'getRoot',
          hitsPerPage: 1,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    const [result] = results;
    expect(result!.nbHits).toBeGreaterThanOrEqual(3);
    expect(result!.nbPages).toBe(result!.nbHits);
    expect(result!.hits).toHaveLength(1);
    const [hit] = result!.hits;
    expect(hit).toMatchObject({
      url: '/docs/api/modules/lexical#getroot',
      type: 'lvl3',
      hierarchy: {lvl0: 'API reference', lvl1: 'lexical', lvl3: '$getRoot()'},
    });
    expect(hit!._highlightResult.hierarchy.lvl3!.value).toBe('<mark>$getRoot</mark>()');
  });

  it("the modal's client fetches no text for sections found by their heading, the search page's does", async () => {
    const files = splitIndex(corpus);
    const fetched: number[] = [];
    const source = {
      ...memoryIndexSource(files),
      text: (block: number) => (fetched.push(block), memoryIndexSource(files).text(block)),
    };
    const request = {requests: [{indexName: 'lexical', query: 'getSelection', hitsPerPage: 1}]};
    const modal = await createLocalSearchClient(source, {sectionText: false}).search(request);
    expect(modal.results[0]!.hits[0]).toMatchObject({
      url: '/docs/api/modules/lexical#getselection',
      type: 'lvl3',
      content: null,
    });
    expect(fetched).toEqual([]);
    const page = await createLocalSearchClient(source).search(request);
    expect(page.results[0]!.hits[0]).toMatchObject({type: 'lvl3', content: 'Returns the current selection.'});
    expect(fetched).toHaveLength(1);
  });

  it("the modal's client fetches the text of the hits it lists only: the first of each group", async () => {
    const zebras = [
      ...Array.from({length: 8}, (_, n) =>
        record({url: `/docs/page-${n}`, lvl1: `Page ${n}`, content: `Zebra crossing number ${n}.`}),
      ),
      ...Array.from({length: 3}, (_, n) =>
        record({url: `/blog/post-${n}`, lvl0: 'Blog', lvl1: `Post ${n}`, content: `A zebra in post ${n}.`}),
      ),
    ];
    // One record a text file, so each block fetched is one hit's text.
    const files = splitIndex(zebras, {...defaultFileChars, text: 1});
    const fetched: number[] = [];
    const source = {
      ...memoryIndexSource(files),
      text: (block: number) => (fetched.push(block), memoryIndexSource(files).text(block)),
    };
    const request = {requests: [{indexName: 'lexical', query: 'zebra', hitsPerPage: 20}]};
    const {results} = await createLocalSearchClient(source, {sectionText: false, shownPerGroup: 5}).search(request);
    const hits = results[0]!.hits;
    expect(hits).toHaveLength(11);
    const listed = [...hits.filter((hit) => hit.hierarchy.lvl0 === 'Docs').slice(0, 5), ...hits.slice(-3)];
    expect(listed.map((hit) => hit.hierarchy.lvl0)).toEqual([...Array(5).fill('Docs'), 'Blog', 'Blog', 'Blog']);
    for (const hit of listed) expect(hit.content).toMatch(/zebra/i);
    const byNumber = (a: number, b: number) => a - b;
    expect([...fetched].sort(byNumber)).toEqual(listed.map((hit) => Number(hit.objectID)).sort(byNumber));
    expect(hits.filter((hit) => !listed.includes(hit)).map((hit) => hit.content)).toEqual([null, null, null]);
  });

  it('applies facet filters: a tag no record has gives nothing', async () => {
    const {results} = await client.search({
      requests: [{indexName: 'lexical', query: 'selection', facetFilters: ['docusaurus_tag:docs-other-current']}],
    });
    expect(results[0]!.nbHits).toBe(0);
    expect(
      matchesFacetFilters({language: 'en', docusaurus_tag: 'default'}, [
        'language:en',
        ['docusaurus_tag:x', 'docusaurus_tag:default'],
      ]),
    ).toBe(true);
    expect(matchesFacetFilters({language: 'en', docusaurus_tag: 'default'}, ['-language:en'])).toBe(false);
  });

  it('escapes indexed text before highlighting it', () => {
    expect(highlight('<b>editor</b> & co', new Set(['editor']), '<mark>', '</mark>').value).toBe(
      '&lt;b&gt;<mark>editor</mark>&lt;/b&gt; &amp; co',
    );
  });

  it("fetches a first query's postings as soon as the core is in, while the engine is still being built", async () => {
    // Enough records for the engine to index its names in several batches, with a yield to the event loop between.
    const many = [
      ...corpus,
      ...Array.from({length: 1200}, (_, n) =>
        record({url: `/docs/generated/page-${n}`, lvl1: `Generated page ${n}`, content: `Filler text ${n}.`}),
      ),
    ];
    const source = memoryIndexSource(splitIndex(many));
    let releaseCore!: () => void;
    const coreHeld = new Promise<void>((resolve) => (releaseCore = resolve));
    const requested: number[] = [];
    const client = createLocalSearchClient({
      ...source,
      core: async () => {
        await coreHeld;
        return source.core();
      },
      chunk: (chunk) => {
        requested.push(chunk);
        return source.chunk(chunk);
      },
    });
    const answered = client.search({requests: [{indexName: 'lexical', query: 'reconciliation'}]});
    releaseCore();
    // Microtasks only: the engine's first yield to the event loop has not come back yet.
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(requested).toHaveLength(1);
    const {results} = await answered;
    expect(results[0]!.hits[0]).toMatchObject({url: '/docs/concepts/transforms'});
    // The engine's own load found the chunk cached.
    expect(requested).toHaveLength(1);
  });

  it('a postings chunk or text block that fails to load fails the query, and is fetched again by the next', async () => {
    const files = splitIndex(corpus);
    const source = memoryIndexSource(files);
    const failing = {chunk: 1, text: 1};
    const flaky = createLocalSearchClient({
      ...source,
      chunk: async (chunk) => (failing.chunk-- > 0 ? Promise.reject(new Error('offline')) : source.chunk(chunk)),
      text: async (block) => (failing.text-- > 0 ? Promise.reject(new Error('offline')) : source.text(block)),
    });
    const query = {requests: [{indexName: 'lexical', query: 'reconciliation'}]};
    // First the postings fail, then (postings loaded) the text of the hit.
    await expect(flaky.search(query)).rejects.toMatchObject({name: 'RetryError', message: /offline/});
    await expect(flaky.search(query)).rejects.toMatchObject({name: 'RetryError', message: /offline/});
    expect(failing).toEqual({chunk: -1, text: 0});
    const {results} = await flaky.search(query);
    expect(results[0]!.hits[0]).toMatchObject({
      url: '/docs/concepts/transforms',
      content: 'Node transforms run before reconciliation.',
    });
  });

  it('fails with the error DocSearch recognises when the index cannot load, and retries next time', async () => {
    let attempts = 0;
    const failing = createLocalSearchClient(
      memoryIndexSource(async () => {
        attempts += 1;
        throw new Error('HTTP 503');
      }),
    );
    await expect(failing.search({requests: [{indexName: 'lexical', query: 'x'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(failing.search({requests: [{indexName: 'lexical', query: 'x'}]})).rejects.toThrow(/HTTP 503/);
    expect(attempts).toBe(2);
  });
});

describe('word normalisation (shared by the index and the client)', () => {
  it('splits at anything but letters, digits and _, and folds case, $ and edge underscores', () => {
    expect(tokenize('$getRoot() DO_NOT_USE héllo-wörld a$b')).toEqual([
      'getRoot',
      'DO_NOT_USE',
      'héllo',
      'wörld',
      'a',
      'b',
    ]);
    expect(['$getRoot', '__proto__', '_', 'LexicalEditor'].map(symbolTerm)).toEqual([
      'getroot',
      'proto',
      null,
      'lexicaleditor',
    ]);
    expect(normalizeSymbol(' $getRoot() ')).toBe('getroot');
  });

  it('highlights the words the index would make, a $ sign before a word with it', () => {
    expect(highlight('a$b and $$getRoot', new Set(['b', 'getroot']), '[', ']').value).toBe('a[$b] and [$$getRoot]');
  });
});

describe('plugin options', () => {
  const check = (options: unknown) => validateSearchOptions({options, validate: normalizePluginOptions as never});
  it('fills in the defaults', () => {
    expect(check({})).toMatchObject({backend: 'local', outputDir: 'search-index', ignoreRoutes: []});
  });
  it('rejects unknown keys, an unknown backend and an output path that is not one folder', () => {
    expect(() => check({backnd: 'local'})).toThrow(/backnd/);
    expect(() => check({backend: 'elastic'})).toThrow(/backend/);
    expect(() => check({outputDir: '../out'})).toThrow(/outputDir/);
  });
});
