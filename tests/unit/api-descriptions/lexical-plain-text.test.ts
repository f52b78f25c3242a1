import {describe, expect, it} from 'vitest';
import {createHeadlessEditor} from '@lexical/headless';
import {registerPlainText} from '@lexical/plain-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isLineBreakNode,
  FORMAT_TEXT_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  type ParagraphNode,
} from 'lexical';

describe('@lexical/plain-text descriptions', () => {
  it('registerPlainText turns INSERT_PARAGRAPH_COMMAND into a line break and ignores FORMAT_TEXT_COMMAND', () => {
    const editor = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    const cleanup = registerPlainText(editor);
    editor.update(
      () => {
        const text = $createTextNode('ab');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(1, 1);
      },
      {discrete: true},
    );
    let paragraphHandled = false;
    let formatHandled = true;
    editor.update(
      () => {
        paragraphHandled = editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
        formatHandled = editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
      },
      {discrete: true},
    );
    expect(paragraphHandled).toBe(true);
    expect(formatHandled).toBe(false);
    editor.read(() => {
      expect($getRoot().getChildrenSize()).toBe(1);
      const children = $getRoot().getFirstChildOrThrow<ParagraphNode>().getChildren();
      expect(children.some((child) => $isLineBreakNode(child))).toBe(true);
      expect($getRoot().getTextContent()).toBe('a\nb');
    });
    cleanup();
    let afterCleanup = true;
    editor.update(
      () => {
        afterCleanup = editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
      },
      {discrete: true},
    );
    expect(afterCleanup).toBe(false);
  });
});
