import {describe, expect, it, vi} from 'vitest';
import {
  $createCodeHighlightNode,
  $createCodeNode,
  $getEndOfCodeInLine,
  $getFirstCodeNodeOfLine,
  $getLastCodeNodeOfLine,
  $getStartOfCodeInLine,
  $isCodeHighlightNode,
  $isCodeNode,
  CODE_LANGUAGE_FRIENDLY_NAME_MAP,
  CodeExtension,
  CodeHighlightNode,
  CodeNode,
  DEFAULT_CODE_LANGUAGE,
  getCodeLanguageOptions,
  getCodeLanguages,
  getCodeThemeOptions,
  getDefaultCodeLanguage,
  getLanguageFriendlyName,
  normalizeCodeLang,
  normalizeCodeLanguage,
  registerCodeHighlighting,
} from '@lexical/code';
import {normalizeCodeLanguage as prismNormalizeCodeLanguage} from '@lexical/code-prism';
import {buildEditorFromExtensions} from '@lexical/extension';
import {createHeadlessEditor} from '@lexical/headless';
import {registerRichText} from '@lexical/rich-text';
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $createTabNode,
  $getRoot,
  $getSelection,
  $isLineBreakNode,
  $isParagraphNode,
  $isRangeSelection,
  defineExtension,
  INDENT_CONTENT_COMMAND,
  type LexicalEditor,
} from 'lexical';

function codeEditor(): LexicalEditor {
  return createHeadlessEditor({
    nodes: [CodeNode, CodeHighlightNode],
    onError: (error) => {
      throw error;
    },
  });
}

describe('@lexical/code descriptions', () => {
  it('$createCodeNode stores an empty language and theme as undefined', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const block = $createCodeNode('', null);
        expect(block.getLanguage()).toBeUndefined();
        expect(block.getTheme()).toBeUndefined();
        const python = $createCodeNode('python', 'github-dark');
        expect(python.getLanguage()).toBe('python');
        expect(python.getTheme()).toBe('github-dark');
        expect($isCodeNode(python)).toBe(true);
        expect($isCodeNode($createParagraphNode())).toBe(false);
      },
      {discrete: true},
    );
  });

  it('CodeNode.constructor starts with syntax highlighting unsupported', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const block = new CodeNode('rust');
        expect(block.getLanguage()).toBe('rust');
        expect(block.getIsSyntaxHighlightSupported()).toBe(false);
        block.setIsSyntaxHighlightSupported(true);
        expect(block.getIsSyntaxHighlightSupported()).toBe(true);
      },
      {discrete: true},
    );
  });

  it('SerializedCodeNode is what CodeNode.exportJSON returns, without the highlight flag', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const block = $createCodeNode('python', 'one-light').setIsSyntaxHighlightSupported(true);
        $getRoot().append(block);
        const json = block.exportJSON();
        expect(json.type).toBe('code');
        expect(json.language).toBe('python');
        expect(json.theme).toBe('one-light');
        expect(Object.keys(json)).not.toContain('isSyntaxHighlightSupported');
      },
      {discrete: true},
    );
  });

  it('CodeNode.canIndent returns false, so rich text indentation skips the block', () => {
    const editor = codeEditor();
    const cleanup = registerRichText(editor);
    editor.update(
      () => {
        const token = $createCodeHighlightNode('x');
        const block = $createCodeNode('js').append(token);
        const paragraph = $createParagraphNode().append($createTextNode('p'));
        $getRoot().clear().append(block, paragraph);
        expect(block.canIndent()).toBe(false);
        token.select(0, 0);
        editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
        expect(block.getIndent()).toBe(0);
        paragraph.selectStart();
        editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
        expect(paragraph.getIndent()).toBe(1);
      },
      {discrete: true},
    );
    cleanup();
  });

  it('CodeNode.collapseAtStart replaces the block with a paragraph holding its children', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const block = $createCodeNode('js').append($createCodeHighlightNode('let x'));
        $getRoot().clear().append(block);
        expect(block.collapseAtStart()).toBe(true);
        const first = $getRoot().getFirstChild();
        expect($isParagraphNode(first)).toBe(true);
        expect(first?.getTextContent()).toBe('let x');
        expect($getRoot().getChildrenSize()).toBe(1);
      },
      {discrete: true},
    );
  });

  it('CodeNode.insertNewAfter adds a line break and repeats the line indentation', () => {
    const editor = buildEditorFromExtensions(
      defineExtension({name: '@test/code-enter', dependencies: [CodeExtension]}),
    );
    editor.update(
      () => {
        const token = $createCodeHighlightNode('    foo');
        const block = $createCodeNode('js').append(token);
        $getRoot().clear().append(block);
        token.select(7, 7);
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
        expect(block.insertNewAfter(selection)).toBeNull();
        const children = block.getChildren();
        expect(children.map((child) => child.getType())).toEqual(['code-highlight', 'linebreak', 'code-highlight']);
        expect(children[2].getTextContent()).toBe('    ');
      },
      {discrete: true},
    );
    editor.dispose();
  });

  it('CodeNode.insertNewAfter without CodeExtension warns and leaves the block after two empty lines', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const editor = codeEditor();
      editor.update(
        () => {
          const block = $createCodeNode('js').append(
            $createCodeHighlightNode('x'),
            $createLineBreakNode(),
            $createLineBreakNode(),
          );
          $getRoot().clear().append(block);
          block.select(3, 3);
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
          const result = block.insertNewAfter(selection);
          expect($isParagraphNode(result)).toBe(true);
          expect(block.getChildrenSize()).toBe(1);
          expect(block.getNextSibling()).toBe(result);
        },
        {discrete: true},
      );
      expect(warn).toHaveBeenCalledWith('Using CodeNode without CodeExtension is deprecated');
    } finally {
      warn.mockRestore();
    }
  });

  it('CodeHighlightNode.setHighlightType stores an empty type as undefined', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const token = $createCodeHighlightNode('const', 'keyword');
        expect(token.getHighlightType()).toBe('keyword');
        expect($isCodeHighlightNode(token)).toBe(true);
        token.setHighlightType('');
        expect(token.getHighlightType()).toBeUndefined();
        const raw = new CodeHighlightNode('x', null);
        expect(raw.getHighlightType()).toBeNull();
        expect(raw.getTextContent()).toBe('x');
      },
      {discrete: true},
    );
  });

  it('CodeHighlightNode.canHaveFormat returns false and formats are ignored', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const token = $createCodeHighlightNode('x');
        expect(token.canHaveFormat()).toBe(false);
        token.toggleFormat('bold');
        expect(token.getFormat()).toBe(0);
        $getRoot().clear().append($createCodeNode('js').append(token));
        token.select(0, 1);
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
        selection.formatText('bold');
        expect(token.getLatest().getFormat()).toBe(0);
      },
      {discrete: true},
    );
  });

  it('$getFirstCodeNodeOfLine, $getLastCodeNodeOfLine and $getEndOfCodeInLine stop at line breaks', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const a = $createCodeHighlightNode('a');
        const tab = $createTabNode();
        const b = $createCodeHighlightNode('b');
        const c = $createCodeHighlightNode('c');
        const block = $createCodeNode('js').append(a, $createLineBreakNode(), tab, b, $createLineBreakNode(), c);
        $getRoot().clear().append(block);
        expect($getFirstCodeNodeOfLine(b)).toBe(tab);
        expect($getLastCodeNodeOfLine(tab)).toBe(b);
        expect($getEndOfCodeInLine(tab)).toBe(b);
        expect($getFirstCodeNodeOfLine(a)).toBe(a);
        expect($getLastCodeNodeOfLine(c)).toBe(c);
      },
      {discrete: true},
    );
  });

  it('$getStartOfCodeInLine finds the first non-space character, or null at the start of the block', () => {
    const editor = codeEditor();
    editor.update(
      () => {
        const first = $createCodeHighlightNode('  foo');
        const second = $createCodeHighlightNode('  bar');
        const lineBreak = $createLineBreakNode();
        $getRoot()
          .clear()
          .append($createCodeNode('js').append(first, lineBreak, second));
        // Caret inside the code: go to its first non-space character.
        expect($getStartOfCodeInLine(first, 4)).toEqual({node: first, offset: 2});
        // Caret already there, on the first line: the block start, reported as null.
        expect($getStartOfCodeInLine(first, 2)).toBeNull();
        // Caret in the indentation: forward to the code.
        expect($getStartOfCodeInLine(first, 1)).toEqual({node: first, offset: 2});
        // On a later line the line start is the line break before it.
        const lineStart = $getStartOfCodeInLine(second, 2);
        expect(lineStart?.node).toBe(lineBreak);
        expect(lineStart?.offset).toBe(1);
        expect($isLineBreakNode(lineStart?.node)).toBe(true);
      },
      {discrete: true},
    );
  });

  it('normalizeCodeLanguage and normalizeCodeLang map aliases to Prism ids and pass others through', () => {
    expect(normalizeCodeLanguage).toBe(prismNormalizeCodeLanguage);
    expect(normalizeCodeLang).toBe(prismNormalizeCodeLanguage);
    expect(normalizeCodeLanguage('javascript')).toBe('js');
    expect(normalizeCodeLanguage('ts')).toBe('typescript');
    expect(normalizeCodeLanguage('text')).toBe('plain');
    expect(normalizeCodeLanguage('ruby')).toBe('ruby');
    expect(normalizeCodeLanguage('constructor')).toBe('constructor');
  });

  it('getLanguageFriendlyName normalizes first and falls back to the id', () => {
    expect(getLanguageFriendlyName('javascript')).toBe('JavaScript');
    expect(getLanguageFriendlyName('py')).toBe('Python');
    expect(getLanguageFriendlyName('ruby')).toBe('ruby');
    expect(CODE_LANGUAGE_FRIENDLY_NAME_MAP.js).toBe('JavaScript');
  });

  it('getCodeLanguageOptions, getCodeLanguages and getCodeThemeOptions describe the Prism setup', () => {
    const options = getCodeLanguageOptions();
    expect(options).toEqual(Object.entries(CODE_LANGUAGE_FRIENDLY_NAME_MAP));
    expect(options).toContainEqual(['py', 'Python']);
    const languages = getCodeLanguages();
    expect(languages).toContain('python');
    expect(languages).toContain('js');
    expect(languages).toContain('javascript');
    expect(languages).not.toContain('ruby');
    expect(languages).not.toContain('extend');
    expect([...languages].sort()).toEqual(languages);
    expect(getCodeThemeOptions()).toEqual([]);
  });

  it('getDefaultCodeLanguage returns DEFAULT_CODE_LANGUAGE', () => {
    expect(DEFAULT_CODE_LANGUAGE).toBe('javascript');
    expect(getDefaultCodeLanguage()).toBe(DEFAULT_CODE_LANGUAGE);
  });

  it('registerCodeHighlighting throws when the code nodes are not registered', () => {
    const bare = createHeadlessEditor({
      nodes: [],
      onError: (error) => {
        throw error;
      },
    });
    expect(() => registerCodeHighlighting(bare)).toThrow(/CodeNode or CodeHighlightNode not registered/);
    const editor = codeEditor();
    const cleanup = registerCodeHighlighting(editor);
    editor.update(
      () => {
        const block = $createCodeNode();
        $getRoot()
          .clear()
          .append(block.append($createCodeHighlightNode('let a = 1;')));
      },
      {discrete: true},
    );
    editor.read(() => {
      const block = $getRoot().getFirstChild();
      if (!$isCodeNode(block)) throw new Error('expected a code block');
      expect(block.getLanguage()).toBe('javascript');
      expect(block.getIsSyntaxHighlightSupported()).toBe(true);
      expect(block.getChildrenSize()).toBeGreaterThan(1);
    });
    cleanup();
  });

  it('CodeNode.setLanguage makes a registered highlighter highlight the block again', () => {
    const editor = codeEditor();
    const cleanup = registerCodeHighlighting(editor);
    const typeOfDef = (): string | null | undefined =>
      editor.read(() => {
        const block = $getRoot().getFirstChild();
        if (!$isCodeNode(block)) throw new Error('expected a code block');
        const def = block.getChildren().find((child) => child.getTextContent().includes('def'));
        return $isCodeHighlightNode(def) ? def.getHighlightType() : null;
      });
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append($createCodeNode('js').append($createCodeHighlightNode('def f(): pass')));
      },
      {discrete: true},
    );
    expect(typeOfDef()).toBeUndefined();
    editor.update(
      () => {
        const block = $getRoot().getFirstChild();
        if (!$isCodeNode(block)) throw new Error('expected a code block');
        block.setLanguage('python');
      },
      {discrete: true},
    );
    expect(typeOfDef()).toBe('keyword');
    cleanup();
  });
});
