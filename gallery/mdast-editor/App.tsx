import {$convertFromMarkdownString, $convertToMarkdownString} from '@lexical/mdast';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {type JSX, useEffect, useId, useState} from 'react';
import {MdastEditorExtension, SAMPLE_MARKDOWN} from './extension';
import './styles.css';

/**
 * The Markdown side: a textarea that shows what $convertToMarkdownString exports after every change to the document,
 * and that the reader may edit and load back with $convertFromMarkdownString.
 */
function MarkdownPanel(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  // The initial content is still a pending update on the first render: read it without forcing a commit.
  const [exported, setExported] = useState(() => editor.read('pending', () => $convertToMarkdownString()));
  const [draft, setDraft] = useState(exported);
  const textareaId = useId();

  useEffect(
    () =>
      editor.registerUpdateListener(({editorState, dirtyElements, dirtyLeaves}) => {
        // A moved caret changes no Markdown: skip the serialization.
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        // $convertToMarkdownString finds the export extension through the editor passed to read().
        const markdown = editorState.read(() => $convertToMarkdownString(), {editor});
        setExported(markdown);
        setDraft(markdown);
      }),
    [editor],
  );

  const load = (markdown: string) => editor.update(() => $convertFromMarkdownString(markdown));
  const edited = draft !== exported;

  return (
    <div className="md-pane">
      <label className="md-pane-title" htmlFor={textareaId}>
        Markdown (exported live)
      </label>
      <textarea
        id={textareaId}
        className="md-source"
        spellCheck={false}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="md-actions" role="toolbar" aria-label="Markdown actions">
        <button type="button" className="md-button md-button--primary" onClick={() => load(draft)}>
          Load Markdown
        </button>
        <button type="button" className="md-button" onClick={() => load(SAMPLE_MARKDOWN)}>
          Reset sample
        </button>
        <span className="md-state">{edited ? 'Edited: not loaded yet' : 'In sync with the editor'}</span>
      </div>
    </div>
  );
}

export default function App(): JSX.Element {
  return (
    <div className="mdast-editor">
      {/* contentEditable={null}: the layout below places the ContentEditable itself. */}
      <LexicalExtensionComposer extension={MdastEditorExtension} contentEditable={null}>
        <div className="md-layout">
          <div className="md-pane">
            <p className="md-pane-title">Rich text</p>
            <ContentEditable className="md-editable" ariaLabel="Markdown rich text editor" />
          </div>
          <MarkdownPanel />
        </div>
      </LexicalExtensionComposer>
    </div>
  );
}
