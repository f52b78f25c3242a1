import type {PrismTheme} from 'prism-react-renderer';

/** One colour mode's theme, for the stylesheet under `[data-theme='<mode>']`. */
export type ModeThemes = Record<string, PrismTheme>;

type Style = Record<string, unknown>;

/** A rule of the generated stylesheet: a token type's style, in a block of `language` or in every block. */
export type TokenRule = {mode: string; language?: string; type: string; style: Style};

type GrammarValue = RegExp | {inside?: Grammar | null; alias?: string | string[]};
type Grammar = {[name: string]: GrammarValue | GrammarValue[] | Grammar | undefined};

const asArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

const aliases = (token: GrammarValue): string[] => (token instanceof RegExp ? [] : asArray(token.alias));

/** Which types each type's tokens hold (names and aliases, nested grammars followed), in one language. */
function nesting(grammar: Grammar): Map<string, Set<string>> {
  const inside = new Map<string, Set<string>>();
  const addEdge = (outer: string, inner: string) => {
    if (outer !== inner) inside.set(outer, (inside.get(outer) ?? new Set()).add(inner));
  };
  const namesCache = new Map<Grammar, string[]>();
  // The types a grammar's own tokens can have, `rest` (the grammar it extends) included.
  const topNames = (grammar: Grammar): string[] => {
    const cached = namesCache.get(grammar);
    if (cached) return cached;
    const names: string[] = [];
    namesCache.set(grammar, names);
    for (const [name, value] of Object.entries(grammar)) {
      if (name === 'rest') names.push(...topNames(value as Grammar));
      else for (const token of asArray(value as GrammarValue)) names.push(name, ...aliases(token));
    }
    return names;
  };
  const visited = new Set<Grammar>();
  const visit = (grammar: Grammar): void => {
    if (visited.has(grammar)) return;
    visited.add(grammar);
    for (const [name, value] of Object.entries(grammar)) {
      if (name === 'rest') {
        visit(value as Grammar);
        continue;
      }
      for (const token of asArray(value as GrammarValue)) {
        const own = [name, ...aliases(token)];
        own.forEach((type, index) => own.slice(index + 1).forEach((alias) => addEdge(type, alias)));
        if (token instanceof RegExp || !token.inside) continue;
        for (const outer of own) for (const inner of topNames(token.inside)) addEdge(outer, inner);
        visit(token.inside);
      }
    }
  };
  visit(grammar);
  return inside;
}

function reachable(inside: Map<string, Set<string>>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    for (const next of inside.get(stack.pop()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

/**
 * The theme's token types in an order where, in each language, a type comes before the types Prism nests inside
 * it and before its aliases: a nested token carries its parents' types first and prism-react-renderer lets the
 * last type's style win, which in CSS, where the order of classes does not count, is the rule that comes later.
 * Types nested both ways, or in opposite orders in two languages, keep the theme's order.
 */
export function tokenTypeOrder(languages: Record<string, unknown>, themeTypes: readonly string[]): string[] {
  const types = [...new Set(themeTypes)];
  const pairs = new Set<string>();
  for (const grammar of Object.values(languages)) {
    if (!grammar || typeof grammar !== 'object' || grammar instanceof RegExp) continue;
    const inside = nesting(grammar as Grammar);
    const reach = new Map(types.map((type) => [type, reachable(inside, type)]));
    for (const a of types) {
      for (const b of reach.get(a)!) if (reach.has(b) && !reach.get(b)!.has(a)) pairs.add(`${a} ${b}`);
    }
  }
  const before = (a: string, b: string) => pairs.has(`${a} ${b}`) && !pairs.has(`${b} ${a}`);
  // Kahn's sort, the theme's order among types free to go next.
  const order: string[] = [];
  const remaining = [...types];
  while (remaining.length > 0) {
    const free = remaining.findIndex((type) => !remaining.some((other) => before(other, type)));
    order.push(...remaining.splice(Math.max(free, 0), 1));
  }
  return order;
}

/** The styles prism-react-renderer gives each type in a block of `language` (all blocks when undefined). */
function typeStyles(theme: PrismTheme, language: string | undefined): Map<string, Style> {
  const styles = new Map<string, Style>();
  for (const {types, style, languages} of theme.styles) {
    if (languages && (language === undefined || !languages.includes(language))) continue;
    for (const type of types) styles.set(type, {...styles.get(type), ...style});
  }
  return styles;
}

/**
 * The rules that colour tokens as prism-react-renderer's inline styles did: each type's style in every block, then,
 * for each language a theme entry is limited to, the whole set again for blocks of that language (a more specific
 * selector), so that the type order decides between types of one token in both.
 */
export function tokenRules(themes: ModeThemes, typeOrder: readonly string[]): TokenRule[] {
  const rank = (type: string) => {
    const index = typeOrder.indexOf(type);
    return index === -1 ? typeOrder.length : index;
  };
  return Object.entries(themes).flatMap(([mode, theme]) => {
    const languages = [...new Set(theme.styles.flatMap((entry) => entry.languages ?? []))];
    return [undefined, ...languages].flatMap((language) =>
      [...typeStyles(theme, language)]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([type, style]): TokenRule => ({mode, language, type, style})),
    );
  });
}

const unitless = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex']);

/** A style object as declarations, as React writes it inline; undefined values are left out. */
export function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => {
      const name = property.startsWith('--')
        ? property
        : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `${name}:${typeof value === 'number' && !unitless.has(property) ? `${value}px` : String(value)}`;
    })
    .join(';');
}

/**
 * The stylesheet that colours every code block: each mode's `plain` colour and background as the container's
 * `--prism-*` variables and on the block, and its token rules, under `[data-theme='<mode>']`. Rendering then does
 * not depend on the colour mode.
 */
export function prismThemeCss(themes: ModeThemes, typeOrder: readonly string[]): string {
  const root = (mode: string, language?: string) =>
    `[data-theme='${mode}'] .prism-code${language ? `.language-${language}` : ''}`;
  const plain = Object.entries(themes).flatMap(([mode, theme]) => [
    `[data-theme='${mode}'] .theme-code-block{${declarations({
      '--prism-color': theme.plain.color,
      '--prism-background-color': theme.plain.backgroundColor,
    })}}`,
    `${root(mode)}{${declarations(theme.plain)}}`,
  ]);
  const tokens = tokenRules(themes, typeOrder)
    .map(({mode, language, type, style}) => ({
      selector: `${root(mode, language)} .token.${type}`,
      body: declarations(style),
    }))
    .filter(({body}) => body !== '')
    .map(({selector, body}) => `${selector}{${body}}`);
  return [...plain, ...tokens].join('\n') + '\n';
}
