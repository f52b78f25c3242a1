import './styles.css';

import {$generateHtmlFromNodes, $generateNodesFromDOM} from '@lexical/html';
import {type InitialConfigType, LexicalComposer} from '@lexical/react/LexicalComposer';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {$createHeadingNode, HeadingNode, QuoteNode} from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  type EditorState,
  type LexicalEditor,
  FORMAT_TEXT_COMMAND,
  type TextFormatType,
} from 'lexical';
import {type JSX, useEffect, useState} from 'react';

const theme = {
  heading: {h1: 'serialization__h1', h2: 'serialization__h2'},
  paragraph: 'serialization__paragraph',
  quote: 'serialization__quote',
  text: {
    bold: 'serialization__bold',
    italic: 'serialization__italic',
    underline: 'serialization__underline',
    code: 'serialization__code',
  },
};

function $seed(): void {
  const heading = $createHeadingNode('h2');
  heading.append($createTextNode('Round trip'));
  const paragraph = $createParagraphNode();
  paragraph.append(
    $createTextNode('Edit this text, then change the '),
    $createTextNode('JSON').toggleFormat('bold'),
    $createTextNode(' or the '),
    $createTextNode('HTML').toggleFormat('italic'),
    $createTextNode(' and load it back.'),
  );
  $getRoot().append(heading, paragraph);
}

/** Both serializations of one editor state. HTML export needs the editor (for its nodes' exportDOM). */
function serialize(editor: LexicalEditor, editorState: EditorState): {json: string; html: string} {
  const json = JSON.stringify(editorState.toJSON(), null, 2);
  const html = editorState.read(() => $generateHtmlFromNodes(editor, null), {editor});
  // One block per line, to be readable in the textarea.
  return {json, html: html.replace(/(<\/(?:p|h[1-6]|blockquote)>)(?=.)/g, '$1\n')};
}

const FORMATS: readonly {format: TextFormatType; label: string}[] = [
  {format: 'bold', label: 'Bold'},
  {format: 'italic', label: 'Italic'},
  {format: 'underline', label: 'Underline'},
  {format: 'code', label: 'Code'},
];

type Message = {kind: 'ok' | 'error'; text: string} | null;

function Workbench(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [json, setJson] = useState('');
  const [html, setHtml] = useState('');
  const [active, setActive] = useState<ReadonlySet<TextFormatType>>(new Set());
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    const show = (editorState: EditorState) => {
      const serialized = serialize(editor, editorState);
      setJson(serialized.json);
      setHtml(serialized.html);
    };
    show(editor.getEditorState());
    return editor.registerUpdateListener(({editorState, dirtyElements, dirtyLeaves}) => {
      editorState.read(() => {
        const selection = $getSelection();
        const formats = $isRangeSelection(selection) ? FORMATS.filter(({format}) => selection.hasFormat(format)) : [];
        setActive(new Set(formats.map(({format}) => format)));
      });
      // A selection change alone leaves both serializations as they were (and keeps the reader's edits).
      if (dirtyElements.size > 0 || dirtyLeaves.size > 0) show(editorState);
    });
  }, [editor]);

  const loadJson = () => {
    try {
      JSON.parse(json);
    } catch (error) {
      setMessage({kind: 'error', text: `Not valid JSON: ${(error as Error).message}`});
      return;
    }
    try {
      // parseEditorState throws (through onError) on unknown node types or malformed nodes.
      const editorState = editor.parseEditorState(json);
      if (editorState.isEmpty()) {
        setMessage({kind: 'error', text: 'The root needs at least one child node.'});
        return;
      }
      editor.setEditorState(editorState);
      setMessage({kind: 'ok', text: 'Loaded the JSON with parseEditorState and setEditorState.'});
    } catch (error) {
      setMessage({kind: 'error', text: `Lexical could not load this state: ${(error as Error).message}`});
    }
  };

  const loadHtml = () => {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    editor.update(() => {
      const nodes = $generateNodesFromDOM(editor, dom);
      const root = $getRoot();
      root.clear();
      root.select();
      // $insertNodes wraps loose inline nodes (text, links) in paragraphs.
      $insertNodes(nodes);
    });
    setMessage({kind: 'ok', text: 'Imported the HTML with DOMParser and $generateNodesFromDOM.'});
  };

  return (
    <div className="serialization__layout">
      <div className="serialization__editor">
        <div className="serialization__toolbar" role="toolbar" aria-label="Text formatting">
          {FORMATS.map(({format, label}) => (
            <button
              key={format}
              type="button"
              aria-pressed={active.has(format)}
              onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}>
              {label}
            </button>
          ))}
        </div>
        <RichTextPlugin
          contentEditable={<ContentEditable className="serialization__input" ariaLabel="Rich text editor" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        {message?.kind === 'error' ? (
          <p key="error" className="serialization__message serialization__message--error" role="alert">
            {message.text}
          </p>
        ) : (
          <p key="status" className="serialization__message" role="status">
            {message?.text ?? 'Edit either serialization and load it back.'}
          </p>
        )}
      </div>
      <div className="serialization__panels">
        <label className="serialization__panel">
          <span className="serialization__panel-title">Editor state JSON</span>
          <textarea value={json} spellCheck={false} onChange={(event) => setJson(event.target.value)} />
        </label>
        <button type="button" onClick={loadJson}>
          Load JSON
        </button>
        <label className="serialization__panel">
          <span className="serialization__panel-title">HTML</span>
          <textarea value={html} spellCheck={false} onChange={(event) => setHtml(event.target.value)} />
        </label>
        <button type="button" onClick={loadHtml}>
          Load HTML
        </button>
      </div>
    </div>
  );
}

export default function App(): JSX.Element {
  const initialConfig: InitialConfigType = {
    namespace: 'gallery-serialization',
    nodes: [HeadingNode, QuoteNode],
    theme,
    editorState: $seed,
    onError(error) {
      throw error;
    },
  };
  return (
    <div className="serialization">
      <LexicalComposer initialConfig={initialConfig}>
        <Workbench />
        <HistoryPlugin />
      </LexicalComposer>
    </div>
  );
}
