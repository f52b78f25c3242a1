/**
 * Vercel's `redirects` and `headers` rules applied to a request, as Vercel compiles a `source` (path-to-regexp,
 * strict and case-sensitive): for the tests of the rules the build writes into `vercel.json`. Covers the syntax
 * those rules use: literal text, `:name`, `:name(pattern)`, `(pattern)` and `\`-escapes.
 */

export interface VercelCondition {
  type: string;
  key: string;
  value?: string;
}

export interface VercelRedirect {
  source: string;
  destination: string;
  permanent?: boolean;
  has?: VercelCondition[];
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The pattern of the group that opens at `source[start]` (a `(`), and the index after it. */
function group(source: string, start: number): [string, number] {
  let depth = 0;
  let pattern = '';
  for (let index = start; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      pattern += char + (source[index + 1] ?? '');
      index++;
      continue;
    }
    if (char === '(') {
      depth++;
      if (depth === 1) continue;
      if (source[index + 1] !== '?') throw new Error(`${source}: a capturing group inside a parameter`);
    }
    if (char === ')') {
      depth--;
      if (depth === 0) return [pattern, index + 1];
    }
    pattern += char;
  }
  throw new Error(`${source}: unbalanced group`);
}

const compiled = new Map<string, RegExp>();

/** `source` as an anchored regular expression whose named groups are its parameters (unnamed ones `_0`, `_1`...). */
export function vercelSourceRegExp(source: string): RegExp {
  let regExp = compiled.get(source);
  if (regExp === undefined) {
    regExp = compile(source);
    compiled.set(source, regExp);
  }
  return regExp;
}

function compile(source: string): RegExp {
  let expression = '';
  let unnamed = 0;
  for (let index = 0; index < source.length;) {
    const char = source[index]!;
    if (char === '\\') {
      expression += literal(source[index + 1] ?? '');
      index += 2;
    } else if (char === ':' && /[A-Za-z0-9_]/.test(source[index + 1] ?? '')) {
      const name = /^:([A-Za-z0-9_]+)/.exec(source.slice(index))![1]!;
      index += name.length + 1;
      let pattern = '[^\\/#\\?]+?';
      if (source[index] === '(') [pattern, index] = group(source, index);
      expression += `(?<${name}>${pattern})`;
    } else if (char === '(') {
      let pattern: string;
      [pattern, index] = group(source, index);
      expression += `(?<_${unnamed++}>${pattern})`;
    } else {
      expression += literal(char);
      index++;
    }
  }
  return new RegExp(`^${expression}$`);
}

/** Whether a request with these (lowercase-named) headers meets a rule's `has` conditions. */
function meets(conditions: readonly VercelCondition[] | undefined, headers: Readonly<Record<string, string>>): boolean {
  return (conditions ?? []).every((condition) => {
    if (condition.type !== 'header') throw new Error(`untested condition type ${condition.type}`);
    const value = headers[condition.key.toLowerCase()];
    return value !== undefined && (condition.value === undefined || new RegExp(`^${condition.value}$`).test(value));
  });
}

/** Where the first of `rules` that applies to a request for `pathname` sends it, and whether for good. */
export function vercelRedirect(
  rules: readonly VercelRedirect[],
  pathname: string,
  headers: Readonly<Record<string, string>> = {},
): {destination: string; permanent: boolean} | undefined {
  for (const rule of rules) {
    const match = vercelSourceRegExp(rule.source).exec(pathname);
    if (!match || !meets(rule.has, headers)) continue;
    const destination = rule.destination.replace(
      /:([A-Za-z0-9_]+)/g,
      (whole, name: string) => match.groups?.[name] ?? whole,
    );
    return {destination, permanent: rule.permanent ?? true};
  }
  return undefined;
}
