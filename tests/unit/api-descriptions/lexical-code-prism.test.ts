import {describe, expect, it} from 'vitest';
import Prism from 'prismjs';
import {$createCodeNode, $isCodeHighlightNode, CodeHighlightNode, CodeNode} from '@lexical/code-core';
import {
  CODE_LANGUAGE_FRIENDLY_NAME_MAP,
  CODE_LANGUAGE_MAP,
  CodePrismExtension,
  getCodeLanguageOptions,
  getCodeLanguages,
  isCodeLanguageLoaded,
  loadCodeLanguage,
  PrismTokenizer,
  type Tokenizer,
} from '@lexical/code-prism';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {createHeadlessEditor} from '@lexical/headless';
import {$createTextNode, $getRoot, $isLineBreakNode, configExtension, defineExtension} from 'lexical';

describe('@lexical/code-prism descriptions', () => {
  it('CODE_LANGUAGE_MAP and CODE_LANGUAGE_FRIENDLY_NAME_MAP hold aliases and display names', () => {
    expect(CODE_LANGUAGE_MAP.golang).toBe('go');
    expect(CODE_LANGUAGE_MAP.plaintext).toBe('plain');
    expect(CODE_LANGUAGE_FRIENDLY_NAME_MAP.objc).toBe('Objective-C');
    expect(Object.keys(CODE_LANGUAGE_FRIENDLY_NAME_MAP)).toHaveLength(18);
    expect(getCodeLanguageOptions()[0]).toEqual(['c', 'C']);
  });

  it('isCodeLanguageLoaded knows the bundled grammars and their diff- variants', () => {
    expect(isCodeLanguageLoaded('python')).toBe(true);
    expect(isCodeLanguageLoaded('js')).toBe(true);
    expect(isCodeLanguageLoaded('diff-python')).toBe(true);
    expect(isCodeLanguageLoaded('ruby')).toBe(false);
    expect(isCodeLanguageLoaded('')).toBe(false);
    for (const [id] of getCodeLanguageOptions()) {
      expect(isCodeLanguageLoaded(id), id).toBe(true);
    }
  });

  it('loadCodeLanguage does nothing and resolves to undefined', async () => {
    const pending = loadCodeLanguage('ruby');
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toBeUndefined();
    expect(isCodeLanguageLoaded('ruby')).toBe(false);
  });

  it('PrismTokenizer tokenizes with javascript by default and $tokenize builds highlight nodes', () => {
    expect(PrismTokenizer.defaultLanguage).toBe('javascript');
    const tokens = PrismTokenizer.tokenize('const a = 1;');
    const first = tokens[0];
    expect(typeof first === 'string' ? first : first.type).toBe('keyword');
    const editor = createHeadlessEditor({
      nodes: [CodeNode, CodeHighlightNode],
      onError: (error) => {
        throw error;
      },
    });
    editor.update(
      () => {
        const block = $createCodeNode('python').append($createTextNode('x = 1\ny = 2'));
        $getRoot().clear().append(block);
        const nodes = PrismTokenizer.$tokenize(block, 'python');
        expect(nodes.some((node) => $isLineBreakNode(node))).toBe(true);
        expect(nodes.every((node) => $isCodeHighlightNode(node) || $isLineBreakNode(node))).toBe(true);
        const typed = nodes.find((node) => $isCodeHighlightNode(node) && node.getHighlightType() === 'number');
        expect(typed?.getTextContent()).toBe('1');
        // With no language and no default, the text is split but not highlighted.
        const plain: Tokenizer = {...PrismTokenizer, defaultLanguage: null};
        const plainNodes = plain.$tokenize(block);
        expect(plainNodes.filter((node) => $isCodeHighlightNode(node)).map((node) => node.getTextContent())).toEqual([
          'x = 1',
          'y = 2',
        ]);
        expect(plainNodes.every((node) => !$isCodeHighlightNode(node) || node.getHighlightType() === undefined)).toBe(
          true,
        );
      },
      {discrete: true},
    );
  });

  it('CodePrismConfig defaults to enabled with PrismTokenizer', () => {
    const editor = buildEditorFromExtensions(
      defineExtension({name: '@test/prism', dependencies: [CodePrismExtension]}),
    );
    const {output} = getExtensionDependencyFromEditor(editor, CodePrismExtension);
    expect(output.disabled.value).toBe(false);
    expect(output.tokenizer.value).toBe(PrismTokenizer);
    editor.dispose();
    const custom: Tokenizer = {...PrismTokenizer, defaultLanguage: null};
    const configured = buildEditorFromExtensions(
      defineExtension({
        name: '@test/prism-configured',
        dependencies: [configExtension(CodePrismExtension, {disabled: true, tokenizer: custom})],
      }),
    );
    const configuredOutput = getExtensionDependencyFromEditor(configured, CodePrismExtension).output;
    expect(configuredOutput.disabled.value).toBe(true);
    expect(configuredOutput.tokenizer.value).toBe(custom);
    configured.dispose();
  });

  it('getCodeLanguages reflects grammars that other code adds to the same Prism instance', () => {
    expect(getCodeLanguages()).not.toContain('my-test-lang');
    Prism.languages['my-test-lang'] = {keyword: /\bfoo\b/};
    try {
      expect(getCodeLanguages()).toContain('my-test-lang');
      expect(isCodeLanguageLoaded('my-test-lang')).toBe(true);
    } finally {
      delete Prism.languages['my-test-lang'];
    }
  });
});
