import {describe, expect, it} from 'vitest';
import {$createHashtagNode, $isHashtagNode, HashtagNode, registerLexicalHashtag} from '@lexical/hashtag';
import {createHeadlessEditor} from '@lexical/headless';
import {$createParagraphNode, $createTextNode, $getRoot, type LexicalEditor, type ParagraphNode} from 'lexical';

function hashtagEditor(): LexicalEditor {
  return createHeadlessEditor({
    nodes: [HashtagNode],
    onError: (error) => {
      throw error;
    },
  });
}

function $hashtags(): string[] {
  return $getRoot()
    .getFirstChildOrThrow<ParagraphNode>()
    .getChildren()
    .filter($isHashtagNode)
    .map((node) => node.getTextContent());
}

describe('@lexical/hashtag descriptions', () => {
  it('registerLexicalHashtag turns matching text into HashtagNodes and back, and throws without HashtagNode', () => {
    const editor = hashtagEditor();
    const cleanup = registerLexicalHashtag(editor);
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('see #release and #123 or ＃full'))),
      {discrete: true},
    );
    expect(editor.read($hashtags)).toEqual(['#release', '＃full']);
    editor.update(
      () => {
        const tag = $getRoot().getFirstChildOrThrow<ParagraphNode>().getChildren().find($isHashtagNode);
        tag?.setTextContent('#');
      },
      {discrete: true},
    );
    expect(editor.read($hashtags)).toEqual(['＃full']);
    cleanup();
    const bare = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    expect(() => registerLexicalHashtag(bare)).toThrow();
  });

  it('HashtagConfig.getHashtagMatch replaces the default matcher', () => {
    const editor = hashtagEditor();
    const cleanup = registerLexicalHashtag(editor, {
      getHashtagMatch: (text) => {
        const start = text.indexOf('@');
        return start === -1 ? null : {end: start + 4, start};
      },
    });
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('ping @bob #ignored'))),
      {discrete: true},
    );
    expect(editor.read($hashtags)).toEqual(['@bob']);
    cleanup();
  });

  it('HashtagNode is a text entity of type hashtag that refuses text before it', () => {
    const editor = hashtagEditor();
    editor.update(
      () => {
        const node = $createHashtagNode('#tag');
        expect(node.getType()).toBe('hashtag');
        expect(node.isTextEntity()).toBe(true);
        expect(node.canInsertTextBefore()).toBe(false);
      },
      {discrete: true},
    );
  });
});
