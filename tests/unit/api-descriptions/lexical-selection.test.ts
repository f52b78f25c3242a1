import {$createQuoteNode, QuoteNode} from '@lexical/rich-text';
import {
  $addNodeStyle,
  $copyBlockFormatIndent,
  $forEachSelectedTextNode,
  $trimTextContentFromAnchor,
  $wrapNodes,
  getStyleObjectFromCSS,
  trimTextContentFromAnchor,
} from '@lexical/selection';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  createEditor,
  type ElementNode,
  getStyleObjectFromCSS as coreGetStyleObjectFromCSS,
  type LexicalEditor,
} from 'lexical';
import {describe, expect, it, vi} from 'vitest';

function makeEditor(): LexicalEditor {
  return createEditor({
    nodes: [QuoteNode],
    onError: (error) => {
      throw error;
    },
  });
}

describe('@lexical/selection descriptions', () => {
  it('$addNodeStyle changes nothing and warns only once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const editor = makeEditor();
    let style = '';
    editor.update(
      () => {
        const text = $createTextNode('x').setStyle('color: red');
        $getRoot().append($createParagraphNode().append(text));
        $addNodeStyle(text);
        $addNodeStyle(text);
        style = text.getStyle();
      },
      {discrete: true},
    );
    expect(style).toBe('color: red');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/deprecated no-op/);
    warn.mockRestore();
  });

  it('$copyBlockFormatIndent copies alignment and indent', () => {
    const editor = makeEditor();
    const result = {format: '', indent: -1};
    editor.update(
      () => {
        const source = $createParagraphNode().setFormat('center').setIndent(2);
        const destination = $createQuoteNode();
        $getRoot().append(source, destination);
        $copyBlockFormatIndent(source, destination);
        result.format = destination.getFormatType();
        result.indent = destination.getIndent();
      },
      {discrete: true},
    );
    expect(result).toEqual({format: 'center', indent: 2});
  });

  it('$forEachSelectedTextNode splits a partly selected node and passes only the selected part', () => {
    const editor = makeEditor();
    const seen: string[] = [];
    let texts: string[] = [];
    editor.update(
      () => {
        const text = $createTextNode('hello world');
        $getRoot().append($createParagraphNode().append(text));
        text.select(0, 5);
        $forEachSelectedTextNode((node) => seen.push(node.getTextContent()));
        texts = $getRoot()
          .getAllTextNodes()
          .map((node) => node.getTextContent());
      },
      {discrete: true},
    );
    expect(seen).toEqual(['hello']);
    expect(texts).toEqual(['hello', ' world']);
  });

  it('$forEachSelectedTextNode does nothing without a selection', () => {
    const editor = makeEditor();
    let calls = 0;
    editor.update(
      () => {
        $getRoot().append($createParagraphNode().append($createTextNode('abc')));
        $forEachSelectedTextNode(() => calls++);
      },
      {discrete: true},
    );
    expect(calls).toBe(0);
  });

  it('getStyleObjectFromCSS is the lexical function and parses inline CSS', () => {
    expect(getStyleObjectFromCSS).toBe(coreGetStyleObjectFromCSS);
    expect(getStyleObjectFromCSS('color: red; font-size: 12px')).toEqual({color: 'red', 'font-size': '12px'});
    expect(getStyleObjectFromCSS('')).toEqual({});
  });

  it('trimTextContentFromAnchor is $trimTextContentFromAnchor and deletes backwards from the anchor', () => {
    expect(trimTextContentFromAnchor).toBe($trimTextContentFromAnchor);
    const editor = makeEditor();
    editor.update(
      () => {
        const text = $createTextNode('hello world');
        $getRoot().append($createParagraphNode().append(text));
        text.select(11, 11);
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
        trimTextContentFromAnchor(editor, selection.anchor, 6);
      },
      {discrete: true},
    );
    expect(editor.read(() => $getRoot().getTextContent())).toBe('hello');
  });

  it('$wrapNodes moves each selected block into a new element, keeping alignment and indent', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        const first = $createParagraphNode().append($createTextNode('one')).setIndent(1);
        const second = $createParagraphNode().append($createTextNode('two')).setFormat('right');
        $getRoot().append(first, second);
        const selection = first.select(0, 0);
        selection.focus.set(second.getFirstChildOrThrow().getKey(), 3, 'text');
        $wrapNodes(selection, () => $createQuoteNode());
      },
      {discrete: true},
    );
    const blocks = editor.read(() =>
      $getRoot()
        .getChildren<ElementNode>()
        .map((node) => `${node.getType()}:${node.getTextContent()}:${node.getIndent()}:${node.getFormatType()}`),
    );
    expect(blocks).toEqual(['quote:one:1:', 'quote:two:0:right']);
  });
});
