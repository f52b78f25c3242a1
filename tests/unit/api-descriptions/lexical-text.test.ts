import {describe, expect, it} from 'vitest';
import {createHeadlessEditor} from '@lexical/headless';
import {type EntityMatch, registerLexicalTextEntity} from '@lexical/text';
import {
  $applyNodeReplacement,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  mergeRegister,
  type ParagraphNode,
  TextNode,
} from 'lexical';

class TokenNode extends TextNode {
  $config() {
    return this.config('test-token', {extends: TextNode});
  }

  isTextEntity(): true {
    return true;
  }
}

function $createTokenNode(text: string): TokenNode {
  return $applyNodeReplacement(new TokenNode(text));
}

describe('@lexical/text descriptions', () => {
  it('EntityMatch end offset is exclusive when registerLexicalTextEntity splits the text', () => {
    const editor = createHeadlessEditor({
      nodes: [TokenNode],
      onError: (error) => {
        throw error;
      },
    });
    const getMatch = (text: string): EntityMatch | null => {
      const start = text.indexOf('[');
      const end = text.indexOf(']', start);
      return start === -1 || end === -1 ? null : {end: end + 1, start};
    };
    const cleanup = mergeRegister(
      ...registerLexicalTextEntity(editor, getMatch, TokenNode, (node) => $createTokenNode(node.getTextContent())),
    );
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('a [b] c'))),
      {
        discrete: true,
      },
    );
    const parts = editor.read(() =>
      $getRoot()
        .getFirstChildOrThrow<ParagraphNode>()
        .getChildren()
        .map((child) => `${child.getType()}:${child.getTextContent()}`),
    );
    expect(parts).toEqual(['text:a ', 'test-token:[b]', 'text: c']);
    cleanup();
  });
});
