/**
 * How search reads words, defined once for the index builder (Node) and the
 * browser client: the terms of the index, the terms of a query and the words
 * the highlighter marks must agree, or a hit would show without its match
 * marked. No Node or DOM imports.
 */

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

/** How a word becomes an index term: folded, without leading or trailing `_`; `null` when nothing is left. */
export function processTerm(word: string): string | null {
  const term = foldName(word).replace(/^_+|_+$/g, '');
  return term.length === 0 ? null : term;
}

/** How a query and a symbol compare: folded, call parentheses dropped (`$getRoot()` is `getroot`). */
export function normalizeSymbol(text: string): string {
  return foldName(text.trim().replace(/\(\s*\)$/, ''));
}
