import {describe, expect, it} from 'vitest';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {createEmptyHistoryState, HistoryExtension, registerHistory, SharedHistoryExtension} from '@lexical/history';
import {createHeadlessEditor} from '@lexical/headless';
import {$createParagraphNode, $createTextNode, $getRoot, configExtension, defineExtension} from 'lexical';

describe('@lexical/history descriptions', () => {
  it('HistoryConfig defaults: 300 ms delay, no depth cap, and disabled where there is no window', () => {
    expect(typeof window).toBe('undefined');
    const editor = buildEditorFromExtensions(defineExtension({dependencies: [HistoryExtension], name: 'app'}));
    const {config, output} = getExtensionDependencyFromEditor(editor, HistoryExtension);
    expect(config.delay).toBe(300);
    expect(config.maxDepth).toBeNull();
    expect(output.disabled.value).toBe(true);
    expect(output.historyState.value).toEqual(createEmptyHistoryState());
    editor.dispose();
  });

  it('HistoryStateEntry records the editor and its state', () => {
    const editor = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    const historyState = createEmptyHistoryState();
    const cleanup = registerHistory(editor, historyState, 0);
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('one'))),
      {
        discrete: true,
      },
    );
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('two'))),
      {
        discrete: true,
      },
    );
    const entry = historyState.current;
    expect(entry?.editor).toBe(editor);
    expect(entry?.editorState).toBe(editor.getEditorState());
    expect(historyState.undoStack.every((item) => item.editor === editor)).toBe(true);
    cleanup();
  });

  it('SharedHistoryConfig.parentEditor makes a nested editor use the parent editor history', () => {
    const parent = buildEditorFromExtensions(defineExtension({dependencies: [HistoryExtension], name: 'parent'}));
    const child = buildEditorFromExtensions(
      defineExtension({dependencies: [configExtension(SharedHistoryExtension, {parentEditor: parent})], name: 'child'}),
    );
    const loner = buildEditorFromExtensions(defineExtension({dependencies: [SharedHistoryExtension], name: 'loner'}));
    const parentHistory = getExtensionDependencyFromEditor(parent, HistoryExtension).output.historyState.value;
    expect(getExtensionDependencyFromEditor(child, HistoryExtension).output.historyState.value).toBe(parentHistory);
    expect(getExtensionDependencyFromEditor(loner, HistoryExtension).output.historyState.value).not.toBe(parentHistory);
    const shared = getExtensionDependencyFromEditor(loner, SharedHistoryExtension);
    expect(shared.config.disabled).toBe(false);
    expect(shared.config.parentEditor).toBeNull();
    for (const editor of [child, loner, parent]) {
      editor.dispose();
    }
  });
});
