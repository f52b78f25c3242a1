import {useEffect, useId, useState, type JSX} from 'react';
import {LexicalComposer, type InitialConfigType} from '@lexical/react/LexicalComposer';
import {PlainTextPlugin} from '@lexical/react/LexicalPlainTextPlugin';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {$createParagraphNode, $createTextNode, $getRoot, TextNode, type EditorState} from 'lexical';
import styles from './styles.module.css';

function $seed(): void {
  $getRoot().append($createParagraphNode().append($createTextNode('Edit me and watch the JSON')));
}

function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

interface Snapshot {
  commits: number;
  words: number;
  json: string;
}

/** Mirrors the editor state into React state: once on mount, then after every commit. */
function StateMirror({onChange}: {onChange: (update: (previous: Snapshot) => Snapshot) => void}): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const publish = (editorState: EditorState, isCommit: boolean) => {
      const text = editorState.read(() => $getRoot().getTextContent());
      const json = JSON.stringify(editorState.toJSON(), null, 2);
      onChange((previous) => ({commits: previous.commits + (isCommit ? 1 : 0), words: countWords(text), json}));
    };
    // The initial content was committed before this listener existed: show it too.
    publish(editor.getEditorState(), false);
    return editor.registerUpdateListener(({editorState}) => publish(editorState, true));
  }, [editor, onChange]);
  return null;
}

/** While enabled, upper-cases every text node an update touches: a live node transform. */
function UppercaseTransform({enabled}: {enabled: boolean}): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    return editor.registerNodeTransform(TextNode, (node) => {
      const text = node.getTextContent();
      const upper = text.toUpperCase();
      // Only write when something changes, or the transform would never converge.
      if (text !== upper) {
        node.setTextContent(upper);
      }
    });
  }, [editor, enabled]);
  return null;
}

export default function Viewer(): JSX.Element {
  const [snapshot, setSnapshot] = useState<Snapshot>({commits: 0, words: 0, json: ''});
  const [uppercase, setUppercase] = useState(false);
  const checkboxId = useId();

  const initialConfig: InitialConfigType = {
    namespace: 'BlogEditorStateViewer',
    editorState: $seed,
    theme: {paragraph: styles.paragraph},
    onError(error) {
      console.warn('[editor state viewer]', error);
    },
  };

  return (
    <div className={styles.shell} data-testid="editor-state-viewer">
      <LexicalComposer initialConfig={initialConfig}>
        <div className={styles.controls}>
          <label htmlFor={checkboxId} className={styles.toggle}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={uppercase}
              onChange={(event) => setUppercase(event.target.checked)}
            />
            Upper-case transform
          </label>
          <span className={styles.stats} aria-live="polite">
            <span data-testid="viewer-words">{snapshot.words}</span> words ·{' '}
            <span data-testid="viewer-commits">{snapshot.commits}</span> commits
          </span>
        </div>
        <div className={styles.editorBody}>
          <PlainTextPlugin
            contentEditable={<ContentEditable className={styles.contentEditable} aria-label="Live editor" />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <StateMirror onChange={setSnapshot} />
        <UppercaseTransform enabled={uppercase} />
      </LexicalComposer>
      <details className={styles.jsonPanel} open>
        <summary>Editor state as JSON</summary>
        {/* A scrolling region must take focus so keyboard readers can scroll it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className={styles.json} data-testid="viewer-json" tabIndex={0}>
          {snapshot.json}
        </pre>
      </details>
    </div>
  );
}
