import './styles.css';

import {$generateNodesFromDOM} from '@lexical/html';
import {LinkNode} from '@lexical/link';
import {ListItemNode, ListNode} from '@lexical/list';
import {type InitialConfigType, LexicalComposer} from '@lexical/react/LexicalComposer';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {LinkPlugin} from '@lexical/react/LexicalLinkPlugin';
import {ListPlugin} from '@lexical/react/LexicalListPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {TablePlugin} from '@lexical/react/LexicalTablePlugin';
import {HeadingNode, QuoteNode} from '@lexical/rich-text';
import {TableCellNode, TableNode, TableRowNode} from '@lexical/table';
import {$getRoot, $insertNodes, type EditorThemeClasses} from 'lexical';
import {type JSX, useEffect, useId, useState} from 'react';

import {countNodes, $readNodeTree, type TreeItem} from './nodeTree';

const SAMPLE_HTML = `<h1>Release notes</h1>
<p>Version <b>2.0</b> makes imports <i>faster</i>. Read the <a href="https://example.com/changes">full list</a>.</p>
<h2>Highlights</h2>
<ul>
  <li>Nested <strong>lists</strong>
    <ul><li>keep their depth</li></ul>
  </li>
  <li><span style="color: #b3261e; font-weight: bold">A styled span</span>: its font-weight becomes bold, its colour is dropped</li>
</ul>
<ol><li>First</li><li>Second</li></ol>
<blockquote>Quotes stay quotes.</blockquote>
<table>
  <tr><th>Tag</th><th>Becomes</th></tr>
  <tr><td>&lt;b&gt;</td><td>bold text</td></tr>
</table>
<p style="text-align: center">A centred paragraph</p>`;

const theme: EditorThemeClasses = {
  heading: {h1: 'dom-import__h1', h2: 'dom-import__h2', h3: 'dom-import__h3'},
  paragraph: 'dom-import__paragraph',
  quote: 'dom-import__quote',
  link: 'dom-import__link',
  list: {
    ul: 'dom-import__ul',
    ol: 'dom-import__ol',
    listitem: 'dom-import__li',
    nested: {listitem: 'dom-import__nested'},
  },
  table: 'dom-import__table',
  tableCell: 'dom-import__cell',
  tableCellHeader: 'dom-import__cell-header',
  text: {bold: 'dom-import__bold', italic: 'dom-import__italic', underline: 'dom-import__underline'},
};

function HtmlSource(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [html, setHtml] = useState(SAMPLE_HTML);
  const sourceId = useId();

  const importHtml = () => {
    // Parsing happens outside Lexical; the import rules (each node class's importDOM) run in the update.
    const dom = new DOMParser().parseFromString(html, 'text/html');
    editor.update(() => {
      const nodes = $generateNodesFromDOM(editor, dom);
      const root = $getRoot();
      root.clear();
      root.select();
      // Inserting at the selection wraps any loose inline nodes in paragraphs.
      $insertNodes(nodes);
    });
  };

  return (
    <div className="dom-import__source">
      <label htmlFor={sourceId}>HTML to import</label>
      <textarea id={sourceId} value={html} spellCheck={false} onChange={(event) => setHtml(event.target.value)} />
      <div className="dom-import__actions">
        <button type="button" onClick={importHtml}>
          Import
        </button>
        <button type="button" onClick={() => setHtml(SAMPLE_HTML)}>
          Restore sample
        </button>
      </div>
    </div>
  );
}

function TreeNodes({items}: {items: TreeItem[]}): JSX.Element {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          <code className="dom-import__type">{item.type}</code>
          {item.details.map((detail) => (
            <span key={detail} className="dom-import__detail">
              {detail}
            </span>
          ))}
          {item.text !== undefined && <q className="dom-import__text">{item.text}</q>}
          {item.children.length > 0 && <TreeNodes items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The editor state as a tree, refreshed after every change: Import, a paste, or typing. */
function NodeTreePanel(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [tree, setTree] = useState<TreeItem | null>(null);

  useEffect(() => {
    setTree(editor.read($readNodeTree));
    return editor.registerUpdateListener(({editorState, dirtyElements, dirtyLeaves}) => {
      if (dirtyElements.size > 0 || dirtyLeaves.size > 0) setTree(editorState.read($readNodeTree));
    });
  }, [editor]);

  return (
    <section className="dom-import__tree">
      <h3>Node tree {tree && <span className="dom-import__count">({countNodes(tree)} nodes)</span>}</h3>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- lets keyboard users scroll a long tree */}
      <div className="dom-import__tree-scroll" tabIndex={0} role="region" aria-label="Node tree">
        {tree && <TreeNodes items={[tree]} />}
      </div>
    </section>
  );
}

export default function App(): JSX.Element {
  const initialConfig: InitialConfigType = {
    namespace: 'gallery-dom-import',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, TableNode, TableRowNode, TableCellNode],
    theme,
    onError(error) {
      throw error;
    },
  };
  return (
    <div className="dom-import">
      <LexicalComposer initialConfig={initialConfig}>
        <div className="dom-import__column">
          <HtmlSource />
          <div className="dom-import__editor">
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className="dom-import__input"
                  ariaLabel="Imported content"
                  aria-placeholder="Press Import, or paste HTML here."
                  placeholder={<div className="dom-import__placeholder">Press Import, or paste HTML here.</div>}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <p className="dom-import__hint">
            Or paste HTML from another page into the editor: it goes through the same rules.
          </p>
        </div>
        <NodeTreePanel />
        <ListPlugin />
        <LinkPlugin />
        <TablePlugin />
        <HistoryPlugin />
      </LexicalComposer>
    </div>
  );
}
