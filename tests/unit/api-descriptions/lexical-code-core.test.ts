import {describe, expect, it} from 'vitest';
import {
  $createCodeHighlightNode,
  $createCodeNode,
  CodeHighlightNode,
  CodeNode,
  registerCodeIndentation,
} from '@lexical/code-core';
import {createHeadlessEditor} from '@lexical/headless';
import {$getRoot, $isTabNode, INSERT_TAB_COMMAND, OUTDENT_CONTENT_COMMAND, type LexicalEditor} from 'lexical';

function codeEditor(): LexicalEditor {
  return createHeadlessEditor({
    nodes: [CodeNode, CodeHighlightNode],
    onError: (error) => {
      throw error;
    },
  });
}

describe('@lexical/code-core descriptions', () => {
  it('registerCodeIndentation handles INSERT_TAB_COMMAND inside a code block until cleaned up', () => {
    const editor = codeEditor();
    const cleanup = registerCodeIndentation(editor);
    editor.update(
      () => {
        const token = $createCodeHighlightNode('x');
        const block = $createCodeNode('js').append(token);
        $getRoot().clear().append(block);
        token.select(1, 1);
        expect(editor.dispatchCommand(INSERT_TAB_COMMAND, undefined)).toBe(true);
        expect(block.getChildren().some((child) => $isTabNode(child))).toBe(true);
      },
      {discrete: true},
    );
    cleanup();
    editor.update(
      () => {
        const token = $createCodeHighlightNode('y');
        $getRoot().clear().append($createCodeNode('js').append(token));
        token.select(1, 1);
        expect(editor.dispatchCommand(INSERT_TAB_COMMAND, undefined)).toBe(false);
      },
      {discrete: true},
    );
  });

  it('registerCodeIndentation with a tabSize strips leading spaces on OUTDENT_CONTENT_COMMAND', () => {
    for (const [tabSize, expected] of [
      [2, '  foo'],
      [undefined, '    foo'],
    ] as const) {
      const editor = codeEditor();
      const cleanup = registerCodeIndentation(editor, tabSize);
      editor.update(
        () => {
          const token = $createCodeHighlightNode('    foo');
          const block = $createCodeNode('js').append(token);
          $getRoot().clear().append(block);
          token.select(7, 7);
          editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined);
          expect(block.getTextContent()).toBe(expected);
        },
        {discrete: true},
      );
      cleanup();
    }
  });
});
