import {describe, expect, it} from 'vitest';
import {memberReference, ownerAffinity, queryWords, transpositions} from '../../plugins/search-index/engine';
import {isStopWord, proseTerm, symbolTerm} from '../../plugins/search-index/text';
import {highlight} from '../../plugins/search-index/client/localSearchClient';
import {record, searcher} from './support/searchEngine';

const api = 'API reference';

/** A small site: guides, reference entries and a blog post that share words, as the real index does. */
const corpus = [
  record({
    url: '/docs/concepts/transforms',
    lvl1: 'Node transforms',
    content: 'A transform runs when a node is marked dirty.',
  }),
  record({
    url: '/docs/concepts/listeners',
    lvl1: 'Listeners',
    content: 'Register a listener to hear about each update.',
  }),
  record({
    url: '/docs/concepts/commands',
    lvl1: 'Commands',
    content: 'Dispatch a command and handle it with a handler.',
  }),
  record({
    url: '/docs/concepts/history',
    lvl1: 'History (undo and redo)',
    content: 'Undo restores the previous state.',
  }),
  record({
    url: '/docs/packages/lexical-clipboard',
    lvl1: '@lexical/clipboard',
    content: 'Copy and paste between editors.',
  }),
  record({
    url: '/docs/getting-started/supported-browsers',
    lvl1: 'Supported browsers',
    content: 'Lexical supports the last two versions of each browser.',
  }),
  record({
    url: '/docs/faq#how-do-i-clear-the-editor',
    lvl1: 'FAQ',
    lvl2: 'Content',
    lvl3: 'How do I clear the editor?',
    type: 'lvl3',
    content: 'Call root.clear() in an update.',
  }),
  record({
    url: '/docs/faq#what-is-a-node',
    lvl1: 'FAQ',
    lvl2: 'Content',
    lvl3: 'What is a node with a key?',
    type: 'lvl3',
    content: 'A node is a value of the tree and it has a key.',
  }),
  record({
    url: '/docs/faq#registering-nodes',
    lvl1: 'FAQ',
    lvl2: 'Nodes',
    lvl3: 'Registering nodes',
    type: 'lvl3',
    content: 'Registering a node class: list it in the config when registering the editor.',
  }),
  record({
    url: '/docs/faq#how-do-i-know-what-the-editor-is-doing',
    lvl1: 'FAQ',
    lvl2: 'Behaviour',
    lvl3: 'How do I know what the editor is doing with my text?',
    type: 'lvl3',
    content: 'How and why: it is what it is, and the editor does what it does with the text you type.',
  }),
  record({
    url: '/docs/api/modules/lexical_markdown#transformers',
    lvl0: api,
    lvl1: '@lexical/markdown',
    lvl2: 'Variables',
    lvl3: 'TRANSFORMERS',
    type: 'lvl3',
    content: 'Every Markdown transformer.',
  }),
  record({
    url: '/docs/api/classes/lexical.EditorState',
    lvl0: api,
    lvl1: 'Class: EditorState',
    content: 'An immutable state; read it with read.',
  }),
  ...[
    [
      'lexical.EditorState',
      'EditorState',
      'read()',
      'Runs a function with this state as the active one; read the state inside.',
    ],
    ['lexical.LexicalEditor', 'LexicalEditor', 'read()', 'Reads the latest state of the editor.'],
    ['lexical.LexicalEditor', 'LexicalEditor', 'update()', 'Changes the editor state inside an update function.'],
    ['lexical.TextNode', 'TextNode', 'setFormat()', 'Sets the text format of the node.'],
    ['lexical.RangeSelection', 'RangeSelection', 'setFormat()', 'Sets the format of the selection.'],
    [
      'lexical.RangeSelection',
      'RangeSelection',
      'insertText()',
      'Inserts text at the selection, replacing what is selected.',
    ],
    ['lexical.NodeSelection', 'NodeSelection', 'insertText()', 'Does nothing: a node selection holds no text.'],
    ['lexical.ElementNode', 'ElementNode', 'clear()', 'Removes every child of the element.'],
  ].map(([page, name, member, content]) =>
    record({
      url: `/docs/api/classes/${page}#${member!.replace('()', '').toLowerCase()}`,
      lvl0: api,
      lvl1: `Class: ${name}`,
      lvl2: 'Methods',
      lvl3: member,
      type: 'lvl3',
      content,
    }),
  ),
  record({
    url: '/docs/api/modules/lexical/nodes#createtextnode',
    lvl0: api,
    lvl1: 'lexical: Nodes',
    lvl2: 'Functions',
    lvl3: '$createTextNode()',
    type: 'lvl3',
    content: 'Creates a text node holding the given text.',
  }),
  record({
    url: '/docs/api/modules/lexical/commands#format_text_command',
    lvl0: api,
    lvl1: 'lexical: Commands',
    lvl2: 'Variables',
    lvl3: 'FORMAT_TEXT_COMMAND',
    type: 'lvl3',
    content: 'Toggles a text format of the selection.',
  }),
  record({
    url: '/blog/inside-an-update',
    lvl0: 'Blog',
    lvl1: 'Inside editor.update() and editorState.read()',
    tag: 'default',
    content: 'What an update does to the editor state, and how read and update differ. Reconciliation explained.',
  }),
  record({
    url: '/blog/inside-an-update#reconciliation',
    lvl0: 'Blog',
    lvl1: 'Inside editor.update() and editorState.read()',
    lvl2: 'Reconciliation',
    type: 'lvl2',
    tag: 'default',
    content: 'The reconciler writes the changes to the DOM.',
  }),
  // A gallery example whose title holds every word of a question the concept page answers.
  record({
    url: '/gallery/history-node',
    lvl0: 'Gallery',
    lvl1: 'Undo and redo buttons',
    content: 'Undo and redo: press Undo to undo the last change and Redo to redo it.',
  }),
];

const search = searcher(corpus);

describe('search engine: the page each query brings first', () => {
  it.each([
    // Two neighbouring letters swapped: one typo, like a missing letter.
    ['trasnforms', '/docs/concepts/transforms'],
    ['comamnds', '/docs/concepts/commands'],
    ['lisetners', '/docs/concepts/listeners'],
    ['histroy', '/docs/concepts/history'],
    ['$craeteTextNode', '/docs/api/modules/lexical/nodes#createtextnode'],
    // Another form of the page's words, both ways.
    ['registering listeners', '/docs/concepts/listeners'],
    ['listening', '/docs/concepts/listeners'],
    ['copies and pastes', '/docs/packages/lexical-clipboard'],
    ['supported browser', '/docs/getting-started/supported-browsers'],
    ['which browsers does lexical support', '/docs/getting-started/supported-browsers'],
    ['dispatching commands', '/docs/concepts/commands'],
    // Function words do not decide: the content words do.
    ['how do I clear the editor', '/docs/faq#how-do-i-clear-the-editor'],
    ['how do I clear the editor with it', '/docs/faq#how-do-i-clear-the-editor'],
    // Code: a member of the class the owner names, whatever form the reference takes.
    ['editorState.read', '/docs/api/classes/lexical.EditorState#read'],
    ['editor.read()', '/docs/api/classes/lexical.LexicalEditor#read'],
    ['editor.update', '/docs/api/classes/lexical.LexicalEditor#update'],
    ['TextNode.setFormat', '/docs/api/classes/lexical.TextNode#setformat'],
    ['RangeSelection#setFormat', '/docs/api/classes/lexical.RangeSelection#setformat'],
    ['selection#insertText', '/docs/api/classes/lexical.RangeSelection#inserttext'],
    ['$createTextNode()', '/docs/api/modules/lexical/nodes#createtextnode'],
    ['FORMAT_TEXT_COMMAND', '/docs/api/modules/lexical/commands#format_text_command'],
    // The docs before a blog post on the same words; the post on words only it has.
    ['update', '/docs/api/classes/lexical.LexicalEditor#update'],
    ['editor state inside update', '/docs/api/classes/lexical.LexicalEditor#update'],
    ['reconciliation', '/blog/inside-an-update#reconciliation'],
    // The docs explain, the gallery shows: the same words bring the docs first.
    ['undo and redo', '/docs/concepts/history'],
  ])('%s -> %s', async (query, expected) => {
    const hits = await search(query);
    expect(hits[0]?.record.url).toBe(expected);
  });

  it('a member reference to no member of that name is searched as words', async () => {
    const hits = await search('node.key');
    expect(hits[0]?.record.url).toBe('/docs/faq#what-is-a-node');
  });

  it('answers each keystroke of a question as an engine that never saw the earlier ones does', async () => {
    // The engine keeps the matches of words it has matched: typing on must not change what a query finds.
    const typed = 'how do I list the nodes on registr listeners in the edtior';
    const summary = (hits: Awaited<ReturnType<typeof search>>) =>
      hits.map((hit) => `${hit.record.url} ${hit.score.toFixed(6)} ${[...hit.terms].sort().join(',')}`);
    for (let end = 1; end <= typed.length; end += 1) {
      const query = typed.slice(0, end);
      expect(summary(await search(query)), query).toEqual(summary(await searcher(corpus)(query)));
    }
  });

  it('a query of function words only is still searched', async () => {
    expect(queryWords('how do I')).toEqual([
      {symbol: 'how', prose: 'how'},
      {symbol: 'do', prose: 'do'},
      {symbol: 'i', prose: 'i'},
    ]);
  });
});

describe('search engine: words', () => {
  it('stems prose and keeps names whole', () => {
    expect(['registering', 'register', 'listeners', 'copies', 'copy'].map(proseTerm)).toEqual([
      'regist',
      'regist',
      'listen',
      'copi',
      'copi',
    ]);
    expect(symbolTerm('$createTextNode')).toBe('createtextnode');
    expect(proseTerm('FORMAT_TEXT_COMMAND')).toBe('format_text_command');
  });

  it('drops English function words from prose, but not words that name what the API does', () => {
    expect(['how', 'and', 'an', 'with', 'a', 'the'].every(isStopWord)).toBe(true);
    expect(['before', 'after', 'get', 'into', 'up'].some(isStopWord)).toBe(false);
    expect(proseTerm('with')).toBeNull();
  });

  it('lists every swap of neighbouring letters, for words of four letters or more', () => {
    expect(transpositions('abcd')).toEqual(['bacd', 'acbd', 'abdc']);
    expect(transpositions('abc')).toEqual([]);
    expect(transpositions('aabb')).toEqual(['abab']);
  });

  it('reads member references written as code', () => {
    expect(memberReference('editorState.read')).toEqual({owner: 'editorstate', member: 'read'});
    expect(memberReference(' $TextNode#setFormat() ')).toEqual({owner: 'textnode', member: 'setformat'});
    expect(memberReference('editor state read')).toBeUndefined();
    expect(memberReference('error #19')).toBeUndefined();
    expect(ownerAffinity('editorstate', 'editorstate')).toBeGreaterThan(ownerAffinity('lexicaleditor', 'editor'));
    expect(ownerAffinity('lexicaleditor', 'editor')).toBeGreaterThan(ownerAffinity('editorstate', 'editor'));
  });

  it('highlights every form of a stemmed word that matched', () => {
    const {value} = highlight(
      'Registering a listener; listeners registered',
      new Set(['regist', 'listen']),
      '<b>',
      '</b>',
    );
    expect(value).toBe('<b>Registering</b> a <b>listener</b>; <b>listeners</b> <b>registered</b>');
  });
});
