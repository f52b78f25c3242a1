import {describe, expect, it} from 'vitest';
import {$isCodeNode, CodeNode} from '@lexical/code-core';
import {createHeadlessEditor} from '@lexical/headless';
import {$isLinkNode, LinkNode} from '@lexical/link';
import {$isListNode, ListItemNode, ListNode} from '@lexical/list';
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  BOLD_UNDERSCORE,
  CHECK_LIST,
  CODE,
  ELEMENT_TRANSFORMERS,
  HEADING,
  HIGHLIGHT,
  ITALIC_STAR,
  LINK,
  MULTILINE_ELEMENT_TRANSFORMERS,
  ORDERED_LIST,
  QUOTE,
  registerMarkdownShortcuts,
  TEXT_FORMAT_TRANSFORMERS,
  TEXT_MATCH_TRANSFORMERS,
  TRANSFORMERS,
  UNORDERED_LIST,
} from '@lexical/markdown';
import {$isHeadingNode, $isQuoteNode, HeadingNode, QuoteNode} from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  $isTextNode,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';

const ALL_NODES: Klass<LexicalNode>[] = [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode];

function markdownEditor(nodes: Klass<LexicalNode>[] = ALL_NODES): LexicalEditor {
  return createHeadlessEditor({
    nodes,
    onError: (error) => {
      throw error;
    },
  });
}

function importMarkdown(editor: LexicalEditor, markdown: string, transformers = TRANSFORMERS): void {
  editor.update(() => $convertFromMarkdownString(markdown, transformers), {discrete: true});
}

describe('@lexical/markdown descriptions', () => {
  it('TRANSFORMERS concatenates the four groups and leaves out CHECK_LIST', () => {
    expect(TRANSFORMERS).toEqual([
      ...ELEMENT_TRANSFORMERS,
      ...MULTILINE_ELEMENT_TRANSFORMERS,
      ...TEXT_FORMAT_TRANSFORMERS,
      ...TEXT_MATCH_TRANSFORMERS,
    ]);
    expect(ELEMENT_TRANSFORMERS).toEqual([HEADING, QUOTE, UNORDERED_LIST, ORDERED_LIST]);
    expect(MULTILINE_ELEMENT_TRANSFORMERS).toEqual([CODE]);
    expect(TEXT_MATCH_TRANSFORMERS).toEqual([LINK]);
    expect(TEXT_FORMAT_TRANSFORMERS).toContain(HIGHLIGHT);
    expect(TRANSFORMERS).toHaveLength(15);
    expect(TRANSFORMERS).not.toContain(CHECK_LIST);
  });

  it('CHECK_LIST imports checked and unchecked items as a check list', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '- [ ] buy\n- [X] done', [CHECK_LIST, ...TRANSFORMERS]);
    editor.read(() => {
      const list = $getRoot().getFirstChild();
      if (!$isListNode(list)) throw new Error('expected a list');
      expect(list.getListType()).toBe('check');
      expect(list.getChildren().map((item) => item.getTextContent())).toEqual(['buy', 'done']);
    });
    expect(editor.read(() => $convertToMarkdownString([CHECK_LIST, ...TRANSFORMERS]))).toBe('- [ ] buy\n- [x] done');
    // Placed after UNORDERED_LIST, it never gets the line.
    importMarkdown(editor, '- [ ] buy', [...TRANSFORMERS, CHECK_LIST]);
    editor.read(() => {
      const list = $getRoot().getFirstChild();
      if (!$isListNode(list)) throw new Error('expected a list');
      expect(list.getListType()).toBe('bullet');
    });
  });

  it('ORDERED_LIST starts the list at the first number', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '3. a\n4. b');
    editor.read(() => {
      const list = $getRoot().getFirstChild();
      if (!$isListNode(list)) throw new Error('expected a list');
      expect(list.getListType()).toBe('number');
      expect(list.getStart()).toBe(3);
    });
    expect(editor.read(() => $convertToMarkdownString())).toBe('3. a\n4. b');
  });

  it('UNORDERED_LIST keeps the bullet character it was written with', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '+ a\n+ b');
    expect(editor.read(() => $convertToMarkdownString())).toBe('+ a\n+ b');
  });

  it('QUOTE merges consecutive quote lines into one quote', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '> one\n> two');
    editor.read(() => {
      expect($getRoot().getChildrenSize()).toBe(1);
      const quote = $getRoot().getFirstChild();
      expect($isQuoteNode(quote)).toBe(true);
      expect(quote?.getTextContent()).toBe('one\ntwo');
    });
    expect(editor.read(() => $convertToMarkdownString())).toBe('> one\n> two');
  });

  it('HEADING maps the number of hashes to the heading level', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '### Title');
    editor.read(() => {
      const heading = $getRoot().getFirstChild();
      if (!$isHeadingNode(heading)) throw new Error('expected a heading');
      expect(heading.getTag()).toBe('h3');
    });
  });

  it('CODE keeps the fence language and LINK the title', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '```ts\nconst a = 1;\n```\n\n[site](https://example.com "Home")');
    editor.read(() => {
      const [block, paragraph] = $getRoot().getChildren();
      if (!$isCodeNode(block)) throw new Error('expected a code block');
      expect(block.getLanguage()).toBe('ts');
      expect(block.getTextContent()).toBe('const a = 1;');
      if (!$isParagraphNode(paragraph)) throw new Error('expected a paragraph');
      const link = paragraph.getFirstChild();
      if (!$isLinkNode(link)) throw new Error('expected a link');
      expect(link.getURL()).toBe('https://example.com');
      expect(link.getTitle()).toBe('Home');
    });
  });

  it('HIGHLIGHT, ITALIC_STAR, BOLD_UNDERSCORE and INLINE_CODE set text formats, not inside words or code spans', () => {
    const editor = markdownEditor();
    importMarkdown(editor, '==mark== *it* __bold__ ***both*** snake__case__name a___b___c `**raw**`');
    editor.read(() => {
      const texts = $getRoot()
        .getAllTextNodes()
        .filter((node) => $isTextNode(node));
      const byText = new Map(texts.map((node) => [node.getTextContent(), node]));
      expect(byText.get('mark')?.hasFormat('highlight')).toBe(true);
      expect(byText.get('it')?.hasFormat('italic')).toBe(true);
      expect(byText.get('bold')?.hasFormat('bold')).toBe(true);
      expect(byText.get('both')?.hasFormat('bold')).toBe(true);
      expect(byText.get('both')?.hasFormat('italic')).toBe(true);
      expect(texts.some((node) => node.getTextContent().includes('snake__case__name'))).toBe(true);
      expect(texts.some((node) => node.getTextContent().includes('a___b___c'))).toBe(true);
      const code = byText.get('**raw**');
      expect(code?.hasFormat('code')).toBe(true);
      expect(code?.hasFormat('bold')).toBe(false);
    });
    expect(BOLD_UNDERSCORE.intraword).toBe(false);
    expect(ITALIC_STAR.intraword).toBeUndefined();
  });

  it('registerMarkdownShortcuts throws when a transformer node is not registered', () => {
    const editor = markdownEditor([HeadingNode]);
    const cleanup = registerMarkdownShortcuts(editor, [HEADING]);
    cleanup();
    expect(() => registerMarkdownShortcuts(editor, TRANSFORMERS)).toThrow(/missing dependency/);
  });

  it('registerMarkdownShortcuts turns a typed "# " into a heading', async () => {
    const editor = markdownEditor();
    const cleanup = registerMarkdownShortcuts(editor, TRANSFORMERS);
    editor.update(
      () => {
        const text = $createTextNode('#');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(1, 1);
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
        selection.insertText(' ');
      },
      {discrete: true},
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    editor.read(() => {
      const heading = $getRoot().getFirstChild();
      if (!$isHeadingNode(heading)) throw new Error(`expected a heading, got ${heading?.getType()}`);
      expect(heading.getTag()).toBe('h1');
      expect(heading.getTextContent()).toBe('');
    });
    cleanup();
  });

  it('CODE converts a typed opening fence into a code block', async () => {
    const editor = markdownEditor();
    const cleanup = registerMarkdownShortcuts(editor);
    editor.update(
      () => {
        const text = $createTextNode('```ts');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(5, 5);
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
        selection.insertText(' ');
      },
      {discrete: true},
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    editor.read(() => {
      const block = $getRoot().getFirstChild();
      if (!$isCodeNode(block)) throw new Error(`expected a code block, got ${block?.getType()}`);
      expect(block.getLanguage()).toBe('ts');
    });
    cleanup();
  });

  it('ITALIC_UNDERSCORE as a typing shortcut does not fire inside a word', async () => {
    const editor = markdownEditor();
    const cleanup = registerMarkdownShortcuts(editor);
    const typeClosing = async (before: string): Promise<boolean> => {
      editor.update(
        () => {
          const text = $createTextNode(before);
          $getRoot().clear().append($createParagraphNode().append(text));
          text.select(before.length, before.length);
        },
        {discrete: true},
      );
      editor.update(
        () => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
          selection.insertText('_');
        },
        {discrete: true},
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      return editor.read(() =>
        $getRoot()
          .getAllTextNodes()
          .some((node) => node.hasFormat('italic')),
      );
    };
    expect(await typeClosing('x _it')).toBe(true);
    expect(await typeClosing('snake_case')).toBe(false);
    cleanup();
  });

  it('TRANSFORMERS need their node classes when the Markdown uses them', () => {
    const editor = markdownEditor([]);
    importMarkdown(editor, 'plain *text*');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('plain text');
    expect(() => importMarkdown(editor, '# Title')).toThrow();
  });
});
