/**
 * The local search engine: MiniSearch over the split index (indexFiles.ts),
 * plus the ranking rules an API reference needs (an exact symbol or page title
 * wins). Titles, headings and symbols are indexed in the browser from the core;
 * the text is searched in the postings chunks the query's words fall in, loaded
 * by `prepare`. Each word's score is the sum of its fields' scores, as in one
 * whole MiniSearch index. Runs in the browser and in Node (unit tests,
 * benchmark), so no DOM or Node imports here.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {
  cachedUntilFailure,
  chunksFor,
  coreRecords,
  loadTextChunk,
  textBlockOf,
  textIndexBase,
  type IndexCore,
  type PostingsChunk,
} from './indexFiles';
import {apiReferenceGroup, type SearchRecord} from './shared';
import {normalizeSymbol, processTerm, tokenize} from './text';

/** Longest query we look at; the rest of a pasted essay is ignored, not an error. */
export const maxQueryChars = 256;
/** Most words of a query we search for. */
export const maxQueryTerms = 10;

interface NameFields {
  id: number;
  heading: string;
  symbol: string;
  parts: string;
  context: string;
}

/** `$getRoot()` -> `getRoot`; `Class: LexicalEditor` -> `LexicalEditor`; prose -> ''. */
export function symbolOf(heading: string): string {
  const text = heading
    .replace(
      /^(abstract\s+)?(class|interface|function|variable|type alias|type|enumeration|enum|module|namespace|property|method|accessor|constructor)\s*:\s*/i,
      '',
    )
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

/** `registerRichText` -> `register rich text`; `HTMLConfig` -> `html config`. */
function camelParts(identifier: string): string {
  return identifier
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_$./@-]+/g, ' ');
}

/** Clip a query to what the engine searches: bounded length and term count. */
export function clipQuery(query: string): string {
  return tokenize(query.slice(0, maxQueryChars)).slice(0, maxQueryTerms).join(' ');
}

/** The index terms a query searches for, in order. */
function queryTerms(query: string): string[] {
  return tokenize(clipQuery(query)).flatMap((word) => processTerm(word) ?? []);
}

/**
 * How each word is looked for: the last one as a prefix (the reader is typing
 * it), long ones with a typo allowed. In the text, a one-letter last word is
 * matched whole: as a prefix it would pull in a letter's share of the whole
 * vocabulary for nothing (titles, headings and symbols still take it as a prefix).
 */
function termOptions(term: string, position: number, count: number) {
  const prefix = position === count - 1;
  return {prefix, textPrefix: prefix && term.length > 2, fuzzy: term.length >= 5 ? 0.2 : (false as const)};
}

const searchOptions = {tokenize, maxFuzzy: 2};

export interface RankedHit {
  /** Position of the record in the index. */
  id: number;
  record: SearchRecord;
  score: number;
  /** Index terms the hit matched, for highlighting. */
  terms: string[];
}

export interface LocalEngine {
  /** Every record; a record's `content` is filled in once its text block is loaded. */
  readonly records: readonly SearchRecord[];
  /** The text block holding a record's text, and the record's place in it. */
  textBlockOf(id: number): [block: number, position: number];
  /** The first record of a text block. */
  textBlockStart(block: number): number;
  /** Load the postings the query's words need. */
  prepare(query: string): Promise<void>;
  /** Answer from what is loaded: call `prepare` first. */
  search(query: string, accept?: (record: SearchRecord) => boolean): RankedHit[];
}

interface TermMatch {
  score: number;
  terms: Set<string>;
}

/** The postings chunks the words of a query fall in: what `prepare` loads before searching. */
export function chunksForQuery(core: IndexCore, query: string): number[] {
  const terms = queryTerms(query);
  return [
    ...new Set(
      terms.flatMap((term, position) =>
        chunksFor(core.chunkStarts, term, termOptions(term, position, terms.length).textPrefix),
      ),
    ),
  ];
}

/** Records indexed between two yields to the event loop while the engine is built. */
const namesIndexBatch = 400;

/** Lets the event loop run (input, rendering) between two batches of work; not throttled in a background tab. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Builds the engine from the index core. Indexing the names of every record is a few hundred milliseconds on a
 * phone, so it runs in batches with yields between them: no long task blocks the page that opened search.
 */
export async function createEngine(
  core: IndexCore,
  loadChunk: (chunk: number) => Promise<PostingsChunk>,
): Promise<LocalEngine> {
  const records = coreRecords(core);
  const names = new MiniSearch<NameFields>({
    fields: ['heading', 'symbol', 'parts', 'context'],
    storeFields: [],
    // A symbol is indexed whole: its strong boost is for typing the identifier
    // (`getroot`), not one word of it (`history` in `@lexical/history`); `parts` holds the words.
    tokenize: (text, fieldName) => (fieldName === 'symbol' ? (text ? [text] : []) : tokenize(text)),
    processTerm,
    searchOptions: {...searchOptions, boost: {symbol: 8, heading: 5, parts: 2, context: 1.5}},
  });
  const textSearchOptions = {...searchOptions, boost: {content: 1}};
  const symbols: string[] = [];
  const titles: string[] = [];
  // The title without a trailing gloss: 'History (undo and redo)' is named 'history'.
  const titleNames: string[] = [];
  const titleWords: Set<string>[] = [];
  const nameFieldsOf = (record: SearchRecord, id: number): NameFields => {
    const heading = record.lvl3 ?? record.lvl2 ?? record.lvl1;
    const named = symbolOf(record.type === 'lvl1' ? record.lvl1 : heading);
    const symbol = record.lvl0 === apiReferenceGroup || looksLikeCode(named) ? named : '';
    const folded = normalizeSymbol(symbol);
    symbols.push(folded);
    const title = record.type === 'lvl1' ? record.lvl1.toLowerCase() : '';
    titles.push(title);
    titleNames.push(title.replace(/\s*\([^)]*\)$/, ''));
    titleWords.push(new Set(tokenize(title)));
    return {
      id,
      heading,
      symbol: folded,
      parts: symbol ? camelParts(symbol) : '',
      context: [record.lvl1, record.type === 'lvl3' ? record.lvl2 : ''].join(' '),
    };
  };
  // The fields are made batch by batch too: making them all at once was a long task of its own.
  for (let start = 0; start < records.length; start += namesIndexBatch) {
    if (start > 0) await yieldToEventLoop();
    const batch = records.slice(start, start + namesIndexBatch);
    names.addAll(batch.map((record, offset) => nameFieldsOf(record, start + offset)));
  }

  const textBase = textIndexBase(core);
  const chunks: (MiniSearch | undefined)[] = [];
  /** Bumped when a chunk is loaded: a query's matches depend on the words and on the chunks loaded. */
  let loadedChunks = 0;
  const load = cachedUntilFailure(async (chunk: number) => {
    chunks[chunk] = loadTextChunk(textBase, await loadChunk(chunk));
    loadedChunks += 1;
  });

  /** Every record one word matches, in any field, with its summed score. */
  const matchTerm = (term: string, position: number, count: number): Map<number, TermMatch> => {
    const {prefix, textPrefix, fuzzy} = termOptions(term, position, count);
    const matches = new Map<number, TermMatch>();
    const add = (results: SearchResult[]) => {
      for (const result of results) {
        const id = result.id as number;
        const match = matches.get(id);
        if (match) {
          match.score += result.score;
          for (const matched of result.terms) match.terms.add(matched);
        } else {
          matches.set(id, {score: result.score, terms: new Set(result.terms)});
        }
      }
    };
    add(names.search(term, {prefix, fuzzy}));
    for (const chunk of chunksFor(core.chunkStarts, term, textPrefix)) {
      const index = chunks[chunk];
      if (index) add(index.search(term, {...textSearchOptions, prefix: textPrefix, fuzzy}));
    }
    return matches;
  };

  /** MiniSearch's AND/OR: scores add up, and a record matching more words counts them. */
  const combine = (perTerm: Map<number, TermMatch>[], all: boolean, accept?: (record: SearchRecord) => boolean) => {
    const combined = new Map<number, TermMatch & {words: number}>();
    perTerm.forEach((matches, position) => {
      for (const [id, match] of matches) {
        const entry = combined.get(id);
        if (entry) {
          entry.score += match.score;
          entry.words += 1;
          for (const term of match.terms) entry.terms.add(term);
        } else if (!all || position === 0) {
          combined.set(id, {score: match.score, terms: new Set(match.terms), words: 1});
        }
      }
    });
    const results: {id: number; score: number; terms: string[]}[] = [];
    for (const [id, {score, terms, words}] of combined) {
      if (all && words < perTerm.length) continue;
      if (accept && !accept(records[id]!)) continue;
      results.push({id, score: score * words, terms: [...terms]});
    }
    return results;
  };

  let lastMatches: {key: string; perTerm: Map<number, TermMatch>[]} | undefined;

  const EXACT_API_SYMBOL = 1e6;
  /** An anchor on a class or interface page (a method, a property), as opposed to an export. */
  const isMemberOfType = (url: string) => /\/(classes|interfaces)\/[^#]+#/.test(url);
  const EXACT_GUIDE_SYMBOL = 1e5;
  const rank = (results: {id: number; score: number; terms: string[]}[], query: string): RankedHit[] => {
    const wanted = normalizeSymbol(query);
    const wantedTitle = query.trim().toLowerCase();
    const wantedWords = tokenize(wantedTitle);
    return results
      .map(({id, score, terms}) => {
        const record = records[id]!;
        // The reader typed the exact name of a page or symbol: that is the answer.
        if (titles[id] && (titles[id] === wantedTitle || titleNames[id] === wantedTitle)) score *= 30;
        // An exact symbol: the API reference's entry for it beats a guide's heading naming it.
        // Several packages may export it (`$convertFromMarkdownString` of @lexical/markdown and of
        // @lexical/mdast, also a method of an mdast interface): a module's own export beats a member
        // of a class or interface, and among equals the index order decides, not text lengths.
        else if (symbols[id] && symbols[id] === wanted)
          score =
            record.lvl0 === apiReferenceGroup
              ? EXACT_API_SYMBOL * (isMemberOfType(record.url) ? 1 : 2)
              : EXACT_GUIDE_SYMBOL;
        // A page about the words typed ('transforms' -> 'Node transforms') beats a section or a
        // symbol that only resembles them ('TRANSFORMERS').
        else if (
          titles[id] &&
          (titles[id]!.startsWith(wantedTitle) || wantedWords.every((word) => titleWords[id]!.has(word)))
        )
          score *= 3;
        if (record.type === 'lvl1') score *= 1.2;
        return {id, record, score, terms};
      })
      .sort((a, b) => b.score - a.score || a.id - b.id);
  };

  return {
    records,
    textBlockOf: (id) => textBlockOf(core.textStarts, id),
    textBlockStart: (block) => core.textStarts[block] ?? 0,
    async prepare(query) {
      await Promise.all(chunksForQuery(core, query).map(load));
    },
    search(rawQuery, accept) {
      const terms = queryTerms(rawQuery);
      if (terms.length === 0) return [];
      // The same words asked again (another page of hits, other filters, the /search page's opening query started
      // early) reuse the last matches: matching, with typos allowed, is most of a query's time.
      const key = `${loadedChunks} ${terms.join(' ')}`;
      if (lastMatches?.key !== key) {
        lastMatches = {key, perTerm: terms.map((term, position) => matchTerm(term, position, terms.length))};
      }
      const {perTerm} = lastMatches;
      let results = combine(perTerm, true, accept);
      // Every word matching is best; when nothing has them all, any word will do.
      if (results.length === 0) results = combine(perTerm, false, accept);
      return rank(results, rawQuery.slice(0, maxQueryChars));
    },
  };
}
