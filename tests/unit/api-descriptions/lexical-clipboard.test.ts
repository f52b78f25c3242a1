// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {
  $getClipboardDataFromSelection,
  $insertDataTransferForRichText,
  ClipboardDOMImportExtension,
  ClipboardImportExtension,
  type LexicalClipboardData,
} from '@lexical/clipboard';
import {buildEditorFromExtensions} from '@lexical/extension';
import {DOMImportExtension, defineImportRule, ImportSource, sel} from '@lexical/html';
import {RichTextExtension} from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  configExtension,
  defineExtension,
} from 'lexical';

function fakeDataTransfer(data: Record<string, string>): DataTransfer {
  return {
    files: [],
    getData: (type: string) => data[type] ?? '',
    types: Object.keys(data),
  } as unknown as DataTransfer;
}

describe('@lexical/clipboard descriptions', () => {
  it('ClipboardImportExtension runs an added handler before the built-in one, which it reaches through $next', () => {
    const calls: string[] = [];
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [
          RichTextExtension,
          configExtension(ClipboardImportExtension, {
            $importMimeType: {
              'text/plain': [
                (data, _selection, $next) => {
                  calls.push(`custom:${data}`);
                  return $next();
                },
              ],
            },
          }),
        ],
        name: 'app',
      }),
    );
    editor.update(() => $getRoot().clear().append($createParagraphNode()).selectEnd(), {discrete: true});
    editor.update(
      () => {
        const selection = $getSelection();
        if (selection !== null) {
          $insertDataTransferForRichText(fakeDataTransfer({'text/plain': 'pasted'}), selection);
        }
      },
      {discrete: true},
    );
    expect(calls).toEqual(['custom:pasted']);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('pasted');
    editor.dispose();
  });

  it('ClipboardDOMImportExtension sends pasted HTML through DOMImportExtension rules with the paste source', () => {
    const sources: string[] = [];
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [
          RichTextExtension,
          ClipboardDOMImportExtension,
          configExtension(DOMImportExtension, {
            rules: [
              defineImportRule({
                $import: (ctx, _el, $next) => {
                  sources.push(ctx.get(ImportSource));
                  return $next();
                },
                match: sel.tag('p'),
              }),
            ],
          }),
        ],
        name: 'app',
      }),
    );
    editor.update(() => $getRoot().clear().append($createParagraphNode()).selectEnd(), {discrete: true});
    editor.update(
      () => {
        const selection = $getSelection();
        if (selection !== null) {
          $insertDataTransferForRichText(
            fakeDataTransfer({'text/html': '<p>From HTML</p>', 'text/plain': 'From plain'}),
            selection,
          );
        }
      },
      {discrete: true},
    );
    expect(sources).toEqual(['paste']);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('From HTML');
    editor.dispose();
  });

  it('LexicalClipboardData has text/plain, text/html and application/x-lexical-editor entries', () => {
    const editor = buildEditorFromExtensions(defineExtension({dependencies: [RichTextExtension], name: 'app'}));
    editor.update(
      () => {
        const text = $createTextNode('Copy me');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(0, 4);
      },
      {discrete: true},
    );
    const data: LexicalClipboardData = editor.read(() => $getClipboardDataFromSelection($getSelection()));
    expect(data['text/plain']).toBe('Copy');
    expect(Object.keys(data).sort()).toEqual(['application/x-lexical-editor', 'text/html', 'text/plain']);
    expect(JSON.parse(data['application/x-lexical-editor'] ?? '{}').nodes).toHaveLength(1);
    editor.dispose();
  });
});
