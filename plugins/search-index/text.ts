/**
 * How search reads words, defined once for the index builder (Node) and the
 * browser client: the terms of the index, the terms of a query and the words
 * the highlighter marks must agree, or a hit would show without its match
 * marked. No Node or DOM imports.
 *
 * Two kinds of term: a name (`symbolTerm`: an identifier folded, never stemmed,
 * so `$createTextNode` stays itself) and prose (`proseTerm`: folded, English
 * function words dropped, then reduced to its stem by the Porter stemmer, so
 * "registering listeners" meets "register a listener").
 */
import {stemmer} from 'stemmer';
import {eng as englishStopWords} from 'stopword';

/** A word: letters, digits and `_` (`DO_NOT_USE` is one word); anything else separates words. */
const wordPattern = /[\p{L}\p{N}_]+/gu;

/** The words of a text, in order. */
export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

export interface WordSpan {
  word: string;
  /** Where the span starts: before the `$` signs that prefix the word (`$getRoot`), which show as part of it. */
  start: number;
  end: number;
}

/** The words of a text with where each stands, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(wordPattern)].map((found) => {
    const word = found[0];
    let start = found.index;
    while (start > 0 && text[start - 1] === '$') start -= 1;
    return {word, start, end: found.index + word.length};
  });
}

/** Case and `$` dropped: `$getRoot` and `getroot` name the same thing. */
export function foldName(text: string): string {
  return text.replace(/\$/g, '').toLowerCase();
}

/** How a word becomes a name term: folded, without leading or trailing `_`; `null` when nothing is left. */
export function symbolTerm(word: string): string | null {
  const term = foldName(word).replace(/^_+|_+$/g, '');
  return term.length === 0 ? null : term;
}

/**
 * Words of the stop list that name what the API does (`insertBefore`, `getRoot`, `$splitNode` "into" two): searched
 * like any other word.
 */
const apiWords = new Set([
  'after',
  'before',
  'between',
  'get',
  'got',
  'into',
  'like',
  'make',
  'more',
  'most',
  'only',
  'out',
  'over',
  'same',
  'take',
  'under',
  'up',
  'way',
  'each',
  'other',
  'many',
  'still',
  'well',
  'now',
  'can',
]);

const stopWords: ReadonlySet<string> = new Set(englishStopWords.filter((word) => !apiWords.has(word)));

/** Whether a folded word is an English function word, which prose search leaves out. */
export function isStopWord(term: string): boolean {
  return stopWords.has(term);
}

/** A folded word's stem; words holding digits or `_` (`h1`, `format_text_command`) are kept whole. */
export function stem(term: string): string {
  return /^[a-z]+$/.test(term) ? stemmer(term) : term;
}

/** Terms already worked out: the highlighter asks for every word of every hit shown, at each keystroke. */
const proseTerms = new Map<string, string | null>();

/** How a word of prose becomes an index term: folded and stemmed; `null` for a function word. */
export function proseTerm(word: string): string | null {
  const known = proseTerms.get(word);
  if (known !== undefined) return known;
  const term = symbolTerm(word);
  const result = term === null || isStopWord(term) ? null : stem(term);
  if (proseTerms.size >= 20_000) proseTerms.clear();
  proseTerms.set(word, result);
  return result;
}

/** A name's words (`parts` of `registerUpdateListener`) are stemmed, and none of them is dropped. */
export function namePartTerm(word: string): string | null {
  const term = symbolTerm(word);
  return term === null ? null : stem(term);
}

/** How a query and a symbol compare: folded, call parentheses dropped (`$getRoot()` is `getroot`). */
export function normalizeSymbol(text: string): string {
  return foldName(text.trim().replace(/\(\s*\)$/, ''));
}
