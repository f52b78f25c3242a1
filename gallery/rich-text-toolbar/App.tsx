import type {JSX} from 'react';
import {LinkNode, $createLinkNode} from '@lexical/link';
import {ListItemNode, ListNode} from '@lexical/list';
import {LexicalComposer, type InitialConfigType} from '@lexical/react/LexicalComposer';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {LinkPlugin} from '@lexical/react/LexicalLinkPlugin';
import {ListPlugin} from '@lexical/react/LexicalListPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {$createHeadingNode, HeadingNode, QuoteNode} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, type EditorThemeClasses} from 'lexical';
import {Toolbar} from './Toolbar';
import './styles.css';

// Class names the editor puts on the DOM it renders; styles.css gives them their look.
const theme: EditorThemeClasses = {
  paragraph: 'rtt-paragraph',
  quote: 'rtt-quote',
  heading: {h1: 'rtt-h1', h2: 'rtt-h2', h3: 'rtt-h3'},
  list: {ul: 'rtt-ul', ol: 'rtt-ol', listitem: 'rtt-li', nested: {listitem: 'rtt-nested'}},
  link: 'rtt-link',
  text: {
    bold: 'rtt-bold',
    italic: 'rtt-italic',
    underline: 'rtt-underline',
    code: 'rtt-code',
  },
};

// The initial document, built with the same node API the toolbar uses.
function $seedDocument(): void {
  const heading = $createHeadingNode('h2').append($createTextNode('A toolbar that follows the caret'));
  const intro = $createParagraphNode().append(
    $createTextNode('Select some words and try '),
    $createTextNode('bold').toggleFormat('bold'),
    $createTextNode(', '),
    $createTextNode('italic').toggleFormat('italic'),
    $createTextNode(' or '),
    $createTextNode('inline code').toggleFormat('code'),
    $createTextNode('. Links such as '),
    $createLinkNode('https://lexical.dev').append($createTextNode('lexical.dev')),
    $createTextNode(' are edited from the toolbar too.'),
  );
  const outro = $createParagraphNode().append(
    $createTextNode('Move the caret around: the block menu and the buttons show what is under it.'),
  );
  $getRoot().append(heading, intro, outro);
}

// Only web, mail and phone links; anything else is refused by the LinkPlugin.
function isAllowedUrl(url: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const initialConfig: InitialConfigType = {
  namespace: 'gallery-rich-text-toolbar',
  theme,
  nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
  editorState: () => $seedDocument(),
  onError(error: Error) {
    throw error;
  },
};

export default function App(): JSX.Element {
  return (
    <div className="rich-text-toolbar">
      <LexicalComposer initialConfig={initialConfig}>
        <Toolbar />
        <div className="rtt-surface">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="rtt-editable"
                ariaLabel="Rich text editor"
                aria-placeholder="Write something…"
                placeholder={<div className="rtt-placeholder">Write something…</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedUrl} />
      </LexicalComposer>
    </div>
  );
}
