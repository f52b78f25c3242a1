import {describe, expect, it} from 'vitest';
import {
  CodeHighlighterShikiExtension,
  CodeShikiExtension,
  getCodeLanguageOptions,
  getCodeThemeOptions,
  isCodeLanguageLoaded,
  loadCodeLanguage,
  loadCodeTheme,
  normalizeCodeLanguage,
  ShikiTokenizer,
  type Tokenizer,
} from '@lexical/code-shiki';
import {$createCodeNode, $isCodeHighlightNode, CodeHighlightNode, CodeNode} from '@lexical/code-core';
import {createHeadlessEditor} from '@lexical/headless';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {$createTextNode, $getRoot, configExtension, defineExtension} from 'lexical';

describe('@lexical/code-shiki descriptions', () => {
  it('normalizeCodeLanguage resolves Shiki aliases to ids and passes unknown names through', () => {
    expect(normalizeCodeLanguage('js')).toBe('javascript');
    expect(normalizeCodeLanguage('py')).toBe('python');
    expect(normalizeCodeLanguage('no-such-language')).toBe('no-such-language');
  });

  it('getCodeLanguageOptions and getCodeThemeOptions list what Shiki bundles, loaded or not', () => {
    const languages = getCodeLanguageOptions();
    expect(languages).toContainEqual(['python', 'Python']);
    expect(isCodeLanguageLoaded('python')).toBe(false);
    const themes = getCodeThemeOptions();
    expect(themes.map(([id]) => id)).toContain('one-light');
    expect(themes.map(([id]) => id)).toContain('github-dark');
  });

  it('isCodeLanguageLoaded treats plain-text names as loaded and checks the base of diff- names', async () => {
    expect(isCodeLanguageLoaded('text')).toBe(true);
    expect(isCodeLanguageLoaded('plaintext')).toBe(true);
    expect(isCodeLanguageLoaded('rust')).toBe(false);
    expect(isCodeLanguageLoaded('diff-rust')).toBe(false);
    const pending = loadCodeLanguage('rust');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(isCodeLanguageLoaded('rust')).toBe(true);
    expect(isCodeLanguageLoaded('rs')).toBe(true);
    expect(isCodeLanguageLoaded('diff-rust')).toBe(true);
  });

  it('loadCodeTheme returns undefined for unknown or loaded themes and a promise otherwise', async () => {
    expect(loadCodeTheme('no-such-theme')).toBeUndefined();
    expect(loadCodeTheme('none')).toBeUndefined();
    const pending = loadCodeTheme('github-dark');
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(loadCodeTheme('github-dark')).toBeUndefined();
  });

  it('ShikiTokenizer defaults to javascript and one-light', () => {
    expect(ShikiTokenizer.defaultLanguage).toBe('javascript');
    expect(ShikiTokenizer.defaultTheme).toBe('one-light');
    expect('tokenize' in ShikiTokenizer).toBe(false);
  });

  it('CodeShikiConfig defaults and CodeHighlighterShikiExtension forwards its tokenizer', () => {
    const plain = buildEditorFromExtensions(defineExtension({name: '@test/shiki', dependencies: [CodeShikiExtension]}));
    const plainOutput = getExtensionDependencyFromEditor(plain, CodeShikiExtension).output;
    expect(plainOutput.disabled.value).toBe(false);
    expect(plainOutput.tokenizer.value).toBe(ShikiTokenizer);
    plain.dispose();

    const custom: Tokenizer = {...ShikiTokenizer, defaultTheme: 'github-dark'};
    const legacy = buildEditorFromExtensions(
      defineExtension({
        name: '@test/shiki-legacy',
        dependencies: [configExtension(CodeHighlighterShikiExtension, custom)],
      }),
    );
    const forwarded = getExtensionDependencyFromEditor(legacy, CodeShikiExtension).output.tokenizer.value;
    expect(forwarded.defaultTheme).toBe('github-dark');
    expect(forwarded.defaultLanguage).toBe('javascript');
    legacy.dispose();
  });

  it('ShikiTokenizer.$tokenize throws until the language and theme are loaded', async () => {
    const editor = createHeadlessEditor({
      nodes: [CodeNode, CodeHighlightNode],
      onError: (error) => {
        throw error;
      },
    });
    // Call inside editor.update(): $tokenize also sets the block's style.
    const tokenize = (language: string, theme?: string): number => {
      const block = $createCodeNode(language, theme).append($createTextNode('x = 1'));
      return ShikiTokenizer.$tokenize(block, language).length;
    };
    // A block with no theme of its own falls back to poimandres, not to defaultTheme.
    expect(() => editor.update(() => tokenize('text'), {discrete: true})).toThrow(/poimandres/);
    await loadCodeTheme('one-light');
    let count = 0;
    editor.update(
      () => {
        expect(() => tokenize('elixir', 'one-light')).toThrow(/elixir/);
        count = tokenize('text', 'one-light');
      },
      {discrete: true},
    );
    expect(count).toBe(1);
    await loadCodeLanguage('elixir');
    editor.update(
      () => {
        const block = $createCodeNode('elixir', 'one-light').append($createTextNode('x = 1'));
        $getRoot().clear().append(block);
        const nodes = ShikiTokenizer.$tokenize(block, 'elixir');
        expect(nodes.length).toBeGreaterThan(1);
        expect(nodes.every((node) => $isCodeHighlightNode(node) && node.getStyle().startsWith('color:'))).toBe(true);
        expect(block.getStyle()).toContain('background-color');
      },
      {discrete: true},
    );
  });
});
