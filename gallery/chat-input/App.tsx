import {CharacterLimitPlugin} from '@lexical/react/LexicalCharacterLimitPlugin';
import {ClearEditorPlugin} from '@lexical/react/LexicalClearEditorPlugin';
import {type InitialConfigType, LexicalComposer} from '@lexical/react/LexicalComposer';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {PlainTextPlugin} from '@lexical/react/LexicalPlainTextPlugin';
import {OverflowNode} from '@lexical/overflow';
import {$rootTextContent} from '@lexical/text';
import {
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  CLEAR_EDITOR_COMMAND,
  COMMAND_PRIORITY_HIGH,
  KEY_ENTER_COMMAND,
  type LexicalNode,
} from 'lexical';
import {type JSX, useCallback, useEffect, useRef, useState} from 'react';
import {$isMentionNode, MentionNode} from './MentionNode';
import {TypeaheadMenus} from './TypeaheadPlugins';
import './styles.css';

const MAX_LENGTH = 280;

type Segment = {kind: 'text' | 'mention'; text: string};
type Message = {id: number; author: string; segments: Segment[]};

const initialConfig: InitialConfigType = {
  namespace: 'chat-input',
  // OverflowNode is required by CharacterLimitPlugin: it wraps the text past the limit.
  nodes: [MentionNode, OverflowNode],
  theme: {
    paragraph: 'chat-input__paragraph',
    mention: 'chat-input__mention',
    characterLimit: 'chat-input__overflow',
  },
  onError(error) {
    throw error;
  },
};

/** The draft as message segments: mentions kept apart from text, line breaks as "\n". */
function $readDraft(): Segment[] {
  const segments: Segment[] = [];
  const visit = (node: LexicalNode) => {
    if ($isMentionNode(node)) {
      segments.push({kind: 'mention', text: node.getTextContent()});
    } else if ($isTextNode(node)) {
      segments.push({kind: 'text', text: node.getTextContent()});
    } else if ($isLineBreakNode(node)) {
      segments.push({kind: 'text', text: '\n'});
    } else if ($isElementNode(node)) {
      // Paragraphs and the OverflowNode of CharacterLimitPlugin.
      node.getChildren().forEach(visit);
    }
  };
  $getRoot().getChildren().forEach(visit);
  return segments;
}

/** Enter sends (when there is something to send within the limit); Shift+Enter is left to PlainTextPlugin. */
function SendPlugin({onSend}: {onSend: (segments: Segment[]) => void}): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [draft, setDraft] = useState('');

  const $send = useCallback(() => {
    const text = $rootTextContent();
    if (text.trim() === '' || text.length > MAX_LENGTH) {
      return;
    }
    onSend($readDraft());
    editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
  }, [editor, onSend]);

  useEffect(
    () =>
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          if (event?.shiftKey) {
            return false; // PlainTextPlugin turns it into a line break.
          }
          event?.preventDefault();
          $send();
          return true;
        },
        // Above PlainTextPlugin's own Enter handling (COMMAND_PRIORITY_EDITOR).
        COMMAND_PRIORITY_HIGH,
      ),
    [editor, $send],
  );

  useEffect(() => editor.registerTextContentListener(setDraft), [editor]);

  const canSend = draft.trim() !== '' && draft.length <= MAX_LENGTH;
  return (
    <button type="button" className="chat-input__send" disabled={!canSend} onClick={() => editor.update($send)}>
      Send
    </button>
  );
}

function MessageList({messages}: {messages: Message[]}): JSX.Element {
  const listRef = useRef<HTMLOListElement>(null);
  // Keep the newest message in view by scrolling the list itself, never the page around the example.
  useEffect(() => {
    const list = listRef.current;
    if (list) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages]);
  return (
    // A scrolling region has to be reachable from the keyboard to be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ol className="chat-input__messages" aria-label="Messages" aria-live="polite" ref={listRef} tabIndex={0}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={message.author === 'You' ? 'chat-input__message is-own' : 'chat-input__message'}>
          <span className="chat-input__author">{message.author}</span>
          <p className="chat-input__body">
            {message.segments.map((segment, i) =>
              segment.kind === 'mention' ? (
                <span key={i} className="chat-input__mention">
                  {segment.text}
                </span>
              ) : (
                segment.text
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

export default function App(): JSX.Element {
  const [messages, setMessages] = useState<Message[]>([
    {
      id: 0,
      author: 'Alice Chen',
      segments: [{kind: 'text', text: 'Hi! Type @ to mention someone, or :smile for an emoji.'}],
    },
  ]);
  // The typeahead menus are drawn inside this element, which exists only after the first render.
  const [menuParent, setMenuParent] = useState<HTMLDivElement | null>(null);
  const nextId = useRef(1);

  const onSend = useCallback((segments: Segment[]) => {
    const id = nextId.current++;
    setMessages((previous) => [...previous, {id, author: 'You', segments}]);
  }, []);

  return (
    <div className="chat-input" ref={setMenuParent}>
      <MessageList messages={messages} />
      <LexicalComposer initialConfig={initialConfig}>
        <div className="chat-input__composer">
          <div className="chat-input__field">
            <PlainTextPlugin
              contentEditable={
                <ContentEditable
                  className="chat-input__editable"
                  ariaLabel="Message"
                  aria-placeholder="Write a message…"
                  placeholder={<div className="chat-input__placeholder">Write a message…</div>}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <SendPlugin onSend={onSend} />
        </div>
        <div className="chat-input__footer">
          <span className="chat-input__hint">Enter sends · Shift+Enter adds a line</span>
          <CharacterLimitPlugin
            charset="UTF-16"
            maxLength={MAX_LENGTH}
            renderer={({remainingCharacters}) => (
              <span
                className={remainingCharacters < 0 ? 'chat-input__count is-over' : 'chat-input__count'}
                data-testid="character-count"
                aria-live="polite">
                {remainingCharacters < 0
                  ? `${-remainingCharacters} over the limit`
                  : `${remainingCharacters} characters left`}
              </span>
            )}
          />
        </div>
        <ClearEditorPlugin />
        <TypeaheadMenus menuParent={menuParent} />
      </LexicalComposer>
    </div>
  );
}
