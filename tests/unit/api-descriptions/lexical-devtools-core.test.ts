import {describe, expect, it} from 'vitest';
import {
  type CustomPrintNodeFn,
  generateContent,
  type LexicalCommandLog,
  registerLexicalCommandLogger,
} from '@lexical/devtools-core';
import {createHeadlessEditor} from '@lexical/headless';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isParagraphNode,
  COMMAND_PRIORITY_EDITOR,
  createCommand,
  type LexicalEditor,
} from 'lexical';

function editorWithText(text: string): LexicalEditor {
  const editor = createHeadlessEditor({
    namespace: 'devtools-test',
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () =>
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode(text))),
    {
      discrete: true,
    },
  );
  return editor;
}

describe('@lexical/devtools-core descriptions', () => {
  it('generateContent prints the tree, selection, commands and editor info, obfuscating text on request', () => {
    const editor = editorWithText('Secret note');
    const plain = generateContent(editor, [], false);
    expect(plain.startsWith(' root\n')).toBe(true);
    expect(plain).toContain('"Secret note"');
    expect(plain).toContain('None dispatched.');
    expect(plain).toContain('namespace devtools-test');
    const hidden = generateContent(editor, [], false, undefined, true);
    expect(hidden).toContain('"****** ****"');
    expect(hidden).not.toContain('Secret');
  });

  it('CustomPrintNodeFn output replaces the built-in printer unless it is empty or undefined', () => {
    const editor = editorWithText('Body');
    const printer: CustomPrintNodeFn = (node) => ($isParagraphNode(node) ? 'CUSTOM-PARAGRAPH' : undefined);
    const output = generateContent(editor, [], false, printer);
    expect(output).toContain('paragraph CUSTOM-PARAGRAPH');
    expect(output).toContain('"Body"');
  });

  it('registerLexicalCommandLogger logs only commands that already have listeners and keeps the last ten', () => {
    const editor = editorWithText('x');
    const HANDLED = createCommand<number>('HANDLED');
    const UNHANDLED = createCommand<number>('UNHANDLED');
    const received: number[] = [];
    editor.registerCommand(
      HANDLED,
      (payload) => {
        received.push(payload);
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    );
    let log: LexicalCommandLog = [];
    const stop = registerLexicalCommandLogger(editor, (updater) => {
      log = updater(log);
    });
    for (let i = 1; i <= 12; i++) {
      editor.dispatchCommand(HANDLED, i);
    }
    editor.dispatchCommand(UNHANDLED, 99);
    expect(log).toHaveLength(10);
    expect(log[log.length - 1]).toMatchObject({index: 12, payload: 12, type: 'HANDLED'});
    expect(log.some((entry) => entry.type === 'UNHANDLED')).toBe(false);
    expect(received).toHaveLength(12);
    expect(generateContent(editor, log, false)).toContain('12. { type: HANDLED, payload: 12 }');
    stop();
    editor.dispatchCommand(HANDLED, 13);
    expect(log[log.length - 1]?.index).toBe(12);
  });
});
