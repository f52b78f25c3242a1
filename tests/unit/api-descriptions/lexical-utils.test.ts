// @vitest-environment happy-dom
import {$dfs, $filter, $getDepth, eventFiles, objectKlassEquals} from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isTextNode,
  createEditor,
  type LexicalEditor,
  type PasteCommandType,
} from 'lexical';
import {describe, expect, it} from 'vitest';

function makeEditor(): LexicalEditor {
  const editor = createEditor({
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () => {
      $getRoot().append(
        $createParagraphNode().append($createTextNode('a')),
        $createParagraphNode().append($createTextNode('b')),
      );
    },
    {discrete: true},
  );
  return editor;
}

describe('@lexical/utils descriptions', () => {
  it('eventFiles returns [false, [], false] for an event without a data transfer', () => {
    const event: PasteCommandType = new KeyboardEvent('keydown', {key: 'v', ctrlKey: true});
    expect(eventFiles(event)).toEqual([false, [], false]);
  });

  it('eventFiles reads files and text from the data transfer of any class named ClipboardEvent', () => {
    const file = new File(['x'], 'x.txt', {type: 'text/plain'});
    // A stand-in from "another frame": only its class name matches the global ClipboardEvent.
    const FrameClipboardEvent = (() => {
      class ClipboardEvent {
        clipboardData = {files: [file], types: ['Files', 'text/plain']};
      }
      return ClipboardEvent;
    })();
    const event = new FrameClipboardEvent() as unknown as ClipboardEvent;
    expect(eventFiles(event)).toEqual([true, [file], true]);
  });

  it('DFSNode depth counts from the root', () => {
    const editor = makeEditor();
    const entries = editor.read(() => $dfs().map(({depth, node}) => `${node.getType()}:${depth}`));
    expect(entries).toEqual(['root:0', 'paragraph:1', 'text:2', 'paragraph:1', 'text:2']);
  });

  it('$getDepth is 0 for the root, 2 for text in a paragraph and -1 for null', () => {
    const editor = makeEditor();
    const depths = editor.read(() => [
      $getDepth($getRoot()),
      $getDepth($getRoot().getFirstDescendant()),
      $getDepth(null),
    ]);
    expect(depths).toEqual([0, 2, -1]);
  });

  it('$filter keeps the non-null results of the callback, transformed', () => {
    const editor = makeEditor();
    const texts = editor.read(() =>
      $filter($getRoot().getAllTextNodes(), (node) =>
        $isTextNode(node) && node.getTextContent() === 'b' ? node.getTextContent().toUpperCase() : null,
      ),
    );
    expect(texts).toEqual(['B']);
  });

  it('objectKlassEquals compares class names: a same-named class matches, a subclass does not', () => {
    class Base {}
    class Sub extends Base {}
    const OtherBase = (() => {
      class Base {}
      return Base;
    })();
    expect(objectKlassEquals(new OtherBase(), Base)).toBe(true);
    expect(new OtherBase() instanceof Base).toBe(false);
    expect(objectKlassEquals(new Sub(), Base)).toBe(false);
    expect(objectKlassEquals(new Sub() as unknown, Sub)).toBe(true);
    expect(objectKlassEquals(null, Base)).toBe(false);
  });
});
