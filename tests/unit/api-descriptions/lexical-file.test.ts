import {describe, expect, it} from 'vitest';
import {editorStateFromSerializedDocument, serializedDocumentFromEditorState} from '@lexical/file';
import {createHeadlessEditor} from '@lexical/headless';
import {$createParagraphNode, $createTextNode, $getRoot} from 'lexical';

describe('@lexical/file descriptions', () => {
  it('SerializedDocument carries the state, source, lastSaved and the Lexical version, and reads back from a string', () => {
    const editor = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('Saved'))),
      {
        discrete: true,
      },
    );
    const before = Date.now();
    const document = serializedDocumentFromEditorState(editor.getEditorState());
    expect(document.source).toBe('Lexical');
    expect(document.version).toBe('0.50.0');
    expect(document.lastSaved).toBeGreaterThanOrEqual(before);
    expect(document.editorState.root.children).toHaveLength(1);
    expect(serializedDocumentFromEditorState(editor.getEditorState(), {lastSaved: 5, source: 'app'})).toMatchObject({
      lastSaved: 5,
      source: 'app',
    });
    const restored = editorStateFromSerializedDocument(editor, JSON.stringify(document));
    expect(restored.read(() => $getRoot().getTextContent())).toBe('Saved');
  });
});
