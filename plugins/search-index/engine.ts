/**
 * The local search engine: MiniSearch over the build's records, plus the
 * ranking rules an API reference needs (an exact symbol or page title wins).
 * Runs in the browser and in Node (unit tests, benchmark), so no DOM or Node
 * imports here.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {apiReferenceGroup, type SearchRecord} from './shared';

/** Longest query we look at; the rest of a pasted essay is ignored, not an error. */
export const maxQueryChars = 256;
/** Most words of a query we search for. */
export const maxQueryTerms = 10;

interface IndexedRecord {
  id: number;
  heading: string;
  symbol: string;
  parts: string;
  context: string;
  content: string;
}

/** `$getRoot()` -> `getRoot`; `Class: LexicalEditor` -> `LexicalEditor`; prose -> ''. */
export function symbolOf(heading: string): string {
  const text = heading
    .replace(/^(abstract\s+)?(class|interface|function|variable|type alias|type|enumeration|enum|module|namespace|property|method|accessor|constructor)\s*:\s*/i, '')
    .replace(/<.*>$/, '')
    .replace(/\(\s*\)$/, '')
    .replace(/\?$/, '')
    .trim();
  // One identifier (optionally dotted or scoped like @lexical/react/LexicalComposer): a symbol.
  return /^[@$\w][\w$./-]*$/.test(text) ? text : '';
}

/**
 * Whether a guide heading names code rather than a topic: `$getRoot`, `LinkNode`,
 * `editor.update`, `KEY_ENTER_COMMAND` do; `Updates` or `Nodes` do not. In the API
 * reference every heading names code.
 */
function looksLikeCode(name: string): boolean {
  return /[$_.]|[a-z\d][A-Z]/.test(name);
}

/** Lower-case, `$` and call parentheses dropped: how queries and symbols compare. */
export function normalizeSymbol(text: string): string {
  return text.trim().replace(/\(\s*\)$/, '').replace(/\$/g, '').toLowerCase();
}

/** `registerRichText` -> `register rich text`; `HTMLConfig` -> `html config`. */
function camelParts(identifier: string): string {
  return identifier
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_$./@-]+/g, ' ');
}

function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/^_+|_+$/g, '');
  return lower.length === 0 ? null : lower;
}

/** Clip a query to what the engine searches: bounded length and term count. */
export function clipQuery(query: string): string {
  return tokenize(query.slice(0, maxQueryChars)).slice(0, maxQueryTerms).join(' ');
}

export interface RankedHit {
  record: SearchRecord;
  score: number;
  /** Index terms the hit matched, for highlighting. */
  terms: string[];
}

export interface LocalEngine {
  readonly records: readonly SearchRecord[];
  search(query: string, accept?: (record: SearchRecord) => boolean): RankedHit[];
}

export function createEngine(records: SearchRecord[]): LocalEngine {
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: ['heading', 'symbol', 'parts', 'context', 'content'],
    storeFields: [],
    // A symbol is indexed whole: its strong boost is for typing the identifier
    // (`getroot`), not one word of it (`history` in `@lexical/history`); `parts` holds the words.
    tokenize: (text, fieldName) => (fieldName === 'symbol' ? (text ? [text] : []) : tokenize(text)),
    processTerm,
    searchOptions: {
      tokenize,
      boost: {symbol: 8, heading: 5, parts: 2, context: 1.5, content: 1},
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  });
  const symbols: string[] = [];
  const titles: string[] = [];
  // The title without a trailing gloss: 'History (undo and redo)' is named 'history'.
  const titleNames: string[] = [];
  const titleWords: Set<string>[] = [];
  miniSearch.addAll(
    records.map((record, id) => {
      const heading = record.lvl3 ?? record.lvl2 ?? record.lvl1;
      const named = symbolOf(record.type === 'lvl1' ? record.lvl1 : heading);
      const symbol = record.lvl0 === apiReferenceGroup || looksLikeCode(named) ? named : '';
      symbols.push(normalizeSymbol(symbol));
      const title = record.type === 'lvl1' ? record.lvl1.toLowerCase() : '';
      titles.push(title);
      titleNames.push(title.replace(/\s*\([^)]*\)$/, ''));
      titleWords.push(new Set(tokenize(title)));
      return {
        id,
        heading,
        symbol: symbol.replace(/\$/g, ''),
        parts: symbol ? camelParts(symbol) : '',
        context: [record.lvl1, record.type === 'lvl3' ? record.lvl2 : ''].join(' '),
        content: record.content,
      };
    }),
  );

  const rank = (results: SearchResult[], query: string): RankedHit[] => {
    const wanted = normalizeSymbol(query);
    const wantedTitle = query.trim().toLowerCase();
    const wantedWords = tokenize(wantedTitle);
    return results
      .map((result) => {
        const id = result.id as number;
        const record = records[id]!;
        let score = result.score;
        // The reader typed the exact name of a page or symbol: that is the answer.
        if (titles[id] && (titles[id] === wantedTitle || titleNames[id] === wantedTitle)) score *= 30;
        // An exact symbol: the API reference's entry for it beats a guide's heading naming it.
        else if (symbols[id] && symbols[id] === wanted) score *= record.lvl0 === apiReferenceGroup ? 30 : 20;
        // A page about the words typed ('transforms' -> 'Node transforms') beats a section or a
        // symbol that only resembles them ('TRANSFORMERS').
        else if (
          titles[id] &&
          (titles[id]!.startsWith(wantedTitle) || wantedWords.every((word) => titleWords[id]!.has(word)))
        )
          score *= 3;
        if (record.type === 'lvl1') score *= 1.2;
        return {record, score, terms: result.terms};
      })
      .sort((a, b) => b.score - a.score);
  };

  return {
    records,
    search(rawQuery, accept) {
      const query = clipQuery(rawQuery);
      if (!query) return [];
      const filter = accept ? (result: SearchResult) => accept(records[result.id as number]!) : undefined;
      let results = miniSearch.search(query, {filter});
      // Every word matching is best; when nothing has them all, any word will do.
      if (results.length === 0) results = miniSearch.search(query, {filter, combineWith: 'OR'});
      return rank(results, rawQuery.slice(0, maxQueryChars));
    },
  };
}
