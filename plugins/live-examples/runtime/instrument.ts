/**
 * What the runtime adds to an example's transpiled code before it runs, read off the tokens of Sucrase's own parser
 * (already in the runtime's chunk for `transform`), so strings, comments, regular expressions and template literals
 * are never mistaken for code:
 *
 * - a call of the loop guard on every pass of every loop: `while (c)` becomes `while (guard(line) && (c))`, which
 *   also covers the tail of a `do … while`; a `for (;;)` gets it in its test, and a `for … of` or `for … in` at the
 *   start of its body. The guard stops a run whose loops keep the page busy (loopGuard.ts);
 * - `window.`, `globalThis.`, `self.` and `document.` before a timer or listener function become the run's own
 *   versions (scope.ts), which the run cancels when it ends; the bare globals are shadowed by parameters instead.
 *
 * Everything is inserted within a line, so the lines of the result are the example's source lines.
 */
import {parse} from 'sucrase/dist/esm/parser/index.js';
import {IdentifierRole, isDeclaration} from 'sucrase/dist/esm/parser/tokenizer/index.js';
import {TokenType as tt} from 'sucrase/dist/esm/parser/tokenizer/types.js';
import {documentMembers, scopedGlobals} from './scope';

/** The names the instrumented code uses for what the runtime gives it. */
export interface InstrumentNames {
  /** A function of the loop's line that returns true or throws. */
  loopGuard: string;
  /** An object with the run's `window`, `globalThis`, `self` and `document` stand-ins (scope.ts). */
  scope: string;
}

/** `base`, or `base` with a number, whichever does not occur in `code` (so it cannot clash with its names). */
export function unusedName(code: string, base: string): string {
  let name = base;
  for (let n = 1; code.includes(name); n += 1) name = `${base}${n}`;
  return name;
}

const openers = new Set<number>([tt.parenL, tt.bracketL, tt.braceL, tt.dollarBraceL, tt.braceBarL]);
const closers = new Set<number>([tt.parenR, tt.bracketR, tt.braceR, tt.braceBarR]);

const windowMembers = new Set<string>(scopedGlobals);
const memberSets = new Map<string, ReadonlySet<string>>([
  ['window', windowMembers],
  ['globalThis', windowMembers],
  ['self', windowMembers],
  ['document', new Set<string>(documentMembers)],
]);

/** The 1-based line of each offset, by binary search over the line starts. */
function lineFinder(code: string): (offset: number) => number {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** Adds the loop guard and the run's stand-ins to JavaScript (Sucrase's output: no types, no JSX). */
export function instrumentExample(code: string, names: InstrumentNames): string {
  const {tokens} = parse(code, false, false, false);
  const text = (index: number) => code.slice(tokens[index].start, tokens[index].end);
  const lineOf = lineFinder(code);
  const inserts: {at: number; text: string}[] = [];
  const insert = (at: number, inserted: string) => inserts.push({at, text: inserted});

  /** The index of the token that closes the bracket opened at `open`, or -1. */
  const closing = (open: number): number => {
    let depth = 0;
    for (let i = open; i < tokens.length; i += 1) {
      if (openers.has(tokens[i].type)) depth += 1;
      else if (closers.has(tokens[i].type)) {
        depth -= 1;
        if (depth === 0) return i;
      }
    }
    return -1;
  };

  // A name the example declares itself (a variable, a parameter) is its own, not the page's global.
  const declared = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type === tt.name && isDeclaration(token)) declared.add(text(index));
  });

  tokens.forEach((token, index) => {
    if (token.type === tt._while) {
      const open = index + 1;
      const close = tokens[open]?.type === tt.parenL ? closing(open) : -1;
      if (close === -1) return;
      insert(tokens[open].end, `${names.loopGuard}(${lineOf(token.start)}) && (`);
      insert(tokens[close].start, ')');
    } else if (token.type === tt._for) {
      let open = index + 1;
      if (tokens[open]?.type === tt.name && text(open) === 'await') open += 1;
      const close = tokens[open]?.type === tt.parenL ? closing(open) : -1;
      if (close === -1) return;
      const guard = `${names.loopGuard}(${lineOf(token.start)})`;
      // The head's own semicolons, not those of a function or object written inside it.
      const semicolons: number[] = [];
      let depth = 0;
      for (let i = open + 1; i < close; i += 1) {
        if (openers.has(tokens[i].type)) depth += 1;
        else if (closers.has(tokens[i].type)) depth -= 1;
        else if (depth === 0 && tokens[i].type === tt.semi) semicolons.push(i);
      }
      if (semicolons.length === 2) {
        const [first, second] = semicolons;
        if (second === first + 1) {
          insert(tokens[first].end, ` ${guard}`);
        } else {
          insert(tokens[first].end, ` ${guard} && (`);
          insert(tokens[second].start, ')');
        }
        return;
      }
      // `for … of` and `for … in` have no test: the guard opens the body. An unbraced body is put in the `else` of
      // `if (!guard) ;`, which keeps it one statement without finding where it ends; that `if` already has its
      // `else`, so an `else` in the body or after the loop still pairs as it did.
      const body = tokens[close + 1];
      if (body === undefined) return;
      if (body.type === tt.braceL) insert(body.end, ` ${guard};`);
      else insert(body.start, `if (!${guard}) ; else `);
    } else if (token.type === tt.name && token.identifierRole === IdentifierRole.Access) {
      const name = text(index);
      const members = memberSets.get(name);
      if (
        members !== undefined &&
        !declared.has(name) &&
        tokens[index + 1]?.type === tt.dot &&
        tokens[index + 2]?.type === tt.name &&
        members.has(text(index + 2))
      ) {
        insert(token.start, `${names.scope}.`);
      }
    }
  });

  // In order of position; a stable sort keeps a loop's insert before a later token's at the same place.
  inserts.sort((a, b) => a.at - b.at);
  let result = '';
  let from = 0;
  for (const {at, text: inserted} of inserts) {
    result += code.slice(from, at) + inserted;
    from = at;
  }
  return result + code.slice(from);
}
