import {describe, expect, it} from 'vitest';
import lexical, {type RulesOfLexicalOptions} from '@lexical/eslint-plugin';
import {Linter} from 'eslint';

const source = `
function countWords() {
  return $getRoot().getTextContent();
}
function custom() {
  return _myHelper();
}
`;

function lint(options?: RulesOfLexicalOptions): number[] {
  const linter = new Linter();
  const rule: Linter.RuleEntry = options ? ['error', options] : 'error';
  return linter
    .verify(source, [{plugins: {'@lexical': lexical}, rules: {'@lexical/rules-of-lexical': rule}}])
    .map((message) => message.line);
}

describe('@lexical/eslint-plugin descriptions', () => {
  it('default: every ready-made config enables only rules-of-lexical as a warning', () => {
    expect(Object.keys(lexical.rules).sort()).toEqual(['no-document-in-dom-methods', 'rules-of-lexical']);
    expect(lexical.meta.name).toBe('@lexical/eslint-plugin');
    expect(Object.keys(lexical.configs).sort()).toEqual([
      'all',
      'flat/all',
      'flat/recommended',
      'legacy-all',
      'legacy-recommended',
      'recommended',
    ]);
    for (const config of Object.values(lexical.configs)) {
      expect(config.rules).toEqual({'@lexical/rules-of-lexical': 'warn'});
    }
  });

  it('FlatConfig registers the plugin under @lexical and LegacyConfig names it', () => {
    const registered = lexical.configs['flat/recommended'].plugins['@lexical'];
    expect(Object.keys(registered.rules)).toContain('rules-of-lexical');
    expect(lexical.configs.recommended.plugins).toEqual(['@lexical']);
    expect(lexical.configs['legacy-all'].plugins).toEqual(['@lexical']);
  });

  it('RulesOfLexicalOptions add to the built-in patterns instead of replacing them', () => {
    expect(lint()).toEqual([2]);
    expect(lint({isDollarFunction: '^_my'})).toEqual([2, 5]);
    expect(lint({isIgnoredFunction: 'countWords'})).toEqual([]);
  });
});
