import {describe, expect, it} from 'vitest';
import {createHeadlessEditor} from '@lexical/headless';
import {$createOverflowNode, $isOverflowNode, OverflowNode} from '@lexical/overflow';
import {$createParagraphNode, $createTextNode, $getRoot, type LexicalEditor, type ParagraphNode} from 'lexical';

function overflowEditor(): LexicalEditor {
  return createHeadlessEditor({
    nodes: [OverflowNode],
    onError: (error) => {
      throw error;
    },
  });
}

describe('@lexical/overflow descriptions', () => {
  it('$createOverflowNode creates an empty node that removes itself if left empty', () => {
    const editor = overflowEditor();
    editor.update(
      () => {
        const kept = $createOverflowNode().append($createTextNode('extra'));
        const empty = $createOverflowNode();
        expect(empty.isEmpty()).toBe(true);
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('ok'), kept, empty));
      },
      {discrete: true},
    );
    const kinds = editor.read(() =>
      $getRoot()
        .getFirstChildOrThrow<ParagraphNode>()
        .getChildren()
        .map((child) => child.getType()),
    );
    expect(kinds).toEqual(['text', 'overflow']);
  });

  it('$isOverflowNode accepts null and undefined', () => {
    expect($isOverflowNode(null)).toBe(false);
    expect($isOverflowNode(undefined)).toBe(false);
  });

  it('OverflowNode is excluded from copies, is not declared inline, and serializes as a plain element', () => {
    const editor = overflowEditor();
    editor.update(
      () => {
        const node = $createOverflowNode().append($createTextNode('x'));
        $getRoot().clear().append($createParagraphNode().append(node));
        expect(node.excludeFromCopy()).toBe(true);
        expect(node.isInline()).toBe(false);
        const json = node.exportJSON();
        expect(json.type).toBe('overflow');
        expect(Object.keys(json).sort()).toEqual(['children', 'direction', 'format', 'indent', 'type', 'version']);
      },
      {discrete: true},
    );
  });
});
