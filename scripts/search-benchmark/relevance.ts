/**
 * The relevance half of `npm run bench:search`: queries a reader would type, each with the pages that answer it,
 * run through the local engine over the built index. Prints hit@1 (the first hit answers) and MRR@5 (the mean of
 * 1/rank of the first answer within the top five, 0 when none is). Figures, not a test: a change to the engine is
 * judged by them, before and after.
 *
 * An accepted entry with a fragment names that section exactly; one without names the page, any section of it.
 */
import {createEngine, type LocalEngine} from '../../plugins/search-index/engine';
import type {IndexSource} from '../../plugins/search-index/indexFiles';

export type QueryKind = 'question' | 'word forms' | 'API name' | 'typo' | 'error message';

export interface RelevanceQuery {
  query: string;
  kind: QueryKind;
  accept: readonly string[];
}

const api = '/docs/api';
const faq = '/docs/faq';

export const relevanceQueries: readonly RelevanceQuery[] = [
  // Questions put as a sentence.
  {
    kind: 'question',
    query: 'how do I make the editor read-only',
    accept: ['/docs/concepts/read-only', `${faq}#how-do-i-make-the-editor-read-only`],
  },
  {
    kind: 'question',
    query: 'how to save the editor content as JSON',
    accept: [
      '/docs/serialization/serialization',
      `${faq}#how-do-i-get-the-content-as-json-html-markdown-or-plain-text`,
      `${api}/classes/lexical.EditorState#tojson`,
    ],
  },
  {
    kind: 'question',
    query: 'how do I know when the content changes',
    accept: ['/docs/concepts/listeners', `${api}/classes/lexical.LexicalEditor#registerupdatelistener`],
  },
  {
    kind: 'question',
    query: 'insert text at the cursor',
    accept: [`${faq}#how-do-i-insert-text-or-a-node-at-the-cursor`, `${api}/classes/lexical.RangeSelection#inserttext`],
  },
  {kind: 'question', query: 'undo and redo', accept: ['/docs/concepts/history', '/docs/packages/lexical-history']},
  {
    kind: 'question',
    query: 'collaborative editing with yjs',
    accept: ['/docs/collaboration/react', '/docs/packages/lexical-yjs'],
  },
  {
    kind: 'question',
    query: 'what is a decorator node',
    accept: ['/docs/concepts/decorators', `${api}/classes/lexical.DecoratorNode`],
  },
  {kind: 'question', query: 'how do I test my editor', accept: ['/docs/testing']},
  {kind: 'question', query: 'style the text with a theme', accept: ['/docs/getting-started/theming']},
  {
    kind: 'question',
    query: 'which browsers does lexical support',
    accept: ['/docs/getting-started/supported-browsers', `${faq}#which-browsers-are-supported`],
  },
  {
    kind: 'question',
    query: 'run lexical on the server without a DOM',
    accept: ['/docs/packages/lexical-headless', `${faq}#can-i-run-lexical-on-the-server`],
  },
  {kind: 'question', query: 'how do I clear the editor', accept: [`${faq}#how-do-i-clear-the-editor`]},
  {
    kind: 'question',
    query: 'how to load markdown into the editor',
    accept: [
      '/docs/packages/lexical-markdown',
      '/docs/serialization/markdown-mdast',
      `${api}/modules/lexical_markdown#convertfrommarkdownstring`,
    ],
  },
  {
    kind: 'question',
    query: 'is there a way to use lexical without react',
    accept: [`${faq}#do-i-need-react`, '/docs/extensions/intro', '/docs/intro'],
  },
  // Another form of the words the page uses.
  {kind: 'word forms', query: 'registering listeners', accept: ['/docs/concepts/listeners']},
  {kind: 'word forms', query: 'transforming nodes', accept: ['/docs/concepts/transforms']},
  {kind: 'word forms', query: 'replacing built-in nodes', accept: ['/docs/concepts/node-replacement']},
  {kind: 'word forms', query: 'cloning nodes', accept: ['/docs/concepts/node-cloning']},
  {kind: 'word forms', query: 'copies and pastes', accept: ['/docs/packages/lexical-clipboard']},
  {
    kind: 'word forms',
    query: 'dispatching commands',
    accept: ['/docs/concepts/commands', `${api}/classes/lexical.LexicalEditor#dispatchcommand`],
  },
  // API names, as code is written.
  {kind: 'API name', query: 'editorState.read', accept: [`${api}/classes/lexical.EditorState#read`]},
  {kind: 'API name', query: 'editor.update', accept: [`${api}/classes/lexical.LexicalEditor#update`]},
  {kind: 'API name', query: 'TextNode.setFormat', accept: [`${api}/classes/lexical.TextNode#setformat`]},
  {
    kind: 'API name',
    query: 'selection#insertText',
    accept: [`${api}/classes/lexical.RangeSelection#inserttext`, `${api}/interfaces/lexical.BaseSelection#inserttext`],
  },
  {kind: 'API name', query: '$createTextNode()', accept: [`${api}/modules/lexical/nodes#createtextnode`]},
  {kind: 'API name', query: 'FORMAT_TEXT_COMMAND', accept: [`${api}/modules/lexical/commands#format_text_command`]},
  {
    kind: 'API name',
    query: 'editor.registerUpdateListener',
    accept: [`${api}/classes/lexical.LexicalEditor#registerupdatelistener`],
  },
  {kind: 'API name', query: 'editorState.toJSON()', accept: [`${api}/classes/lexical.EditorState#tojson`]},
  {kind: 'API name', query: '$generateHtmlFromNodes', accept: [`${api}/modules/lexical_html#generatehtmlfromnodes`]},
  {
    kind: 'API name',
    query: 'RichTextPlugin',
    accept: [`${api}/modules/lexical_react_LexicalRichTextPlugin#richtextplugin`, '/docs/react/plugins#richtextplugin'],
  },
  {
    kind: 'API name',
    query: 'LexicalEditor#dispatchCommand',
    accept: [`${api}/classes/lexical.LexicalEditor#dispatchcommand`],
  },
  // Typing errors: swapped, missing and doubled letters.
  {kind: 'typo', query: 'trasnforms', accept: ['/docs/concepts/transforms']},
  {kind: 'typo', query: 'comamnds', accept: ['/docs/concepts/commands']},
  {kind: 'typo', query: 'lisetners', accept: ['/docs/concepts/listeners']},
  {kind: 'typo', query: 'selectoin', accept: ['/docs/concepts/selection']},
  {kind: 'typo', query: 'serialiaztion', accept: ['/docs/serialization/serialization']},
  {
    kind: 'typo',
    query: 'decoartor nodes',
    accept: ['/docs/concepts/decorators', `${api}/classes/lexical.DecoratorNode`],
  },
  {
    kind: 'typo',
    query: 'regsiterUpdateListener',
    accept: [`${api}/classes/lexical.LexicalEditor#registerupdatelistener`],
  },
  {kind: 'typo', query: '$getSelectoin', accept: [`${api}/modules/lexical/selection#getselection`]},
  {kind: 'typo', query: 'histroy', accept: ['/docs/concepts/history']},
  {kind: 'typo', query: 'travresal', accept: ['/docs/concepts/traversal']},
  {kind: 'typo', query: 'node repalcement', accept: ['/docs/concepts/node-replacement']},
  // Error messages pasted from a console.
  {
    kind: 'error message',
    query: 'Unable to find an active editor state',
    accept: [`${faq}#why-does-getroot-throw-unable-to-find-an-active-editor-state`],
  },
  {
    kind: 'error message',
    query: 'Cannot use method in read-only mode',
    accept: [`${faq}#what-does-cannot-use-method-in-read-only-mode-mean`],
  },
  {
    kind: 'error message',
    query: 'was not configured to be used on the editor',
    accept: [`${faq}#what-does-attempted-to-create-node--that-was-not-configured-to-be-used-on-the-editor-mean`],
  },
  {
    kind: 'error message',
    query: 'One or more transforms are endlessly triggering additional transforms',
    accept: [
      `${faq}#what-does-one-or-more-transforms-are-endlessly-triggering-additional-transforms-mean`,
      '/docs/concepts/transforms',
    ],
  },
  {kind: 'error message', query: 'Minified Lexical error #19', accept: ['/docs/error']},
];

/** Whether a hit's URL answers the query. */
export function accepts(accepted: readonly string[], url: string): boolean {
  const [page] = url.split('#');
  return accepted.some((entry) => (entry.includes('#') ? entry === url : entry === page));
}

export interface QueryResult {
  query: RelevanceQuery;
  /** 1-based rank of the first accepted hit within the top five; undefined when none is. */
  rank: number | undefined;
  top: string[];
}

export interface RelevanceFigures {
  results: QueryResult[];
  hitAt1: number;
  mrrAt5: number;
}

export function relevanceOf(engine: LocalEngine, queries: readonly RelevanceQuery[]): RelevanceFigures {
  const results = queries.map((query) => {
    const top = engine
      .search(query.query)
      .slice(0, 5)
      .map((hit) => hit.record.url);
    const index = top.findIndex((url) => accepts(query.accept, url));
    return {query, rank: index >= 0 ? index + 1 : undefined, top};
  });
  const hitAt1 = results.filter((result) => result.rank === 1).length / results.length;
  const mrrAt5 = results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length;
  return {results, hitAt1, mrrAt5};
}

/** The engine over a built index, with every postings chunk the queries need loaded. */
export async function relevanceOfBuiltIndex(source: IndexSource): Promise<RelevanceFigures> {
  const engine = await createEngine(await source.core(), source.chunk);
  for (const {query} of relevanceQueries) await engine.prepare(query);
  return relevanceOf(engine, relevanceQueries);
}

export function formatRelevance({results, hitAt1, mrrAt5}: RelevanceFigures, verbose: boolean): string {
  const lines = [
    `Relevance over ${results.length} queries: hit@1 ${(hitAt1 * 100).toFixed(0)} %, MRR@5 ${mrrAt5.toFixed(2)}`,
  ];
  const kinds = [...new Set(results.map((result) => result.query.kind))];
  for (const kind of kinds) {
    const ofKind = results.filter((result) => result.query.kind === kind);
    const first = ofKind.filter((result) => result.rank === 1).length;
    lines.push(`  ${kind}: ${first}/${ofKind.length} first`);
  }
  if (verbose) {
    for (const {query, rank, top} of results) {
      if (rank === 1) continue;
      lines.push(
        `  ${rank ? `#${rank}` : 'miss'}  ${JSON.stringify(query.query)} -> ${top.slice(0, 3).join('  ') || '(nothing)'}`,
      );
    }
  }
  return lines.join('\n');
}
