// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {DragonExtension, registerDragonSupport} from '@lexical/dragon';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {registerPlainText} from '@lexical/plain-text';
import {$createParagraphNode, $createTextNode, $getRoot, createEditor, defineExtension} from 'lexical';

function postDictation(text: string, offset: number): void {
  const request = {
    payload: {args: [offset, 0, text, offset + text.length, 0], functionId: 'makeChanges'},
    protocol: 'nuanria_messaging',
    type: 'request',
  };
  window.dispatchEvent(new MessageEvent('message', {data: JSON.stringify(request), origin: window.location.origin}));
}

describe('@lexical/dragon descriptions', () => {
  it('DragonConfig.disabled defaults to false where a window exists and is exposed as a signal', () => {
    const editor = buildEditorFromExtensions(defineExtension({dependencies: [DragonExtension], name: 'app'}));
    const {output} = getExtensionDependencyFromEditor(editor, DragonExtension);
    expect(output.disabled.value).toBe(false);
    output.disabled.value = true;
    expect(output.disabled.value).toBe(true);
    editor.dispose();
  });

  it('registerDragonSupport applies dictation to the focused editor until its cleanup runs', () => {
    // happy-dom fires selectionchange synchronously while Lexical writes the DOM selection, which makes
    // Lexical warn about a nested update; a real browser fires it later. Keep it away from Lexical here.
    const swallowSelectionChange = (event: Event) => event.stopImmediatePropagation();
    document.addEventListener('selectionchange', swallowSelectionChange);
    const root = document.createElement('div');
    root.contentEditable = 'true';
    document.body.append(root);
    const editor = createEditor({
      namespace: 'dragon-test',
      onError: (error) => {
        throw error;
      },
    });
    const stopText = registerPlainText(editor);
    const stopDragon = registerDragonSupport(editor);
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('Hello')));
        $getRoot().selectEnd();
      },
      {discrete: true},
    );
    // Dragon support attaches its window listener once the editor has a root element.
    editor.setRootElement(root);
    root.focus();
    postDictation(' world', 5);
    editor.update(() => undefined, {discrete: true});
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Hello world');
    stopDragon();
    postDictation('!', 11);
    editor.update(() => undefined, {discrete: true});
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Hello world');
    stopText();
    editor.setRootElement(null);
    root.remove();
    document.removeEventListener('selectionchange', swallowSelectionChange);
  });
});
