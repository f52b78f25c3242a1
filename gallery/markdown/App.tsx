import type {JSX} from 'react';
import {CodeNode} from '@lexical/code-core';
import {LinkNode} from '@lexical/link';
import {ListItemNode, ListNode} from '@lexical/list';
import {$convertFromMarkdownString, TRANSFORMERS} from '@lexical/markdown';
import {LexicalComposer, type InitialConfigType} from '@lexical/react/LexicalComposer';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {LinkPlugin} from '@lexical/react/LexicalLinkPlugin';
import {ListPlugin} from '@lexical/react/LexicalListPlugin';
import {MarkdownShortcutPlugin} from '@lexical/react/LexicalMarkdownShortcutPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {HeadingNode, QuoteNode} from '@lexical/rich-text';
import type {EditorThemeClasses} from 'lexical';
import {SourceToggle} from './SourceToggle';
import './styles.css';

const theme: EditorThemeClasses = {
  paragraph: 'md-paragraph',
  quote: 'md-quote',
  heading: {h1: 'md-h1', h2: 'md-h2', h3: 'md-h3', h4: 'md-h4', h5: 'md-h5', h6: 'md-h6'},
  list: {ul: 'md-ul', ol: 'md-ol', listitem: 'md-li', nested: {listitem: 'md-nested'}},
  code: 'md-code-block',
  link: 'md-link',
  text: {
    bold: 'md-bold',
    italic: 'md-italic',
    strikethrough: 'md-strike',
    code: 'md-code',
    highlight: 'md-highlight',
  },
};

const initialMarkdown = `## Markdown as you type

Start a line with \`# \`, \`> \`, \`- \` or \`1. \`, or wrap words in **double stars**, *single stars*, \`backticks\` or ~~tildes~~.

- Lists continue on Enter
- [Links](https://lexical.dev) are typed as \`[text](url)\`

> Press **Markdown source** to edit this document as plain Markdown.`;

const initialConfig: InitialConfigType = {
  namespace: 'gallery-markdown',
  theme,
  // Every node that TRANSFORMERS can create: headings, quotes, lists, code blocks and links.
  nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode],
  editorState: () => $convertFromMarkdownString(initialMarkdown, TRANSFORMERS),
  onError(error: Error) {
    throw error;
  },
};

export default function App(): JSX.Element {
  return (
    <div className="markdown-example">
      <LexicalComposer initialConfig={initialConfig}>
        <SourceToggle />
        <div className="md-surface">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="md-editable"
                ariaLabel="Markdown editor"
                aria-placeholder="Type # and a space for a heading…"
                placeholder={<div className="md-placeholder">Type # and a space for a heading…</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        {/* TRANSFORMERS is a module constant, so the plugin registers its shortcuts once. */}
        <MarkdownShortcutPlugin transformers={TRANSFORMERS} />
      </LexicalComposer>
    </div>
  );
}
