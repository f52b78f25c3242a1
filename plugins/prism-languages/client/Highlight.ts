import {useCallback, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  EnvConfig,
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {TokenStream} from 'prismjs';
import Prism, {registerGrammars} from './prism';

// prism-react-renderer's Highlight, rendering the same markup, for a Prism passed in rather than the one its
// package bundles (importing anything from the package would ship that Prism and its extra languages too).

type ThemeDictionary = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

const newline = /\r\n|\r|\n/;
const noTheme: PrismTheme = {plain: {}, styles: []};

/** The theme's style for each token type in `language` (an entry may apply to some languages only). */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return Object.assign(dictionary, {root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}});
}

const appendType = (types: string[], type: string | string[]): string[] =>
  types[types.length - 1] === type ? types : types.concat(type);

/** A line with no token, or only an empty one, holds a newline so that it keeps its height. */
function fillEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], {content: '\n', empty: true});
}

/** Prism's nested tokens as lines of flat tokens, each typed with its own type, aliases and its parents'. */
function tokenLines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (items: TokenStream, parentTypes: string[], nested: boolean): void => {
    for (const item of Array.isArray(items) ? items : [items]) {
      let types = nested ? parentTypes : ['plain'];
      let content: TokenStream = item;
      if (typeof item !== 'string') {
        types = appendType(parentTypes, item.type);
        if (item.alias) types = appendType(types, item.alias);
        content = item.content;
      }
      if (typeof content !== 'string') {
        visit(content, types, true);
        continue;
      }
      content.split(newline).forEach((part, index) => {
        if (index > 0) {
          fillEmptyLine(line);
          lines.push((line = []));
        }
        line.push({types, content: part});
      });
    }
  };
  visit(stream, [], false);
  fillEmptyLine(line);
  return lines;
}

function tokenize(prism: NonNullable<HighlightProps['prism']>, code: string, language: string): Token[][] {
  registerGrammars();
  const grammar = prism.languages[language];
  if (!grammar) return tokenLines([code]);
  const env: EnvConfig = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens);
}

export function Highlight({children, code, language: languageProp, theme = noTheme, prism = Prism}: HighlightProps) {
  const language = languageProp.toLowerCase();
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => tokenize(prism, code, language), [prism, code, language]);

  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...dictionary.plain, ...style} : dictionary.plain,
    }),
    [dictionary],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const {types, content, empty} = token;
      let tokenStyle: CSSProperties | undefined;
      if (types.length === 1 && types[0] === 'plain') tokenStyle = empty ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty) tokenStyle = dictionary[types[0]];
      else tokenStyle = Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: content,
        style: style ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [dictionary],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  });
}
