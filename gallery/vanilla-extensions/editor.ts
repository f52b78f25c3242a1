/**
 * A Lexical editor with no framework at all: plain DOM elements, extensions, commands and listeners.
 * `mountVanillaEditor` takes any container element and returns a function that removes everything again, so the
 * same module works in a React effect (App.tsx), a Vue hook or a plain <script>.
 */
import {buildEditorFromExtensions, effect, getExtensionDependencyFromEditor} from '@lexical/extension';
import {HistoryExtension} from '@lexical/history';
import {RichTextExtension} from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  configExtension,
  defineExtension,
  FORMAT_TEXT_COMMAND,
  mergeRegister,
  REDO_COMMAND,
  safeCast,
  type TextFormatType,
  UNDO_COMMAND,
} from 'lexical';

export interface WordCountConfig {
  /** Called after every committed update with the document's word and character counts. */
  onCount: (words: number, characters: number) => void;
}

function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/**
 * A small extension of our own: its config is a callback, and its `register` hook adds an update listener that the
 * builder removes again when the editor is disposed.
 */
export const WordCountExtension = defineExtension({
  name: '@gallery/vanilla-extensions/WordCount',
  config: safeCast<WordCountConfig>({onCount: () => undefined}),
  register(editor, config) {
    return editor.registerUpdateListener(({editorState}) => {
      const text = editorState.read(() => $getRoot().getTextContent());
      config.onCount(countWords(text), text.length);
    });
  },
});

const FORMATS: readonly {format: TextFormatType; label: string}[] = [
  {format: 'bold', label: 'Bold'},
  {format: 'italic', label: 'Italic'},
  {format: 'underline', label: 'Underline'},
];

function $initialContent(): void {
  const root = $getRoot();
  if (!root.isEmpty()) return;
  root.append(
    $createParagraphNode().append(
      $createTextNode('No React component renders this editor: it is built from extensions and plain DOM.'),
    ),
    $createParagraphNode().append($createTextNode('Select some words and press Bold, or use Ctrl+B.')),
  );
}

/** Builds toolbar, editable area and status line inside `container`; the returned function tears it all down. */
export function mountVanillaEditor(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const create = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
    const element = doc.createElement(tag);
    element.className = className;
    element.textContent = text;
    return element;
  };

  const toolbar = create('div', 've-toolbar');
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Formatting');
  const formatButtons = FORMATS.map(({format, label}) => {
    const button = create('button', 've-button', label);
    button.type = 'button';
    button.dataset.format = format;
    button.setAttribute('aria-pressed', 'false');
    return button;
  });
  const undoButton = create('button', 've-button', 'Undo');
  const redoButton = create('button', 've-button', 'Redo');
  undoButton.type = redoButton.type = 'button';
  toolbar.append(...formatButtons, create('span', 've-separator'), undoButton, redoButton);

  const editable = create('div', 've-editable');
  editable.contentEditable = 'true';
  editable.setAttribute('role', 'textbox');
  editable.setAttribute('aria-multiline', 'true');
  editable.setAttribute('aria-label', 'Vanilla rich text editor');

  const status = create('p', 've-status', '0 words');
  container.append(toolbar, editable, status);

  const editor = buildEditorFromExtensions(
    defineExtension({
      name: '@gallery/vanilla-extensions',
      namespace: 'vanilla-extensions',
      dependencies: [
        RichTextExtension,
        HistoryExtension,
        configExtension(WordCountExtension, {
          onCount(words, characters) {
            status.textContent = `${words} ${words === 1 ? 'word' : 'words'}, ${characters} characters`;
          },
        }),
      ],
      theme: {
        paragraph: 've-paragraph',
        text: {bold: 've-bold', italic: 've-italic', underline: 've-underline'},
      },
      $initialEditorState: $initialContent,
      onError(error) {
        throw error;
      },
    }),
  );
  // The builder has registered every extension, so attaching the DOM now renders the initial content.
  editor.setRootElement(editable);

  // HistoryExtension exposes canUndo/canRedo as signals: an effect keeps the buttons in step with them.
  const {canUndo, canRedo} = getExtensionDependencyFromEditor(editor, HistoryExtension).output;

  const onToolbarClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (button === null) return;
    if (button === undoButton) editor.dispatchCommand(UNDO_COMMAND, undefined);
    else if (button === redoButton) editor.dispatchCommand(REDO_COMMAND, undefined);
    else if (button.dataset.format)
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, button.dataset.format as TextFormatType);
  };
  // Keeps the caret in the editor when a button is pressed with the mouse.
  const keepSelection = (event: MouseEvent) => event.preventDefault();
  toolbar.addEventListener('click', onToolbarClick);
  toolbar.addEventListener('mousedown', keepSelection);

  const unregister = mergeRegister(
    effect(() => {
      undoButton.disabled = !canUndo.value;
      redoButton.disabled = !canRedo.value;
    }),
    editor.registerUpdateListener(({editorState}) => {
      editorState.read(() => {
        const selection = $getSelection();
        for (const button of formatButtons) {
          const active = $isRangeSelection(selection) && selection.hasFormat(button.dataset.format as TextFormatType);
          button.setAttribute('aria-pressed', String(active));
        }
      });
    }),
  );

  return () => {
    unregister();
    toolbar.removeEventListener('click', onToolbarClick);
    toolbar.removeEventListener('mousedown', keepSelection);
    // Runs every extension's clean-up and detaches the root element.
    editor.dispose();
    container.replaceChildren();
  };
}
