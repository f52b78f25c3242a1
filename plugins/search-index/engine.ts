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
import {apiReferenceGroup, blogGroup, galleryGroup, type SearchRecord} from './shared';
import {namePartTerm, normalizeSymbol, proseTerm, stem, symbolTerm, tokenize} from './text';

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

/** One word of a query: as a name (folded) and as prose (stemmed; `null` for a function word). */
export interface QueryWord {
  symbol: string;
  prose: string | null;
}

/**
 * The words a query searches for, in order. Function words ("how", "a", "with") are left out, unless the query has
 * nothing else: then they are searched as they are.
 */
export function queryWords(query: string): QueryWord[] {
  const words = tokenize(clipQuery(query)).flatMap((word): QueryWord[] => {
    const symbol = symbolTerm(word);
    return symbol === null ? [] : [{symbol, prose: proseTerm(word)}];
  });
  const content = words.filter((word) => word.prose !== null);
  return content.length > 0 ? content : words.map(({symbol}) => ({symbol, prose: stem(symbol)}));
}

/**
 * A word with two neighbouring letters swapped, every way: the commonest typing error ("trasnform"), one edit in the
 * Damerau-Levenshtein distance where Levenshtein's counts two. Words of four letters or more only.
 */
export function transpositions(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
  const swapped = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) swapped.add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  }
  return [...swapped];
}

/**
 * A query written as code naming a member: `editorState.read`, `TextNode.setFormat`, `selection#insertText`,
 * `editor.update()`. The owner is a class or a variable named after one.
 */
export function memberReference(query: string): {owner: string; member: string} | undefined {
  const match = /^\s*\$?([A-Za-z_][\w$]*)\s*[.#]\s*\$?([A-Za-z_][\w$]*)\s*(?:\(\s*\))?\s*$/.exec(query);
  return match ? {owner: match[1]!.toLowerCase(), member: match[2]!.toLowerCase()} : undefined;
}

/**
 * How each word is looked for: the last one as a prefix (the reader is typing
 * it), long ones with a typo allowed. In the text, a one-letter last word is
 * matched whole: as a prefix it would pull in a letter's share of the whole
 * vocabulary for nothing (titles, headings and symbols still take it as a prefix).
 */
function termOptions(word: string, position: number, count: number) {
  const prefix = position === count - 1;
  return {prefix, textPrefix: prefix && word.length > 2, fuzzy: word.length >= 5 ? 0.2 : (false as const)};
}

const searchOptions = {tokenize, maxFuzzy: 2};

/** Query words are made terms before searching (`queryWords`): MiniSearch takes them as they are. */
const asIs = (term: string) => term;
/** The fields of the names index that hold prose terms; `symbol` holds names. */
const proseFields = ['heading', 'parts', 'context'];
/** MiniSearch's default weight of a fuzzy match, which a swapped-letters match takes too. */
const typoWeight = 0.45;
/** What a blog post's score counts beside the docs' for the same match. */
const blogWeight = 0.3;
/** What a gallery example's score counts: it shows a feature at work, the docs explain it. */
const galleryWeight = 0.3;

/** The class or interface a member's anchor belongs to, folded: `/classes/lexical.EditorState#read` -> `editorstate`. */
export function memberOwner(url: string): string | undefined {
  const match = /\/(?:classes|interfaces)\/(?:[^/#]*\.)?([^./#]+)#/.exec(url);
  return match ? match[1]!.toLowerCase() : undefined;
}

/**
 * How well a class name fits the owner of a member reference: the class itself (`TextNode.setFormat`), then a class
 * named after the variable (`editor` -> `LexicalEditor`), then one holding the word (`selection` -> `RangeSelection`).
 */
export function ownerAffinity(className: string, owner: string): number {
  if (className === owner) return 4;
  if (className.endsWith(owner)) return 3.5;
  if (className.includes(owner) || owner.includes(className)) return 3;
  return 1;
}

export interface RankedHit {
  /** Position of the record in the index. */
  id: number;
  record: SearchRecord;
  score: number;
  /** Index terms the hit matched, for highlighting. */
  terms: string[];
  /** For a member reference's member (`editorState.read`): the folded name of the class it belongs to. */
  memberOf?: string;
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

/** What one query word matched, and the word as meant: itself, or the swap that explains a typo. */
interface WordMatches {
  matches: Map<number, TermMatch>;
  corrected: string;
}

/** The postings chunks the words of a query fall in: what `prepare` loads before searching. */
export function chunksForQuery(core: IndexCore, query: string): number[] {
  const words = searchedWords(query);
  return [
    ...new Set(
      words.flatMap(({symbol, prose}, position) =>
        prose === null
          ? []
          : chunksFor(core.chunkStarts, prose, termOptions(symbol, position, words.length).textPrefix),
      ),
    ),
  ];
}

/** The words searched: a member reference searches its member, the owner ranks the hits (see `rank`). */
function searchedWords(query: string): QueryWord[] {
  const member = memberReference(query);
  return queryWords(member ? member.member : query);
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

/** A query naming a member: the folded names of its owner and of the member (see `memberReference`). */
interface MemberReference {
  owner: string;
  member: string;
}

/** The records and, by record id, what ranking reads of each. */
interface RecordFacts {
  records: readonly SearchRecord[];
  /** The record's symbol, folded; '' for prose. */
  symbols: string[];
  /** A page's title in lower case; '' for a section. */
  titles: string[];
  /** The title without a trailing gloss: 'History (undo and redo)' is named 'history'. */
  titleNames: string[];
  /** The prose terms of a page's title. */
  titleWords: Set<string>[];
  /** The prose terms of each record's own heading: a section headed by every word of a question answers it. */
  headingWords: Set<string>[];
  /** The class or interface a member record belongs to (see `memberOwner`). */
  owners: (string | undefined)[];
}

/** An empty index of titles, headings and symbols: how each field is made terms, and what it counts. */
function emptyNamesIndex(): MiniSearch<NameFields> {
  return new MiniSearch<NameFields>({
    fields: ['heading', 'symbol', 'parts', 'context'],
    storeFields: [],
    // A symbol is indexed whole: its strong boost is for typing the identifier
    // (`getroot`), not one word of it (`history` in `@lexical/history`); `parts` holds the words.
    tokenize: (text, fieldName) => (fieldName === 'symbol' ? (text ? [text] : []) : tokenize(text)),
    processTerm: (term, fieldName) =>
      fieldName === 'symbol' ? symbolTerm(term) : fieldName === 'parts' ? namePartTerm(term) : proseTerm(term),
    searchOptions: {...searchOptions, boost: {symbol: 8, heading: 5, parts: 2, context: 1.5}},
  });
}

function proseTerms(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((word) => proseTerm(word) ?? []));
}

/** A record's fields in the names index; what ranking reads of the record is noted in `facts` on the way. */
function nameFieldsOf(record: SearchRecord, id: number, facts: RecordFacts): NameFields {
  const heading = record.lvl3 ?? record.lvl2 ?? record.lvl1;
  const named = symbolOf(record.type === 'lvl1' ? record.lvl1 : heading);
  const symbol = record.lvl0 === apiReferenceGroup || looksLikeCode(named) ? named : '';
  const folded = normalizeSymbol(symbol);
  facts.symbols.push(folded);
  const title = record.type === 'lvl1' ? record.lvl1.toLowerCase() : '';
  facts.titles.push(title);
  facts.titleNames.push(title.replace(/\s*\([^)]*\)$/, ''));
  facts.titleWords.push(proseTerms(title));
  facts.headingWords.push(proseTerms(heading));
  facts.owners.push(memberOwner(record.url));
  return {
    id,
    heading,
    symbol: folded,
    parts: symbol ? camelParts(symbol) : '',
    context: [record.lvl1, record.type === 'lvl3' ? record.lvl2 : ''].join(' '),
  };
}

/**
 * Indexes the names of every record. That is a few hundred milliseconds on a phone, so it runs in batches with
 * yields between them: no long task blocks the page that opened search.
 */
async function buildNamesIndex(
  records: readonly SearchRecord[],
): Promise<{names: MiniSearch<NameFields>; facts: RecordFacts}> {
  const names = emptyNamesIndex();
  const facts: RecordFacts = {
    records,
    symbols: [],
    titles: [],
    titleNames: [],
    titleWords: [],
    headingWords: [],
    owners: [],
  };
  // The fields are made batch by batch too: making them all at once was a long task of its own.
  for (let start = 0; start < records.length; start += namesIndexBatch) {
    if (start > 0) await yieldToEventLoop();
    const batch = records.slice(start, start + namesIndexBatch);
    names.addAll(batch.map((record, offset) => nameFieldsOf(record, start + offset, facts)));
  }
  return {names, facts};
}

/** The postings chunks of the text, each loaded when a query first needs it. */
interface TextChunks {
  /** Each loaded chunk's index, by chunk number. */
  readonly indexes: readonly (MiniSearch | undefined)[];
  /** Bumped when a chunk is loaded: a query's matches depend on the words and on the chunks loaded. */
  readonly loaded: number;
  /** Loads a chunk once (again after a failure). */
  load(chunk: number): Promise<void>;
}

function textChunksOf(core: IndexCore, loadChunk: (chunk: number) => Promise<PostingsChunk>): TextChunks {
  const textBase = textIndexBase(core);
  const indexes: (MiniSearch | undefined)[] = [];
  let loaded = 0;
  const load = cachedUntilFailure(async (chunk: number) => {
    indexes[chunk] = loadTextChunk(textBase, await loadChunk(chunk));
    loaded += 1;
  });
  return {
    indexes,
    get loaded() {
      return loaded;
    },
    load,
  };
}

const textSearchOptions = {...searchOptions, boost: {content: 1}};

/** Where a query word is looked for. */
interface WordIndexes {
  names: MiniSearch<NameFields>;
  chunkStarts: readonly string[];
  textChunks: TextChunks;
}

/** Each record's summed score over result lists, at a weight, with the terms it matched. */
function collectMatches(weight: number, ...resultLists: SearchResult[][]): Map<number, TermMatch> {
  const matches = new Map<number, TermMatch>();
  for (const results of resultLists) {
    for (const result of results) {
      const id = result.id as number;
      const match = matches.get(id);
      if (match) {
        match.score += result.score * weight;
        for (const matched of result.terms) match.terms.add(matched);
      } else {
        matches.set(id, {score: result.score * weight, terms: new Set(result.terms)});
      }
    }
  }
  return matches;
}

/** Puts a form's matches in `merged` where they beat the record's match already there. */
function keepBetter(merged: Map<number, TermMatch>, form: Map<number, TermMatch>): void {
  for (const [id, match] of form) {
    const current = merged.get(id);
    if (!current || match.score > current.score) merged.set(id, match);
  }
}

/** The searches for the forms of one query word, with the options its place in the query gives. */
interface WordSearches {
  prefix: boolean;
  fuzzy: number | false;
  searchNames(term: string, fields: string[], formFuzzy: number | false): SearchResult[];
  /** One result list per text chunk the word needs that is loaded. */
  searchProse(prose: string, formFuzzy: number | false): SearchResult[][];
  /** A form of the word in every field: the name as a name, the prose term in headings and text. */
  matchForm(symbol: string, prose: string | null, formFuzzy: number | false, weight: number): Map<number, TermMatch>;
}

function wordSearches(indexes: WordIndexes, word: QueryWord, position: number, count: number): WordSearches {
  const {prefix, textPrefix, fuzzy} = termOptions(word.symbol, position, count);
  // A swapped word is searched in the text chunks the word itself needs: no download of its own.
  const textChunks = word.prose === null ? [] : chunksFor(indexes.chunkStarts, word.prose, textPrefix);
  const searchNames = (term: string, fields: string[], formFuzzy: number | false) =>
    indexes.names.search(term, {fields, prefix, fuzzy: formFuzzy, processTerm: asIs});
  const searchProse = (prose: string, formFuzzy: number | false): SearchResult[][] =>
    textChunks.flatMap((chunk) => {
      const index = indexes.textChunks.indexes[chunk];
      return index
        ? [index.search(prose, {...textSearchOptions, prefix: textPrefix, fuzzy: formFuzzy, processTerm: asIs})]
        : [];
    });
  const matchForm = (symbol: string, prose: string | null, formFuzzy: number | false, weight: number) => {
    if (prose === null) return collectMatches(weight, searchNames(symbol, ['symbol'], formFuzzy));
    // A word that stemming leaves alone is one search of the names, not two.
    const inNames =
      prose === symbol
        ? [searchNames(symbol, ['symbol', ...proseFields], formFuzzy)]
        : [searchNames(symbol, ['symbol'], formFuzzy), searchNames(prose, proseFields, formFuzzy)];
    return collectMatches(weight, ...inNames, ...searchProse(prose, formFuzzy));
  };
  return {prefix, fuzzy, searchNames, searchProse, matchForm};
}

/** Whether an index term is the word as written (or, for the word being typed, a word it starts). */
function isWrittenAs(term: string, word: QueryWord, prefix: boolean): boolean {
  return prefix
    ? term.startsWith(word.symbol) || (word.prose !== null && term.startsWith(word.prose))
    : term === word.symbol || term === word.prose;
}

/**
 * Matches the word with two neighbouring letters swapped, every way, at a typo's weight, into `merged`. The swap that
 * scores best is the word as meant; with none matching, the word is left as written.
 */
function matchTranspositions(
  word: QueryWord,
  matchForm: WordSearches['matchForm'],
  merged: Map<number, TermMatch>,
): {corrected: string; correctedScore: number} {
  // A swap weighs as one typo does in MiniSearch's fuzzy scoring.
  const swapWeight = typoWeight * (word.symbol.length / (word.symbol.length + 1));
  let corrected = word.symbol;
  let correctedScore = 0;
  for (const swapped of transpositions(word.symbol)) {
    const form = matchForm(swapped, word.prose === null ? null : proseTerm(swapped), false, swapWeight);
    keepBetter(merged, form);
    const top = Math.max(0, ...[...form.values()].map((match) => match.score));
    if (top > correctedScore) [corrected, correctedScore] = [swapped, top];
  }
  return {corrected, correctedScore};
}

/**
 * What the word matches as written, with MiniSearch's Levenshtein typos for long words: one pass, whose matched terms
 * tell whether the word itself (or, typing, a word it starts) is in the index. `symbolResults` is its name's search.
 */
function matchAsWritten(
  word: QueryWord,
  searches: WordSearches,
  symbolResults: SearchResult[],
): Map<number, TermMatch> {
  const {fuzzy, searchNames, searchProse, matchForm} = searches;
  if (word.prose === null) return collectMatches(1, symbolResults);
  if (word.prose === word.symbol) return matchForm(word.symbol, word.prose, fuzzy, 1);
  return collectMatches(
    1,
    symbolResults,
    searchNames(word.prose, proseFields, fuzzy),
    ...searchProse(word.prose, fuzzy),
  );
}

/**
 * The word being typed may not start with its stem ("happy" stems to "happi"): its letters as typed are a prefix of
 * the prose terms too. (A stem the letters start with, "regist" of "registeri", has already found them.) The name's
 * matches are the ones `symbolResults` found.
 */
function matchTypedLetters(
  word: QueryWord,
  {searchNames, searchProse}: WordSearches,
  symbolResults: SearchResult[],
): Map<number, TermMatch> {
  return collectMatches(
    1,
    symbolResults,
    searchNames(word.symbol, proseFields, false),
    ...searchProse(word.symbol, false),
  );
}

/**
 * Every record one word matches, in any field, with its summed score. The word is looked for as written and, at a
 * typo's weight, with two neighbouring letters swapped; a record found both ways keeps its better score.
 */
function matchTerm(indexes: WordIndexes, word: QueryWord, position: number, count: number): WordMatches {
  const searches = wordSearches(indexes, word, position, count);
  const {prefix, fuzzy, matchForm} = searches;
  const merged = new Map<number, TermMatch>();
  const symbolResults = searches.searchNames(word.symbol, ['symbol'], fuzzy);
  const asWritten = matchAsWritten(word, searches, symbolResults);
  if (prefix && word.prose !== null && !word.symbol.startsWith(word.prose)) {
    keepBetter(merged, matchTypedLetters(word, searches, symbolResults));
  }
  const foundAsWritten = [...asWritten.values()].some((match) =>
    [...match.terms].some((term) => isWrittenAs(term, word, prefix)),
  );
  if (foundAsWritten) {
    keepBetter(merged, asWritten);
    return {matches: merged, corrected: word.symbol};
  }
  const {corrected, correctedScore} = matchTranspositions(word, matchForm, merged);
  // When a swap explains the word, a swap is its one typo: matches two plain edits away ("transformers" for
  // "trasnforms") are not counted.
  keepBetter(merged, correctedScore > 0 && fuzzy !== false ? matchForm(word.symbol, word.prose, 1, 1) : asWritten);
  return {matches: merged, corrected};
}

type WordMatcher = (word: QueryWord, position: number, count: number) => WordMatches;

/** Words whose matches `cachedWordMatcher` keeps. */
const wordCacheSize = 32;

/**
 * A matcher that keeps the matches of the words of the last few queries: typing the next word of a question
 * re-matches none of the words before it. Emptied when a chunk loads, since a word's matches depend on the chunks
 * loaded.
 */
function cachedWordMatcher(match: WordMatcher, loadedChunks: () => number): WordMatcher {
  const wordCache = new Map<string, WordMatches>();
  let wordCacheChunks = 0;
  return (word, position, count) => {
    if (wordCacheChunks !== loadedChunks()) {
      wordCache.clear();
      wordCacheChunks = loadedChunks();
    }
    const key = `${position === count - 1 ? 'last' : 'whole'} ${word.symbol} ${word.prose}`;
    let matched = wordCache.get(key);
    if (!matched) {
      matched = match(word, position, count);
      if (wordCache.size >= wordCacheSize) wordCache.delete(wordCache.keys().next().value!);
      wordCache.set(key, matched);
    }
    return matched;
  };
}

/** A record the words of a query matched, before ranking. */
interface MatchedRecord {
  id: number;
  score: number;
  terms: string[];
}

/** MiniSearch's AND/OR: scores add up, and a record matching more words counts them. */
function combine(
  records: readonly SearchRecord[],
  perTerm: Map<number, TermMatch>[],
  all: boolean,
  accept?: (record: SearchRecord) => boolean,
): MatchedRecord[] {
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
  const results: MatchedRecord[] = [];
  for (const [id, {score, terms, words}] of combined) {
    if (all && words < perTerm.length) continue;
    if (accept && !accept(records[id]!)) continue;
    results.push({id, score: score * words, terms: [...terms]});
  }
  return results;
}

const EXACT_API_SYMBOL = 1e6;
const EXACT_GUIDE_SYMBOL = 1e5;

/** The query in the forms ranking compares records with. */
interface WantedQuery {
  symbol: string;
  title: string;
  words: string[];
  member: MemberReference | undefined;
}

/** A matched record with its final score: the exact name or title typed first, the blog and the gallery last. */
function rankHit(facts: RecordFacts, {id, score, terms}: MatchedRecord, wanted: WantedQuery): RankedHit {
  const {member} = wanted;
  const record = facts.records[id]!;
  const owner = facts.owners[id];
  const symbol = facts.symbols[id];
  const title = facts.titles[id];
  // `editorState.read`: the member of the class the owner names first, then members of that name elsewhere.
  if (member && owner !== undefined && symbol === member.member) {
    // Among classes that fit as well, the better text match leads (its score is far below the tiers').
    score = EXACT_API_SYMBOL * ownerAffinity(owner, member.owner) + score;
    return {id, record, score, terms, memberOf: owner};
  }
  // The reader typed the exact name of a page or symbol: that is the answer.
  if (title && (title === wanted.title || facts.titleNames[id] === wanted.title)) score *= 30;
  // An exact symbol: the API reference's entry for it beats a guide's heading naming it.
  // Several packages may export it (`$convertFromMarkdownString` of @lexical/markdown and of
  // @lexical/mdast, also a method of an mdast interface): a module's own export beats a member
  // of a class or interface, and among equals the index order decides, not text lengths.
  else if (symbol && symbol === wanted.symbol)
    score = record.lvl0 === apiReferenceGroup ? EXACT_API_SYMBOL * (owner === undefined ? 2 : 1) : EXACT_GUIDE_SYMBOL;
  // A page about the words typed ('transforms' -> 'Node transforms') beats a section or a
  // symbol that only resembles them ('TRANSFORMERS').
  else if (
    (title &&
      (title.startsWith(wanted.title) ||
        (wanted.words.length > 0 && wanted.words.every((word) => facts.titleWords[id]!.has(word))))) ||
    (wanted.words.length > 1 && wanted.words.every((word) => facts.headingWords[id]!.has(word)))
  )
    score *= 3;
  if (record.type === 'lvl1') score *= 1.2;
  // The docs and the reference before a post that says the same: a post leads on words it alone has.
  if (record.lvl0 === blogGroup) score *= blogWeight;
  else if (record.lvl0 === galleryGroup) score *= galleryWeight;
  return {id, record, score, terms};
}

/** Ranks a query's matches, best first; among equals, in index order. */
function rank(
  facts: RecordFacts,
  results: MatchedRecord[],
  query: string,
  member: MemberReference | undefined,
): RankedHit[] {
  const title = query.trim().toLowerCase();
  const wanted: WantedQuery = {
    symbol: normalizeSymbol(query),
    title,
    words: queryWords(title).flatMap(({prose}) => prose ?? []),
    member,
  };
  return results.map((result) => rankHit(facts, result, wanted)).sort((a, b) => b.score - a.score || a.id - b.id);
}

/** What answering a query reads: the records with their ranking facts, and how a word is matched. */
interface QueryContext {
  facts: RecordFacts;
  matchWord: WordMatcher;
}

/** The ranked hits of the words of a query: those matching every word, or if none does, those matching any. */
function searchWords(
  context: QueryContext,
  words: QueryWord[],
  rawQuery: string,
  accept: ((record: SearchRecord) => boolean) | undefined,
  member: MemberReference | undefined,
): RankedHit[] {
  if (words.length === 0) return [];
  const {facts, matchWord} = context;
  // Matching, with typos allowed, is most of a query's time: words matched for an earlier query (another page of
  // hits, other filters, the words before the one being typed) are not matched again.
  const matched = words.map((word, position) => matchWord(word, position, words.length));
  const perTerm = matched.map(({matches}) => matches);
  const corrected = matched.map(({corrected}) => corrected);
  let results = combine(facts.records, perTerm, true, accept);
  // Every word matching is best; when nothing has them all, any word will do.
  if (results.length === 0) results = combine(facts.records, perTerm, false, accept);
  // A word found only with two letters swapped is read as meant ("histroy" is the History page's title).
  const typoFree = corrected.some((word, position) => word !== words[position]!.symbol);
  return rank(facts, results, typoFree ? corrected.join(' ') : rawQuery.slice(0, maxQueryChars), member);
}

/** The ranked hits of a query: a member reference's, if it names a member, or else those of its words. */
function searchQuery(
  context: QueryContext,
  rawQuery: string,
  accept: ((record: SearchRecord) => boolean) | undefined,
): RankedHit[] {
  const member = memberReference(rawQuery);
  if (member) {
    const hits = searchWords(context, queryWords(member.member), rawQuery, accept, member);
    // `node.js` is not code of Lexical's: without a member of that name, the words are searched as words.
    if (hits.some((hit) => hit.memberOf !== undefined)) return hits;
  }
  return searchWords(context, queryWords(rawQuery), rawQuery, accept, undefined);
}

/**
 * Builds the engine from the index core: the names of every record are indexed now (in batches, see
 * `buildNamesIndex`), the text's postings chunks as queries need them.
 */
export async function createEngine(
  core: IndexCore,
  loadChunk: (chunk: number) => Promise<PostingsChunk>,
): Promise<LocalEngine> {
  const records = coreRecords(core);
  const {names, facts} = await buildNamesIndex(records);
  const textChunks = textChunksOf(core, loadChunk);
  const indexes: WordIndexes = {names, chunkStarts: core.chunkStarts, textChunks};
  const matchWord = cachedWordMatcher(
    (word, position, count) => matchTerm(indexes, word, position, count),
    () => textChunks.loaded,
  );
  const context: QueryContext = {facts, matchWord};
  return {
    records,
    textBlockOf: (id) => textBlockOf(core.textStarts, id),
    textBlockStart: (block) => core.textStarts[block] ?? 0,
    async prepare(query) {
      await Promise.all(chunksForQuery(core, query).map(textChunks.load));
    },
    search(rawQuery, accept) {
      return searchQuery(context, rawQuery, accept);
    },
  };
}
