import {describe, expect, it} from 'vitest';
import {createHeadlessEditor} from '@lexical/headless';
import {$createChildrenArray, $createOffsetView, OffsetView} from '@lexical/offset';
import {
  $createChildrenArray as $createChildrenArrayFromLexical,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isRangeSelection,
} from 'lexical';

function editor() {
  return createHeadlessEditor({
    onError: (error) => {
      throw error;
    },
  });
}

describe('@lexical/offset descriptions', () => {
  it('$createChildrenArray is the function exported by lexical', () => {
    expect($createChildrenArray).toBe($createChildrenArrayFromLexical);
    const instance = editor();
    instance.update(
      () => {
        const first = $createParagraphNode();
        const second = $createParagraphNode();
        $getRoot().clear().append(first, second);
        expect($createChildrenArray($getRoot(), null)).toEqual([first.getKey(), second.getKey()]);
      },
      {discrete: true},
    );
  });

  it('$createOffsetView maps text offsets to selections and back', () => {
    const instance = editor();
    instance.update(
      () => {
        const text = $createTextNode('Hello');
        $getRoot().clear().append($createParagraphNode().append(text));
        const view = $createOffsetView(instance);
        expect(view).toBeInstanceOf(OffsetView);
        const selection = view.createSelectionFromOffsets(1, 3);
        expect($isRangeSelection(selection) && [selection.anchor.offset, selection.focus.offset]).toEqual([1, 3]);
        expect(view.getOffsetsFromSelection(text.select(2, 4))).toEqual([2, 4]);
      },
      {discrete: true},
    );
  });

  it('OffsetView.createSelectionFromOffsets returns null for an empty document', () => {
    const instance = editor();
    instance.update(
      () => {
        $getRoot().clear();
        expect($createOffsetView(instance).createSelectionFromOffsets(0, 0)).toBeNull();
      },
      {discrete: true},
    );
  });
});
