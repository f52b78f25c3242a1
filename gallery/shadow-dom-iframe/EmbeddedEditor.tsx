import {LexicalComposer} from '@lexical/react/LexicalComposer';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {$createParagraphNode, $createTextNode, $getRoot, isDOMShadowRoot} from 'lexical';
import {type JSX, useEffect, useState} from 'react';

const theme = {
  paragraph: 'embedded-editor__paragraph',
  text: {
    bold: 'embedded-editor__bold',
    italic: 'embedded-editor__italic',
    underline: 'embedded-editor__underline',
  },
};

function describeRoot(rootElement: HTMLElement | null): string {
  if (rootElement === null) return 'not mounted yet';
  if (isDOMShadowRoot(rootElement.getRootNode())) return 'in a shadow root';
  if (rootElement.ownerDocument !== document) return 'in the iframe’s document';
  return 'in the page’s document';
}

/** Light-DOM status line: the editor state is read from React outside the shadow root or iframe. */
function EditorReport(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [where, setWhere] = useState('not mounted yet');
  const [text, setText] = useState('');

  useEffect(() => {
    const removeRoot = editor.registerRootListener((rootElement) => setWhere(describeRoot(rootElement)));
    setText(editor.getEditorState().read(() => $getRoot().getTextContent()));
    const removeText = editor.registerTextContentListener(setText);
    return () => {
      removeRoot();
      removeText();
    };
  }, [editor]);

  return (
    <dl className="sdi-report">
      <div>
        <dt>Root element</dt>
        <dd data-testid="root-location">{where}</dd>
      </div>
      <div>
        <dt>Text</dt>
        <dd data-testid="text-content">{text}</dd>
      </div>
    </dl>
  );
}

interface EmbeddedEditorProps {
  namespace: string;
  label: string;
  initialText: string;
  /** Wraps the ContentEditable in the host that puts its DOM elsewhere (a shadow root, an iframe). */
  host: (editable: JSX.Element) => JSX.Element;
}

/** An ordinary LexicalComposer + RichTextPlugin; only the ContentEditable's DOM is moved by `host`. */
export function EmbeddedEditor({namespace, label, initialText, host}: EmbeddedEditorProps): JSX.Element {
  const initialConfig = {
    namespace,
    theme,
    onError(error: Error) {
      throw error;
    },
    editorState() {
      $getRoot().append($createParagraphNode().append($createTextNode(initialText)));
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextPlugin
        contentEditable={host(
          <div className="embedded-editor">
            <ContentEditable
              className="embedded-editor__editable"
              ariaLabel={label}
              aria-placeholder="Type something…"
              placeholder={<div className="embedded-editor__placeholder">Type something…</div>}
            />
          </div>,
        )}
        ErrorBoundary={LexicalErrorBoundary}
      />
      <HistoryPlugin />
      <EditorReport />
    </LexicalComposer>
  );
}
