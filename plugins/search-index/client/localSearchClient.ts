/**
 * A search client with the call of Algolia's lite client (`search({requests})`),
 * answering from the local index. DocSearch's modal (through
 * `transformSearchClient`) and our search page both call it, so the same UI
 * serves the local index and hosted Algolia.
 */
import {chunksForQuery, createEngine, type LocalEngine, type RankedHit} from '../engine';
import {cachedUntilFailure, type IndexSource} from '../indexFiles';
import {proseTerm, symbolTerm, tokenize, wordSpans} from '../text';

/** The subset of an Algolia search request the UI sends. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
}

export type FacetFilters = string | readonly (string | readonly string[])[];

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Class of the 'Deprecated' label in the heading of a deprecated API symbol's hit (styled in custom.css). */
export const deprecatedLabelClass = 'search-deprecated-label';

export interface LocalHit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  /** A deprecated API symbol (the modal and the search page label it). */
  deprecated?: true;
}

export interface SearchResponse {
  hits: LocalHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  index: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

export interface LocalClientOptions {
  /**
   * Whether a section hit found by its heading comes with its text. The search
   * page shows that text under the heading; DocSearch's modal never does, so
   * its client leaves it out and does not download it.
   */
  sectionText: boolean;
  /**
   * How many hits of one group (`hierarchy.lvl0`) the UI shows, in the order they come: DocSearch's modal shows the
   * first `maxResultsPerGroup`. The other hits are answered without their text, which nobody would see. Unset, every
   * hit of the page asked for is shown.
   */
  shownPerGroup?: number;
}

/** The hits a UI lists when it lists at most `perGroup` of each group, in their order. */
function firstOfEachGroup<Hit extends {record: {lvl0: string}}>(hits: readonly Hit[], perGroup?: number): Hit[] {
  if (perGroup === undefined) return [...hits];
  const counts = new Map<string, number>();
  return hits.filter(({record: {lvl0}}) => {
    const count = (counts.get(lvl0) ?? 0) + 1;
    counts.set(lvl0, count);
    return count <= perGroup;
  });
}

/** Algolia's multi-query call, answered from the local index. */
export interface LocalSearch {
  search(input: {requests: readonly SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}

/** `LocalSearch` with the rest of the shape DocSearch expects of a search client (see searchClient.ts). */
export interface LocalSearchClient extends LocalSearch {
  /**
   * Starts loading what the first query needs (the engine, the index core) without asking one: building the engine
   * takes longer than a reader needs to type a word, so the modal calls this as it opens.
   */
  warm(): void;
  appId: string;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => unknown}};
}

/** Error DocSearch recognises as "could not reach the search service". */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    // DocSearch shows its "Unable to fetch results" screen for this name only.
    this.name = 'RetryError';
  }
}

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/** Whether a word of the text is one of the index terms a hit matched: a name, or the stem of a word of prose. */
function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  const name = symbolTerm(word);
  if (name === null) return false;
  if (terms.has(name)) return true;
  const prose = proseTerm(word);
  return prose !== null && terms.has(prose);
}

/** Escape `text` and wrap the words that matched in the highlight tags. */
export function highlight(text: string, terms: ReadonlySet<string>, pre: string, post: string): HighlightValue {
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const {word, start, end} of wordSpans(text)) {
    if (!isMatch(word, terms)) continue;
    const shown = text.slice(start, end);
    matched.add(shown.toLowerCase());
    value += `${escapeHtml(text.slice(last, start))}${pre}${escapeHtml(shown)}${post}`;
    last = end;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= terms.size ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/** About `words` words of `text` around its first match, highlighted. */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  pre: string,
  post: string,
  words = 15,
  ellipsis = '…',
): HighlightValue {
  const tokens = text.split(/\s+/).filter(Boolean);
  let first = tokens.findIndex((token) => tokenize(token).some((word) => isMatch(word, terms)));
  if (first === -1) first = 0;
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const result = highlight(tokens.slice(start, end).join(' '), terms, pre, post);
  if (start > 0) result.value = `${ellipsis}${result.value}`;
  if (end < tokens.length) result.value = `${result.value}${ellipsis}`;
  return result;
}

/** Algolia's facetFilters semantics: outer array is AND, inner arrays are OR. */
export function matchesFacetFilters(facets: Record<string, string>, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string) => {
    const negate = filter.startsWith('-');
    const [name, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const holds = facets[name!] === rest.join(':');
    return negate ? !holds : holds;
  };
  return list.every((entry) => (typeof entry === 'string' ? test(entry) : entry.some(test)));
}

function snippetWords(request: SearchRequest, attribute: string): number {
  const spec = request.attributesToSnippet?.find((entry) => entry.split(':')[0] === attribute);
  const words = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : 15;
}

/** Whether a hit's own heading holds a word it matched (else DocSearch shows it as a text hit). */
function headingMatches({record, terms}: RankedHit): boolean {
  const heading = record.type === 'lvl1' ? record.lvl1 : record.type === 'lvl2' ? record.lvl2 : record.lvl3;
  return heading !== undefined && highlight(heading, new Set(terms), '', '').matchLevel !== 'none';
}

function toHit(ranked: RankedHit, request: SearchRequest): LocalHit {
  const {record, id} = ranked;
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const terms = new Set(ranked.terms);
  const hierarchy: LocalHit['hierarchy'] = {
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    lvl2: record.lvl2 ?? null,
    lvl3: record.lvl3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlighted: Record<string, HighlightValue> = {};
  for (const [level, text] of Object.entries(hierarchy)) {
    if (text !== null) highlighted[level] = highlight(text, terms, pre, post);
  }
  const heading = highlighted[record.type];
  // The label goes into the heading's markup, which the modal and the search page both render as HTML.
  if (record.deprecated && heading) heading.value += ` <span class="${deprecatedLabelClass}">Deprecated</span>`;
  // A hit found only in the text shows the text, as DocSearch does for content records.
  const type = heading && heading.matchLevel === 'none' && record.content ? 'content' : record.type;
  const content = record.content || null;
  return {
    objectID: String(id),
    url: record.url,
    type,
    content,
    ...(record.deprecated ? {deprecated: true as const} : {}),
    hierarchy,
    _highlightResult: {
      hierarchy: highlighted,
      ...(content ? {content: highlight(content, terms, pre, post)} : {}),
    },
    _snippetResult: {
      hierarchy: highlighted,
      ...(content
        ? {
            content: snippet(
              content,
              terms,
              pre,
              post,
              snippetWords(request, 'content'),
              request.snippetEllipsisText ?? '…',
            ),
          }
        : {}),
    },
  };
}

export async function answer(
  engine: LocalEngine,
  request: SearchRequest,
  loadTexts: (hits: RankedHit[]) => Promise<void>,
  {sectionText, shownPerGroup}: LocalClientOptions,
): Promise<SearchResponse> {
  const started = performance.now();
  const query = typeof request.query === 'string' ? request.query : '';
  const hitsPerPage = Math.max(1, Math.min(1000, request.hitsPerPage ?? 20));
  const page = Math.max(0, request.page ?? 0);
  await engine.prepare(query);
  const ranked = engine.search(query, (record) =>
    matchesFacetFilters({language: 'en', docusaurus_tag: record.tag}, request.facetFilters),
  );
  const nbHits = ranked.length;
  const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const listed = firstOfEachGroup(shown, shownPerGroup);
  await loadTexts(sectionText ? listed : listed.filter((hit) => hit.record.type === 'lvl1' || !headingMatches(hit)));
  return {
    hits: shown.map((hit) => toHit(hit, request)),
    nbHits,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    page,
    hitsPerPage,
    query,
    index: request.indexName,
    params: '',
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
  };
}

/**
 * A client that loads the index's core on its first query (never before:
 * nothing of search is downloaded until the reader opens search), then the
 * postings each query needs and the text of the hits it shows. Whatever fails
 * to load is tried again by the next query.
 */
export function createLocalSearchClient(
  source: IndexSource,
  options: LocalClientOptions = {sectionText: true},
): LocalSearch {
  const core = cachedUntilFailure((_whole: 'core') => source.core());
  const chunk = cachedUntilFailure(source.chunk);
  const loadEngine = cachedUntilFailure(async (_whole: 'index') => createEngine(await core('core'), chunk));
  const engine = () => loadEngine('index');
  /** Fill in the text of the hits about to be shown (the engine searched it without holding it). */
  const loadText = cachedUntilFailure(async (block: number) => {
    const [loaded, textBlock] = await Promise.all([engine(), source.text(block)]);
    textBlock.forEach((text, position) => {
      const record = loaded.records[loaded.textBlockStart(block) + position];
      if (record) (record as {content: string}).content = text;
    });
  });
  const loadTexts = (loaded: LocalEngine) => async (hits: RankedHit[]) => {
    await Promise.all([...new Set(hits.map((hit) => loaded.textBlockOf(hit.id)[0]))].map(loadText));
  };
  /**
   * The postings the queries need, fetched as soon as the core is in, while the engine is still being built: on a
   * first query they no longer wait for the build. The engine's own load then finds them cached.
   */
  const postingsFor = (queries: string[]) =>
    core('core').then((loaded) => Promise.all(queries.flatMap((query) => chunksForQuery(loaded, query)).map(chunk)));
  /**
   * The modal asks once a keystroke and shows only the newest answer: a query overtaken by the next one while its
   * postings loaded is answered without fetching its hits' texts, which nobody would see.
   */
  let newest = 0;
  return {
    async search({requests}) {
      const id = (newest += 1);
      const postings = postingsFor(requests.map((request) => (typeof request.query === 'string' ? request.query : '')));
      // Awaited below, after the engine: handled here so an early failure is not reported as unhandled meanwhile.
      postings.catch(() => undefined);
      try {
        const loaded = await engine();
        await postings;
        return {
          results: await Promise.all(
            requests.map((request) =>
              answer(
                loaded,
                request,
                options.sectionText || id === newest ? loadTexts(loaded) : async () => undefined,
                options,
              ),
            ),
          ),
        };
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
    },
  };
}
