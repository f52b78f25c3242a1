import './styles.css';

import {type InitialConfigType, LexicalComposer} from '@lexical/react/LexicalComposer';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $getState,
  $isRangeSelection,
  $setState,
  type LexicalNode,
} from 'lexical';
import {type JSX, useEffect, useId, useState} from 'react';

import {$isTonedParagraphNode, paragraphReplacement, type Tone, TonedParagraphNode, TONES, toneState} from './nodes';

const TONE_LABELS: Record<Tone, string> = {plain: 'Plain', note: 'Note', warning: 'Warning'};

function $seed(): void {
  const lines: [Tone, string][] = [
    ['plain', 'Put the caret in a paragraph and pick a tone.'],
    ['note', 'This paragraph is a note: its tone lives in node state.'],
    ['plain', 'The JSON shows the state under "$" on each toned paragraph.'],
  ];
  for (const [tone, text] of lines) {
    // $createParagraphNode() returns a TonedParagraphNode: the node replacement at work.
    const paragraph = $createParagraphNode().append($createTextNode(text));
    $setState(paragraph, toneState, tone);
    $getRoot().append(paragraph);
  }
}

/** The toned paragraphs the selection touches. */
function $selectedParagraphs(): TonedParagraphNode[] {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return [];
  const blocks = new Set<LexicalNode>();
  for (const node of selection.getNodes()) {
    const block = $isTonedParagraphNode(node) ? node : node.getTopLevelElement();
    if (block !== null) blocks.add(block);
  }
  return [...blocks].filter($isTonedParagraphNode);
}

function ToneToolbar(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [current, setCurrent] = useState<Tone | null>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({editorState}) => {
        editorState.read(() => {
          const paragraphs = $selectedParagraphs();
          const tones = new Set(paragraphs.map((paragraph) => $getState(paragraph, toneState)));
          setCurrent(tones.size === 1 ? [...tones][0]! : null);
        });
      }),
    [editor],
  );

  const setTone = (tone: Tone) =>
    editor.update(() => {
      // $setState makes the node writable, so updateDOM runs and the JSON changes.
      for (const paragraph of $selectedParagraphs()) $setState(paragraph, toneState, tone);
    });

  return (
    <div className="node-state__toolbar" role="toolbar" aria-label="Paragraph tone">
      {TONES.map((tone) => (
        <button key={tone} type="button" aria-pressed={current === tone} onClick={() => setTone(tone)}>
          {TONE_LABELS[tone]}
        </button>
      ))}
    </div>
  );
}

/** exportJSON() of the paragraph at the caret: its node state is under "$". */
function SelectedParagraphJson(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [json, setJson] = useState('');

  useEffect(
    () =>
      editor.registerUpdateListener(({editorState}) => {
        editorState.read(() => {
          const [paragraph] = $selectedParagraphs();
          setJson(paragraph ? JSON.stringify(paragraph.exportJSON(), null, 2) : '');
        });
      }),
    [editor],
  );

  return (
    <div className="node-state__selected">
      <p className="node-state__caption">exportJSON() of the paragraph at the caret</p>
      <pre>{json || 'Put the caret in a paragraph.'}</pre>
    </div>
  );
}

/** The editor state as JSON. Loading JSON back (edited or saved earlier) restores every tone. */
function JsonPanel(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [json, setJson] = useState('');
  const [message, setMessage] = useState('');
  const textareaId = useId();

  useEffect(() => {
    setJson(JSON.stringify(editor.getEditorState().toJSON(), null, 2));
    return editor.registerUpdateListener(({editorState, dirtyElements, dirtyLeaves}) => {
      if (dirtyElements.size > 0 || dirtyLeaves.size > 0) setJson(JSON.stringify(editorState.toJSON(), null, 2));
    });
  }, [editor]);

  const load = () => {
    try {
      // The importJSON that $config derives reads "$" back through toneState.parse.
      const editorState = editor.parseEditorState(json);
      if (editorState.isEmpty()) throw new Error('the root has no children');
      editor.setEditorState(editorState);
      setMessage('Loaded: the tones came back from the JSON.');
    } catch (error) {
      setMessage(`Could not load this JSON: ${(error as Error).message}`);
    }
  };

  return (
    <div className="node-state__json">
      <label htmlFor={textareaId}>Editor state JSON</label>
      <textarea id={textareaId} value={json} spellCheck={false} onChange={(event) => setJson(event.target.value)} />
      <div className="node-state__json-actions">
        <button type="button" onClick={load}>
          Load JSON
        </button>
        <span role="status">{message}</span>
      </div>
    </div>
  );
}

export default function App(): JSX.Element {
  const initialConfig: InitialConfigType = {
    namespace: 'gallery-node-state',
    nodes: [TonedParagraphNode, paragraphReplacement],
    theme: {paragraph: 'node-state__paragraph'},
    editorState: $seed,
    onError(error) {
      throw error;
    },
  };
  return (
    <div className="node-state">
      <LexicalComposer initialConfig={initialConfig}>
        <div className="node-state__editor">
          <ToneToolbar />
          <RichTextPlugin
            contentEditable={<ContentEditable className="node-state__input" ariaLabel="Editor with paragraph tones" />}
            ErrorBoundary={LexicalErrorBoundary}
          />
          <SelectedParagraphJson />
        </div>
        <JsonPanel />
        <HistoryPlugin />
      </LexicalComposer>
    </div>
  );
}
