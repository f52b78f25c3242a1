import {useEffect, useState, type JSX} from 'react';
import {$createCodeNode, $isCodeNode} from '@lexical/code-core';
import {$convertFromMarkdownString, $convertToMarkdownString, TRANSFORMERS} from '@lexical/markdown';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {$generateNodesFromRawText, $getRoot, $getState, $setState, createState} from 'lexical';

// Marks the code block that holds the Markdown source. Node state is part of the editor state, so undo and redo
// bring the mark back with the block, and the toolbar can always tell which view the document is in.
const markdownSourceState = createState('markdownSource', {parse: (value) => value === true});

function $isShowingSource(): boolean {
  const first = $getRoot().getFirstChild();
  return $isCodeNode(first) && $getState(first, markdownSourceState);
}

function $showSource(): void {
  const markdown = $convertToMarkdownString(TRANSFORMERS);
  const source = $createCodeNode('markdown');
  $setState(source, markdownSourceState, true);
  // Newlines become LineBreakNodes, which is how a code block stores its lines.
  source.append(...$generateNodesFromRawText(markdown));
  $getRoot().clear().append(source);
  source.selectEnd();
}

function $showRichText(): void {
  // The root's text is the source block's text (plus any block typed after it, so nothing is lost).
  const markdown = $getRoot().getTextContent();
  $convertFromMarkdownString(markdown, TRANSFORMERS);
}

export function SourceToggle(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [showingSource, setShowingSource] = useState(false);

  useEffect(() => {
    editor.read(() => setShowingSource($isShowingSource()));
    return editor.registerUpdateListener(({editorState}) => {
      setShowingSource(editorState.read($isShowingSource));
    });
  }, [editor]);

  const toggle = () => {
    editor.update(() => ($isShowingSource() ? $showRichText() : $showSource()));
    editor.focus();
  };

  return (
    <div className="md-toolbar" role="toolbar" aria-label="Markdown view">
      <button type="button" aria-pressed={showingSource} onClick={toggle}>
        Markdown source
      </button>
      <span className="md-mode" aria-live="polite">
        {showingSource ? 'Editing the Markdown source' : 'Editing rich text; Markdown shortcuts apply as you type'}
      </span>
    </div>
  );
}
