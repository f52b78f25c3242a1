import {describe, expect, it} from 'vitest';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {MdastCommonMarkExtension, MdastShortcutsExtension} from '@lexical/mdast';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  configExtension,
  defineExtension,
  type LexicalEditor,
} from 'lexical';

async function typeHashSpace(editor: LexicalEditor): Promise<string | undefined> {
  editor.update(
    () => {
      const text = $createTextNode('#');
      $getRoot().clear().append($createParagraphNode().append(text));
      text.select(1, 1);
    },
    {discrete: true},
  );
  editor.update(
    () => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
      selection.insertText(' ');
    },
    {discrete: true},
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return editor.read(() => $getRoot().getFirstChild()?.getType());
}

describe('@lexical/mdast descriptions', () => {
  it('MdastShortcutsConfig.disabled defaults to false and switches the shortcuts off at run time', async () => {
    const editor = buildEditorFromExtensions(
      defineExtension({
        name: '@test/mdast-shortcuts',
        dependencies: [MdastCommonMarkExtension, MdastShortcutsExtension],
      }),
    );
    const {output} = getExtensionDependencyFromEditor(editor, MdastShortcutsExtension);
    expect(output.disabled.value).toBe(false);
    expect(await typeHashSpace(editor)).toBe('heading');
    output.disabled.value = true;
    expect(await typeHashSpace(editor)).toBe('paragraph');
    editor.dispose();

    const off = buildEditorFromExtensions(
      defineExtension({
        name: '@test/mdast-shortcuts-off',
        dependencies: [MdastCommonMarkExtension, configExtension(MdastShortcutsExtension, {disabled: true})],
      }),
    );
    expect(getExtensionDependencyFromEditor(off, MdastShortcutsExtension).output.disabled.value).toBe(true);
    expect(await typeHashSpace(off)).toBe('paragraph');
    off.dispose();
  });
});
