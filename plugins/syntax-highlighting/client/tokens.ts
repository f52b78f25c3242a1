import type {Token} from 'prism-react-renderer';
import type {TokenStream} from 'prismjs';
import Prism, {registerGrammars} from './prism';
import {tokenLines} from './tokenLines';

/** `code` as lines of typed tokens; `language` is lower-cased, and code without a grammar is one plain token. */
export function highlightTokens(code: string, language: string): Token[][] {
  registerGrammars();
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return tokenLines([code]);
  const env = {code, grammar, language: language.toLowerCase(), tokens: [] as TokenStream};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens);
}
