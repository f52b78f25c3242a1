// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {createHeadlessEditor} from '@lexical/headless';
import {$generateHtmlFromNodes} from '@lexical/html';
import {
  $createMarkNode,
  $getMarkIDs,
  $isMarkNode,
  $unwrapMarkNode,
  $wrapSelectionInMarkNode,
  MarkNode,
} from '@lexical/mark';
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  type LexicalEditor,
  type ParagraphNode,
} from 'lexical';

function markEditor(): LexicalEditor {
  return createHeadlessEditor({
    nodes: [MarkNode],
    onError: (error) => {
      throw error;
    },
  });
}

/** Describes the children of the first paragraph, e.g. `text:Hello`, `mark[a]:world`. */
function $describeFirstParagraph(): string[] {
  const paragraph = $getRoot().getFirstChildOrThrow<ParagraphNode>();
  return paragraph.getChildren().map((child) => {
    if ($isMarkNode(child)) {
      const inner = child
        .getChildren()
        .map((grandChild) =>
          $isMarkNode(grandChild)
            ? `mark[${grandChild.getIDs().join(',')}]:${grandChild.getTextContent()}`
            : grandChild.getTextContent(),
        )
        .join('|');
      return `mark[${child.getIDs().join(',')}]:${inner}`;
    }
    return `${child.getType()}:${child.getTextContent()}`;
  });
}

describe('@lexical/mark descriptions', () => {
  it('$createMarkNode starts with no ids and throws when MarkNode is not registered', () => {
    const editor = markEditor();
    editor.update(
      () => {
        expect($createMarkNode().getIDs()).toEqual([]);
        expect($createMarkNode(['a', 'b']).getIDs()).toEqual(['a', 'b']);
      },
      {discrete: true},
    );
    const bare = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    expect(() => bare.update(() => $createMarkNode(['a']), {discrete: true})).toThrow(/not configured/);
  });

  it('$isMarkNode accepts null', () => {
    expect($isMarkNode(null)).toBe(false);
  });

  it('$wrapSelectionInMarkNode wraps the selected text and collapses the selection at the end of the new mark', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const text = $createTextNode('Hello world');
        $getRoot().clear().append($createParagraphNode().append(text));
        const selection = text.select(6, 11);
        $wrapSelectionInMarkNode(selection, false, 'c1');
        expect($describeFirstParagraph()).toEqual(['text:Hello ', 'mark[c1]:world']);
        const after = $getSelection();
        expect($isRangeSelection(after) && after.isCollapsed()).toBe(true);
        const mark = $getRoot().getFirstChildOrThrow<ParagraphNode>().getLastChildOrThrow<MarkNode>();
        expect($isRangeSelection(after) && after.anchor.getNode().getParent()?.is(mark)).toBe(true);
      },
      {discrete: true},
    );
  });

  it('$wrapSelectionInMarkNode nests a new mark inside an existing one instead of adding the id to it', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const inner = $createTextNode('marked');
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createMarkNode(['old']).append(inner)));
        const selection = inner.select(0, 6);
        $wrapSelectionInMarkNode(selection, false, 'new');
        expect($describeFirstParagraph()).toEqual(['mark[old]:mark[new]:marked']);
      },
      {discrete: true},
    );
  });

  it('$getMarkIDs reads the enclosing mark, a mark right after the offset, or returns null', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const before = $createTextNode('before');
        const inside = $createTextNode('inside');
        $getRoot()
          .clear()
          .append($createParagraphNode().append(before, $createMarkNode(['x', 'y']).append(inside)));
        expect($getMarkIDs(inside, 2)).toEqual(['x', 'y']);
        expect($getMarkIDs(before, 6)).toEqual(['x', 'y']);
        expect($getMarkIDs(before, 2)).toBeNull();
      },
      {discrete: true},
    );
  });

  it('$unwrapMarkNode keeps the children in order and removes the mark', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const mark = $createMarkNode(['x']).append($createTextNode('one').toggleFormat('bold'), $createTextNode('two'));
        $getRoot().clear().append($createParagraphNode().append(mark));
        $unwrapMarkNode(mark);
        expect($describeFirstParagraph()).toEqual(['text:one', 'text:two']);
        expect(mark.isAttached()).toBe(false);
      },
      {discrete: true},
    );
  });

  it('MarkNode.addID, deleteID, hasID, setIDs and getIDs', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const mark = $createMarkNode(['a']);
        $getRoot()
          .clear()
          .append($createParagraphNode().append(mark.append($createTextNode('t'))));
        mark.addID('a').addID('b');
        expect(mark.getIDs()).toEqual(['a', 'b']);
        expect(mark.hasID('b')).toBe(true);
        mark.deleteID('missing').deleteID('a');
        expect(mark.getIDs()).toEqual(['b']);
        expect(mark.hasID('a')).toBe(false);
        const copy = mark.getIDs();
        copy.push('z');
        expect(mark.getIDs()).toEqual(['b']);
        mark.setIDs(['q', 'r']);
        expect(mark.getIDs()).toEqual(['q', 'r']);
        mark.deleteID('q').deleteID('r');
        expect(mark.getIDs()).toEqual([]);
        expect(mark.isAttached()).toBe(true);
      },
      {discrete: true},
    );
  });

  it('MarkNode.insertNewAfter adds a mark with the same ids after this one', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const mark = $createMarkNode(['a', 'b']).append($createTextNode('t'));
        $getRoot().clear().append($createParagraphNode().append(mark));
        const created = mark.insertNewAfter($createRangeSelection(), false);
        expect($isMarkNode(created)).toBe(true);
        expect($isMarkNode(created) && created.getIDs()).toEqual(['a', 'b']);
        expect(mark.getNextSibling()?.is(created)).toBe(true);
      },
      {discrete: true},
    );
  });

  it('MarkNode.canInsertTextBefore and canInsertTextAfter keep typed text outside the mark', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const inner = $createTextNode('mid');
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createMarkNode(['a']).append(inner)));
        inner.select(0, 0).insertText('A');
        inner.select(3, 3).insertText('Z');
        expect($describeFirstParagraph()).toEqual(['text:A', 'mark[a]:mid', 'text:Z']);
      },
      {discrete: true},
    );
  });

  it('MarkNode.canBeEmpty is false: removing the last child removes the mark', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const inner = $createTextNode('gone');
        const mark = $createMarkNode(['a']).append(inner);
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('keep'), mark));
        expect(mark.canBeEmpty()).toBe(false);
        inner.remove();
        expect(mark.isAttached()).toBe(false);
        expect($describeFirstParagraph()).toEqual(['text:keep']);
      },
      {discrete: true},
    );
  });

  it('MarkNode.excludeFromCopy and extractWithChild leave the mark out of HTML but keep its text', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const inner = $createTextNode('marked');
        const mark = $createMarkNode(['a']).append(inner);
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('plain '), mark));
        expect(mark.excludeFromCopy('html')).toBe(true);
        expect(mark.excludeFromCopy('clone')).toBe(false);
        const whole = inner.select(0, 6);
        expect(mark.extractWithChild(inner, whole, 'clone')).toBe(true);
        expect(mark.extractWithChild(inner, whole, 'html')).toBe(false);
        expect(mark.extractWithChild(inner, inner.select(0, 3), 'clone')).toBe(false);
      },
      {discrete: true},
    );
    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    expect(html).toContain('marked');
    expect(html).not.toContain('<mark');
  });

  it('SerializedMarkNode holds the ids', () => {
    const editor = markEditor();
    editor.update(
      () => {
        const mark = $createMarkNode(['a', 'b']).append($createTextNode('t'));
        $getRoot().clear().append($createParagraphNode().append(mark));
        const json = mark.exportJSON();
        expect(json.type).toBe('mark');
        expect(json.ids).toEqual(['a', 'b']);
        expect($isTextNode(mark.getFirstChild())).toBe(true);
      },
      {discrete: true},
    );
  });
});
