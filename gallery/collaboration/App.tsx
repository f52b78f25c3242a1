import './styles.css';

import {CollaborationPlugin} from '@lexical/react/LexicalCollaborationPlugin';
import {LexicalCollaboration} from '@lexical/react/LexicalCollaborationContext';
import {type InitialConfigType, LexicalComposer} from '@lexical/react/LexicalComposer';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {CONNECTED_COMMAND, type Provider, TOGGLE_CONNECT_COMMAND} from '@lexical/yjs';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  COMMAND_PRIORITY_EDITOR,
  type EditorThemeClasses,
} from 'lexical';
import {type JSX, useCallback, useEffect, useRef, useState} from 'react';
import * as Y from 'yjs';

import {MemoryProvider, MemoryRelay} from './MemoryProvider';

/** Both editors edit the document with this id; each keeps its own Y.Doc copy of it. */
const DOCUMENT_ID = 'gallery-collaboration';

interface Person {
  name: string;
  color: string;
  /** Exactly one client seeds an empty shared document with its first paragraph. */
  shouldBootstrap: boolean;
}

const PEOPLE: readonly Person[] = [
  {name: 'Ada', color: '#b3261e', shouldBootstrap: true},
  {name: 'Grace', color: '#1a5fb4', shouldBootstrap: false},
];

/** The first content of the shared document, written by the client that bootstraps it. */
function seedDocument(): void {
  const paragraph = $createParagraphNode();
  paragraph.append($createTextNode('This paragraph lives in two Y.Docs.'));
  $getRoot().append(paragraph);
}

// Lexical draws remote carets and selections itself; these classes let the stylesheet paint them.
const theme: EditorThemeClasses = {
  paragraph: 'collaboration__paragraph',
  text: {bold: 'collaboration__bold', italic: 'collaboration__italic'},
  collaboration: {
    cursor: 'collaboration__cursor',
    cursorName: 'collaboration__cursor-name',
    selection: 'collaboration__selection',
    selectionBg: 'collaboration__selection-bg',
  },
};

type Status = 'connecting' | 'online' | 'offline';

/** Shows the provider's status and lets the reader take this side offline and back. */
function PeerToolbar({person}: {person: Person}): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [status, setStatus] = useState<Status>('connecting');
  const [offline, setOffline] = useState(false);

  // CollaborationPlugin turns the provider's 'status' events into CONNECTED_COMMAND.
  useEffect(
    () =>
      editor.registerCommand(
        CONNECTED_COMMAND,
        (connected) => {
          setStatus(connected ? 'online' : 'offline');
          return false;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );

  const toggleOffline = () => {
    const next = !offline;
    setOffline(next);
    // CollaborationPlugin handles this command by calling provider.connect() or provider.disconnect().
    editor.dispatchCommand(TOGGLE_CONNECT_COMMAND, !next);
  };

  return (
    <div className="collaboration__toolbar" role="toolbar" aria-label={`${person.name}'s tools`}>
      <span className="collaboration__who">
        <span className="collaboration__swatch" style={{background: person.color}} aria-hidden="true" />
        {person.name}
      </span>
      <span className={`collaboration__status collaboration__status--${status}`} role="status">
        {status === 'connecting' ? 'Connecting…' : status === 'online' ? 'Online' : 'Offline'}
      </span>
      <button type="button" aria-pressed={offline} onClick={toggleOffline}>
        Work offline
      </button>
    </div>
  );
}

function PeerEditor({person, relay}: {person: Person; relay: MemoryRelay}): JSX.Element {
  // Remote carets are positioned inside this element, so they scroll and wrap with the text.
  const surfaceRef = useRef<HTMLDivElement>(null);

  // Stable across renders: a new factory would make CollaborationPlugin build a new provider.
  const providerFactory = useCallback(
    (id: string, yjsDocMap: Map<string, Y.Doc>): Provider => {
      const doc = new Y.Doc();
      yjsDocMap.set(id, doc);
      return new MemoryProvider(relay, doc);
    },
    [relay],
  );

  const initialConfig: InitialConfigType = {
    namespace: `collaboration-${person.name}`,
    theme,
    // null: the shared Yjs document, not this editor, owns the initial content.
    editorState: null,
    onError(error) {
      throw error;
    },
  };

  return (
    <section className="collaboration__peer" style={{borderTopColor: person.color}}>
      {/* One collaboration context per editor: it holds this client's name, colour and Y.Doc map. */}
      <LexicalCollaboration>
        <LexicalComposer initialConfig={initialConfig}>
          <PeerToolbar person={person} />
          <div className="collaboration__surface" ref={surfaceRef}>
            <RichTextPlugin
              contentEditable={
                <ContentEditable className="collaboration__input" ariaLabel={`${person.name}'s editor`} />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <CollaborationPlugin
            id={DOCUMENT_ID}
            providerFactory={providerFactory}
            shouldBootstrap={person.shouldBootstrap}
            initialEditorState={person.shouldBootstrap ? seedDocument : undefined}
            username={person.name}
            cursorColor={person.color}
            cursorsContainerRef={surfaceRef}
          />
        </LexicalComposer>
      </LexicalCollaboration>
    </section>
  );
}

export default function App(): JSX.Element {
  const [relay] = useState(() => new MemoryRelay());
  // The relay's delivery timer stops on unmount; CollaborationPlugin disconnects the providers itself.
  useEffect(() => {
    relay.open();
    return () => relay.close();
  }, [relay]);

  return (
    <div className="collaboration">
      <p className="collaboration__hint">
        Two clients of one document, each with its own Yjs copy, synced through memory. Type on either side; take one
        offline, edit both, and bring it back to see the edits merge.
      </p>
      <div className="collaboration__peers">
        {PEOPLE.map((person) => (
          <PeerEditor key={person.name} person={person} relay={relay} />
        ))}
      </div>
    </div>
  );
}
