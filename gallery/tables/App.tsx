import type {JSX} from 'react';
import {LexicalComposer, type InitialConfigType} from '@lexical/react/LexicalComposer';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {TablePlugin} from '@lexical/react/LexicalTablePlugin';
import {TableCellNode, TableNode, TableRowNode} from '@lexical/table';
import {$createParagraphNode, $createTextNode, $getRoot, type EditorThemeClasses} from 'lexical';
import {TableToolbar} from './TableToolbar';
import './styles.css';

const theme: EditorThemeClasses = {
  paragraph: 'tb-paragraph',
  table: 'tb-table',
  tableRow: 'tb-row',
  tableCell: 'tb-cell',
  tableCellHeader: 'tb-cell-header',
  // Added to the cells of a TableSelection, and to the table while one is made (to hide the native highlight).
  tableCellSelected: 'tb-cell-selected',
  tableSelection: 'tb-table-selecting',
  // The wrapper TablePlugin adds with hasHorizontalScroll, so wide tables scroll on narrow screens.
  tableScrollableWrapper: 'tb-scroll',
};

const initialConfig: InitialConfigType = {
  namespace: 'gallery-tables',
  theme,
  nodes: [TableNode, TableRowNode, TableCellNode],
  editorState: () => {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode(
          'Insert a table at the caret. To select cells, drag across them or hold Shift and press the arrows.',
        ),
      ),
    );
  },
  onError(error: Error) {
    throw error;
  },
};

export default function App(): JSX.Element {
  return (
    <div className="tables">
      <LexicalComposer initialConfig={initialConfig}>
        <TableToolbar />
        <RichTextPlugin
          contentEditable={<ContentEditable className="tb-editable" ariaLabel="Table editor" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <TablePlugin hasCellMerge hasHorizontalScroll />
      </LexicalComposer>
    </div>
  );
}
