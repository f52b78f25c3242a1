import {useEffect, useState, type JSX} from 'react';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {
  $computeTableMapSkipCellCheck,
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $findCellNode,
  $findTableNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableSelection,
  $mergeCells,
  $unmergeCell,
  INSERT_TABLE_COMMAND,
} from '@lexical/table';
import {$getRoot, $getSelection, $isRangeSelection, SKIP_SELECTION_FOCUS_TAG} from 'lexical';

interface TableState {
  /** Rows and columns of the table the selection is in, or null outside a table. */
  size: {rows: number; columns: number} | null;
  /** Cells in a TableSelection (0 when the selection is a caret or text range). */
  selectedCells: number;
  /** Whether the cell at the selection's anchor spans more than one row or column. */
  anchorIsMerged: boolean;
}

const outside: TableState = {size: null, selectedCells: 0, anchorIsMerged: false};

// Reads, inside editor.read(), which table the selection is in and how it covers it.
function $readTableState(): TableState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) && !$isTableSelection(selection)) return outside;
  const anchorCell = $findCellNode(selection.anchor.getNode());
  const table = $findTableNode(selection.anchor.getNode());
  if (anchorCell === null || table === null) return outside;
  // The table map lays merged cells out on the full grid, so its size is the table's size.
  const [map] = $computeTableMapSkipCellCheck(table, null, null);
  return {
    size: {rows: map.length, columns: map[0]?.length ?? 0},
    selectedCells: $isTableSelection(selection) ? selection.getNodes().filter($isTableCellNode).length : 0,
    anchorIsMerged: anchorCell.getColSpan() > 1 || anchorCell.getRowSpan() > 1,
  };
}

function $mergeSelectedCells(): void {
  const selection = $getSelection();
  if (!$isTableSelection(selection)) return;
  const merged = $mergeCells(selection.getNodes().filter($isTableCellNode));
  // The TableSelection pointed at cells that are gone now: put the caret in the merged cell.
  merged?.selectEnd();
}

// Pressing a button with the mouse does not move the focus out of the editor, so a cell selection stays visible and
// typing goes on where it was. Keyboard users still reach the buttons with Tab.
function ToolButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: string;
}): JSX.Element {
  return (
    <button type="button" disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {children}
    </button>
  );
}

export function TableToolbar(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<TableState>(outside);
  const [rows, setRows] = useState(3);
  const [columns, setColumns] = useState(3);

  useEffect(() => {
    editor.read(() => setState($readTableState()));
    return editor.registerUpdateListener(({editorState}) => setState(editorState.read($readTableState)));
  }, [editor]);

  const inTable = state.size !== null;
  // Each table edit runs in one update, so it is also one step of undo history. The tag keeps the focus where it is:
  // in the editor for a mouse click (see ToolButton), on the button for a keyboard user, who may press it again.
  const edit = (change: () => void) => editor.update(change, {tag: SKIP_SELECTION_FOCUS_TAG});

  const insertTable = () =>
    edit(() => {
      // INSERT_TABLE_COMMAND inserts at the selection; before the first click there is none, so use the end.
      if ($getSelection() === null) $getRoot().selectEnd();
      editor.dispatchCommand(INSERT_TABLE_COMMAND, {
        rows: String(rows),
        columns: String(columns),
        includeHeaders: {rows: true, columns: false},
      });
    });

  return (
    <div className="tb-toolbar" role="toolbar" aria-label="Table">
      <div className="tb-group">
        <label>
          Rows
          <input
            type="number"
            min={1}
            max={10}
            value={rows}
            onChange={(event) => setRows(Math.min(10, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
        <label>
          Columns
          <input
            type="number"
            min={1}
            max={8}
            value={columns}
            onChange={(event) => setColumns(Math.min(8, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
        <ToolButton disabled={inTable} onClick={insertTable}>
          Insert table
        </ToolButton>
      </div>
      <div className="tb-group">
        <ToolButton disabled={!inTable} onClick={() => edit(() => $insertTableRowAtSelection(false))}>
          Row above
        </ToolButton>
        <ToolButton disabled={!inTable} onClick={() => edit(() => $insertTableRowAtSelection(true))}>
          Row below
        </ToolButton>
        <ToolButton disabled={!inTable} onClick={() => edit(() => $insertTableColumnAtSelection(false))}>
          Column left
        </ToolButton>
        <ToolButton disabled={!inTable} onClick={() => edit(() => $insertTableColumnAtSelection(true))}>
          Column right
        </ToolButton>
      </div>
      <div className="tb-group">
        <ToolButton disabled={!inTable} onClick={() => edit($deleteTableRowAtSelection)}>
          Delete row
        </ToolButton>
        <ToolButton disabled={!inTable} onClick={() => edit($deleteTableColumnAtSelection)}>
          Delete column
        </ToolButton>
      </div>
      <div className="tb-group">
        <ToolButton disabled={state.selectedCells < 2} onClick={() => edit($mergeSelectedCells)}>
          Merge cells
        </ToolButton>
        <ToolButton disabled={!state.anchorIsMerged} onClick={() => edit($unmergeCell)}>
          Unmerge cell
        </ToolButton>
      </div>
      <p className="tb-status" role="status">
        {state.size === null
          ? 'The selection is not in a table.'
          : `Table of ${state.size.rows} × ${state.size.columns}. ` +
            (state.selectedCells > 0
              ? `${state.selectedCells} cells selected.`
              : 'Caret in a cell; drag or Shift+arrow to select cells.')}
      </p>
    </div>
  );
}
