// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {createHeadlessEditor} from '@lexical/headless';
import {$generateHtmlFromNodes} from '@lexical/html';
import {PlainTextExtension} from '@lexical/plain-text';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  DRAG_DROP_PASTE,
  HeadingAnnounceExtension,
  HeadingNode,
  QuoteNode,
  registerRichText,
  RichTextExtension,
} from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isParagraphNode,
  COMMAND_PRIORITY_EDITOR,
  defineExtension,
  INSERT_PARAGRAPH_COMMAND,
  PASTE_COMMAND,
  type LexicalEditor,
  type TextNode,
} from 'lexical';

function richEditor(): LexicalEditor {
  return createHeadlessEditor({
    nodes: [HeadingNode, QuoteNode],
    onError: (error) => {
      throw error;
    },
  });
}

/** Puts a single heading with `text` in the root and the caret at `offset` of its text. */
function $headingWithCaret(text: string, offset: number): TextNode {
  const textNode = $createTextNode(text);
  $getRoot().clear().append($createHeadingNode('h2').append(textNode));
  textNode.select(offset, offset);
  return textNode;
}

function blockSummary(editor: LexicalEditor): string[] {
  return editor.read(() =>
    $getRoot()
      .getChildren()
      .map((child) => {
        const tag = $isHeadingNode(child) ? child.getTag() : child.getType();
        return `${tag}:${child.getTextContent()}`;
      }),
  );
}

describe('@lexical/rich-text descriptions', () => {
  it('$createHeadingNode defaults to h1 and throws when HeadingNode is not registered', () => {
    const editor = richEditor();
    editor.update(
      () => {
        expect($createHeadingNode().getTag()).toBe('h1');
        expect($createHeadingNode('h4').getTag()).toBe('h4');
      },
      {discrete: true},
    );
    const bare = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    expect(() => bare.update(() => $createHeadingNode('h2'), {discrete: true})).toThrow(/not configured/);
  });

  it('$isHeadingNode and $isQuoteNode accept null and undefined', () => {
    expect($isHeadingNode(null)).toBe(false);
    expect($isHeadingNode(undefined)).toBe(false);
    expect($isQuoteNode(null)).toBe(false);
    const editor = richEditor();
    editor.update(
      () => {
        expect($isHeadingNode($createHeadingNode('h3'))).toBe(true);
        expect($isQuoteNode($createHeadingNode('h3'))).toBe(false);
        expect($isQuoteNode($createQuoteNode())).toBe(true);
      },
      {discrete: true},
    );
  });

  it('$createQuoteNode opts into shadow-root mode only when asked', () => {
    const editor = richEditor();
    editor.update(
      () => {
        expect($createQuoteNode().isShadowRoot()).toBe(false);
        expect($createQuoteNode({shadowRoot: true}).isShadowRoot()).toBe(true);
      },
      {discrete: true},
    );
  });

  it('SerializedHeadingNode carries the tag and SerializedQuoteNode writes shadowRoot only when set', () => {
    const editor = richEditor();
    editor.update(
      () => {
        const heading = $createHeadingNode('h3');
        const plainQuote = $createQuoteNode();
        const shadowQuote = $createQuoteNode({shadowRoot: true});
        $getRoot().clear().append(heading, plainQuote, shadowQuote);
        const json = heading.exportJSON();
        expect(json.type).toBe('heading');
        expect(json.tag).toBe('h3');
        expect('shadowRoot' in plainQuote.exportJSON()).toBe(false);
        expect(shadowQuote.exportJSON().shadowRoot).toBe(true);
      },
      {discrete: true},
    );
  });

  it('HeadingNode.setTag changes the level and getTag reads it back', () => {
    const editor = richEditor();
    editor.update(
      () => {
        const heading = $createHeadingNode('h1');
        $getRoot().clear().append(heading);
        heading.setTag('h5');
        expect(heading.getTag()).toBe('h5');
      },
      {discrete: true},
    );
    expect(editor.read(() => ($getRoot().getFirstChild() as HeadingNode).getTag())).toBe('h5');
  });

  it('HeadingNode.insertNewAfter: Enter at the end, middle and start of a heading', () => {
    const editor = richEditor();
    const cleanup = registerRichText(editor);
    editor.update(() => $headingWithCaret('Hello', 5), {discrete: true});
    editor.update(() => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined), {discrete: true});
    expect(blockSummary(editor)).toEqual(['h2:Hello', 'paragraph:']);

    editor.update(() => $headingWithCaret('Hello', 2), {discrete: true});
    editor.update(() => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined), {discrete: true});
    expect(blockSummary(editor)).toEqual(['h2:He', 'h2:llo']);

    editor.update(() => $headingWithCaret('Hello', 0), {discrete: true});
    editor.update(() => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined), {discrete: true});
    expect(blockSummary(editor)).toEqual(['paragraph:', 'h2:Hello']);
    cleanup();
  });

  it('HeadingNode.collapseAtStart turns only an empty heading into a paragraph and always returns true', () => {
    const editor = richEditor();
    editor.update(
      () => {
        const empty = $createHeadingNode('h2');
        const full = $createHeadingNode('h2').append($createTextNode('Title'));
        $getRoot().clear().append(empty, full);
        expect(full.collapseAtStart()).toBe(true);
        expect(empty.collapseAtStart()).toBe(true);
      },
      {discrete: true},
    );
    expect(blockSummary(editor)).toEqual(['paragraph:', 'h2:Title']);
  });

  it('HeadingNode.extractWithChild keeps the heading around a partial selection in exported HTML', () => {
    const editor = richEditor();
    editor.update(
      () => {
        const text = $createTextNode('Heading text');
        $getRoot().clear().append($createHeadingNode('h2').append(text));
        text.select(0, 7);
      },
      {discrete: true},
    );
    const html = editor.read(() => $generateHtmlFromNodes(editor, $getSelection()));
    expect(html).toMatch(/^<h2[ >]/);
    expect(html).toContain('Heading');
    expect(html).not.toContain('text');
  });

  it('QuoteNode.insertNewAfter: Enter inside a quote continues in a paragraph', () => {
    const editor = richEditor();
    const cleanup = registerRichText(editor);
    editor.update(
      () => {
        const text = $createTextNode('Quoted');
        $getRoot().clear().append($createQuoteNode().append(text));
        text.select(3, 3);
      },
      {discrete: true},
    );
    editor.update(() => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined), {discrete: true});
    expect(blockSummary(editor)).toEqual(['quote:Quo', 'paragraph:ted']);
    cleanup();
  });

  it('QuoteNode.collapseAtStart replaces a quote by a paragraph, and lifts the blocks out of a shadow-root quote', () => {
    const editor = richEditor();
    editor.update(
      () => {
        const quote = $createQuoteNode().append($createTextNode('Inline'));
        $getRoot().clear().append(quote);
        expect(quote.collapseAtStart()).toBe(true);
      },
      {discrete: true},
    );
    expect(blockSummary(editor)).toEqual(['paragraph:Inline']);
    editor.update(
      () => {
        const quote = $createQuoteNode({shadowRoot: true}).append(
          $createParagraphNode().append($createTextNode('One')),
          $createHeadingNode('h3').append($createTextNode('Two')),
        );
        $getRoot().clear().append(quote);
        expect(quote.collapseAtStart()).toBe(true);
      },
      {discrete: true},
    );
    expect(blockSummary(editor)).toEqual(['paragraph:One', 'h3:Two']);
  });

  it('registerRichText does not register the heading and quote nodes and its cleanup removes the handlers', () => {
    const editor = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    const cleanup = registerRichText(editor);
    expect(editor.hasNodes([HeadingNode])).toBe(false);
    editor.update(
      () => {
        const text = $createTextNode('ab');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(1, 1);
      },
      {discrete: true},
    );
    editor.update(() => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined), {discrete: true});
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(2);
    cleanup();
    let handled = true;
    editor.update(
      () => {
        handled = editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
      },
      {discrete: true},
    );
    expect(handled).toBe(false);
  });

  it('DRAG_DROP_PASTE is dispatched with the pasted files, and a true result stops the paste', () => {
    const editor = richEditor();
    const cleanup = registerRichText(editor);
    editor.update(() => $getRoot().clear().append($createParagraphNode()).selectEnd(), {discrete: true});
    const received: File[][] = [];
    const unregister = editor.registerCommand(
      DRAG_DROP_PASTE,
      (files) => {
        received.push(files);
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    );
    const file = new File(['x'], 'a.png', {type: 'image/png'});
    const clipboardData = {
      files: [file],
      getData: () => '',
      items: [],
      types: ['Files'],
    } as unknown as DataTransfer;
    const event = new ClipboardEvent('paste', {clipboardData});
    let handled = false;
    editor.update(
      () => {
        handled = editor.dispatchCommand(PASTE_COMMAND, event);
      },
      {discrete: true},
    );
    expect(handled).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0][0]?.name).toBe('a.png');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
    unregister();
    cleanup();
  });

  it('RichTextExtension registers HeadingNode and QuoteNode and conflicts with PlainTextExtension', () => {
    const editor = buildEditorFromExtensions(defineExtension({dependencies: [RichTextExtension], name: 'app'}));
    expect(editor.hasNodes([HeadingNode, QuoteNode])).toBe(true);
    editor.dispose();
    expect(() =>
      buildEditorFromExtensions(defineExtension({dependencies: [RichTextExtension, PlainTextExtension], name: 'both'})),
    ).toThrow(/conflict/i);
  });

  it('HeadingAnnounceExtensionConfig defaults are active in editors built with RichTextExtension', () => {
    const editor = buildEditorFromExtensions(defineExtension({dependencies: [RichTextExtension], name: 'app'}));
    const {output} = getExtensionDependencyFromEditor(editor, HeadingAnnounceExtension);
    expect(output.created.value).toBe('Heading level %s');
    expect(output.destroyed.value).toBe('Heading level %s removed');
    expect(output.disabled.value).toBe(false);
    editor.dispose();
  });

  it('HeadingNode.constructor defaults to h1', () => {
    const editor = richEditor();
    editor.update(
      () => {
        const heading = new HeadingNode();
        expect(heading.getTag()).toBe('h1');
        expect($isParagraphNode(heading)).toBe(false);
      },
      {discrete: true},
    );
  });
});
