import {useCallback, useEffect, useState, type ButtonHTMLAttributes, type JSX} from 'react';
import {LexicalComposer, type InitialConfigType} from '@lexical/react/LexicalComposer';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {ListPlugin} from '@lexical/react/LexicalListPlugin';
import {AutoFocusPlugin} from '@lexical/react/LexicalAutoFocusPlugin';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {HeadingNode, QuoteNode} from '@lexical/rich-text';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import {mergeRegister, $findMatchingParent} from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import FormattingToolbar, {type FormattingAction} from './FormattingToolbar';
import styles from './styles.module.css';

const theme: InitialConfigType['theme'] = {
  paragraph: styles.paragraph,
  text: {bold: styles.bold, italic: styles.italic, underline: styles.underline},
  list: {ul: styles.ul, ol: styles.ol, listitem: styles.listItem},
};

/** The first paragraph a visitor sees: a short invitation to type. */
function $seedContent(): void {
  const root = $getRoot();
  if (root.getFirstChild() !== null) {
    return;
  }
  const paragraph = $createParagraphNode();
  paragraph.append(
    $createTextNode('This is a real Lexical editor. Select some words and make them '),
    $createTextNode('bold').toggleFormat('bold'),
    $createTextNode(' or '),
    $createTextNode('italic').toggleFormat('italic'),
    $createTextNode(', or start a list from the toolbar.'),
  );
  root.append(paragraph);
}

type ListKind = 'bullet' | 'number' | null;

function Toolbar(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [isBold, setIsBold] = useState(false);
  const [isItalic, setIsItalic] = useState(false);
  const [listKind, setListKind] = useState<ListKind>(null);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  const $syncToolbar = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) {
      return;
    }
    setIsBold(selection.hasFormat('bold'));
    setIsItalic(selection.hasFormat('italic'));
    const list = $findMatchingParent(selection.anchor.getNode(), $isListNode);
    setListKind(list !== null && $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null);
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({editorState}) => editorState.read($syncToolbar)),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, $syncToolbar],
  );

  const toggleList = (kind: Exclude<ListKind, null>) => {
    if (listKind === kind) {
      editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    } else {
      editor.dispatchCommand(
        kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
    }
  };

  const buttonProps = (action: FormattingAction): ButtonHTMLAttributes<HTMLButtonElement> => {
    switch (action) {
      case 'bold':
      case 'italic':
        return {
          'aria-pressed': action === 'bold' ? isBold : isItalic,
          onClick: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, action),
        };
      case 'bulletList':
        return {'aria-pressed': listKind === 'bullet', onClick: () => toggleList('bullet')};
      case 'numberedList':
        return {'aria-pressed': listKind === 'number', onClick: () => toggleList('number')};
      case 'undo':
        return {disabled: !canUndo, onClick: () => editor.dispatchCommand(UNDO_COMMAND, undefined)};
      case 'redo':
        return {disabled: !canRedo, onClick: () => editor.dispatchCommand(REDO_COMMAND, undefined)};
    }
  };

  return <FormattingToolbar role="toolbar" aria-label="Formatting" buttonProps={buttonProps} />;
}

export interface EditorProps {
  /** Put the caret in the editor once it is ready: the reader asked for it by clicking or tabbing to it. */
  takeFocus: boolean;
}

/** A small rich-text editor built from the installed Lexical packages. */
export default function Editor({takeFocus}: EditorProps): JSX.Element {
  const initialConfig: InitialConfigType = {
    namespace: 'LexicalDocsHomeEditor',
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
    editorState: $seedContent,
    onError(error) {
      // Surface editor bugs in the console without taking the page down.
      console.warn('[home editor]', error);
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={styles.editorShell}>
        <Toolbar />
        <div className={styles.editorBody}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.contentEditable}
                aria-label="Try Lexical: a rich-text editor"
                aria-placeholder="Type something…"
                placeholder={<div className={styles.placeholder}>Type something…</div>}
                data-testid="home-editor"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        {takeFocus && <AutoFocusPlugin />}
      </div>
    </LexicalComposer>
  );
}
