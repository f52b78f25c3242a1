// @vitest-environment happy-dom
import {buildEditorFromExtensions, configExtension, defineExtension} from '@lexical/extension';
import {createHeadlessEditor} from '@lexical/headless';
import * as tableModule from '@lexical/table';
import {
  $computeTableMap,
  $computeTableMapSkipCellCheck,
  $createTableCellNode,
  $createTableNode,
  $createTableNodeWithDimensions,
  $createTableRowNode,
  $createTableSelection,
  $createTableSelectionFrom,
  $deleteTableColumn,
  $deleteTableColumn__EXPERIMENTAL,
  $deleteTableColumnAtSelection,
  $deleteTableRow__EXPERIMENTAL,
  $deleteTableRowAtSelection,
  $findCellNode,
  $findTableNode,
  $getElementForTableNode,
  $getNodeTriplet,
  $getTableAndElementByKey,
  $getTableCellNodeFromLexicalNode,
  $getTableCellNodeRect,
  $getTableColumnIndexFromTableCellNode,
  $getTableNodeFromLexicalNodeOrThrow,
  $getTableRowIndexFromTableCellNode,
  $getTableRowNodeFromTableCellNodeOrThrow,
  $insertTableColumn,
  $insertTableColumn__EXPERIMENTAL,
  $insertTableColumnAtSelection,
  $insertTableRow,
  $insertTableRow__EXPERIMENTAL,
  $insertTableRowAtSelection,
  $isScrollableTablesActive,
  $isStickyScrollbarActive,
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  $isTableSelection,
  $mergeCells,
  $removeTableRowAtIndex,
  $setTableColumnIsHeader,
  $setTableRowIsHeader,
  $unmergeCell,
  getDOMCellFromTarget,
  getTableElement,
  getTableObserverFromTableElement,
  INSERT_TABLE_COMMAND,
  registerTablePlugin,
  registerTableSelectionObserver,
  setScrollableTablesActive,
  TableCellHeaderStates,
  TableCellNode,
  TableExtension,
  TableNode,
  TableObserver,
  TableRowNode,
  type TableSelection,
} from '@lexical/table';
import {
  $createParagraphNode,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  createEditor,
  type LexicalEditor,
  type LexicalNode,
  SKIP_DOM_SELECTION_TAG,
  type ParagraphNode,
} from 'lexical';
import {afterEach, describe, expect, it, vi} from 'vitest';

const TABLE_NODES = [TableNode, TableRowNode, TableCellNode];

function newEditor(): LexicalEditor {
  return createHeadlessEditor({
    namespace: 'table-test',
    nodes: TABLE_NODES,
    onError: (error: Error) => {
      throw error;
    },
  });
}

function update(editor: LexicalEditor, fn: () => void): void {
  editor.update(fn, {discrete: true});
}

/** A table whose cell at row r, column c holds the text `${r}${c}`. */
function $table(rows: number, cols: number): TableNode {
  const table = $createTableNode();
  for (let r = 0; r < rows; r++) {
    const row = $createTableRowNode();
    for (let c = 0; c < cols; c++) {
      row.append($createTableCellNode().append($createParagraphNode().append($createTextNode(`${r}${c}`))));
    }
    table.append(row);
  }
  return table;
}

function $cells(table: TableNode): TableCellNode[][] {
  return table
    .getChildren()
    .filter($isTableRowNode)
    .map((row) => row.getChildren().filter($isTableCellNode));
}

function $firstTable(): TableNode {
  const table = $getRoot().getChildren().find($isTableNode);
  if (!table) {
    throw new Error('no table in the root');
  }
  return table;
}

function $texts(table: TableNode): string[][] {
  return $cells(table).map((row) => row.map((cell) => cell.getTextContent()));
}

function $headerStates(table: TableNode): number[][] {
  return $cells(table).map((row) => row.map((cell) => cell.getHeaderStyles()));
}

function $anchorNode(): LexicalNode {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) && !$isTableSelection(selection)) {
    throw new Error('expected a range or table selection');
  }
  return selection.anchor.getNode();
}

function $selectIn(cell: TableCellNode): void {
  const paragraph = cell.getFirstChild();
  if (!$isParagraphNode(paragraph)) {
    throw new Error('cell has no paragraph');
  }
  paragraph.selectStart();
}

describe('@lexical/table exports', () => {
  it('$createTableNodeWithDimensions marks the first row and column as headers by default', () => {
    const editor = newEditor();
    update(editor, () => {
      const byDefault = $createTableNodeWithDimensions(2, 3);
      $getRoot().append(byDefault);
      expect($headerStates(byDefault)).toEqual([
        [TableCellHeaderStates.BOTH, TableCellHeaderStates.ROW, TableCellHeaderStates.ROW],
        [TableCellHeaderStates.COLUMN, TableCellHeaderStates.NO_STATUS, TableCellHeaderStates.NO_STATUS],
      ]);
      const rowsOnly = $createTableNodeWithDimensions(2, 2, {columns: false, rows: true});
      expect($headerStates(rowsOnly)).toEqual([
        [TableCellHeaderStates.ROW, TableCellHeaderStates.ROW],
        [0, 0],
      ]);
      const none = $createTableNodeWithDimensions(1, 2, false);
      expect($headerStates(none)).toEqual([[0, 0]]);
      const firstCell = $cells(byDefault)[0][0];
      const paragraph = firstCell.getFirstChild<ParagraphNode>();
      expect(paragraph?.getType()).toBe('paragraph');
      expect(paragraph?.getChildren().map((n) => n.getType())).toEqual(['text']);
    });
  });

  it('$createTableCellNode throws when TableCellNode is not registered', () => {
    const errors: unknown[] = [];
    const editor = createEditor({
      namespace: 'no-table-nodes',
      nodes: [],
      onError: (error: Error) => {
        errors.push(error);
      },
    });
    editor.update(
      () => {
        $createTableCellNode();
      },
      {discrete: true},
    );
    expect(errors.map(String)).toEqual([
      expect.stringMatching(/Attempted to create node TableCellNode that was not configured/),
    ]);
  });

  it('INSERT_TABLE_COMMAND inserts a table with header row and column when includeHeaders is omitted', () => {
    const editor = newEditor();
    const unregister = registerTablePlugin(editor);
    const results: boolean[] = [];
    update(editor, () => {
      const paragraph = $createParagraphNode();
      $getRoot().append(paragraph);
      paragraph.select();
      results.push(editor.dispatchCommand(INSERT_TABLE_COMMAND, {columns: '3', rows: '2'}));
    });
    update(editor, () => {
      const table = $firstTable();
      expect($headerStates(table)).toEqual([
        [3, 1, 1],
        [2, 0, 0],
      ]);
      // The selection is now inside the table: without nested tables the command declines.
      expect($findTableNode($anchorNode())?.getKey()).toBe(table.getKey());
      results.push(editor.dispatchCommand(INSERT_TABLE_COMMAND, {columns: '2', rows: '2'}));
      expect($getRoot().getChildren().filter($isTableNode)).toHaveLength(1);
    });
    expect(results).toEqual([true, false]);
    unregister();
  });

  it('INSERT_TABLE_COMMAND falls back to the previous selection when there is none', () => {
    const editor = newEditor();
    const unregister = registerTablePlugin(editor);
    update(editor, () => {
      const paragraph = $createParagraphNode();
      $getRoot().append(paragraph);
      paragraph.select();
    });
    let handled: boolean | null = null;
    update(editor, () => {
      $setSelection(null);
      handled = editor.dispatchCommand(INSERT_TABLE_COMMAND, {columns: '1', includeHeaders: false, rows: '1'});
    });
    expect(handled).toBe(true);
    editor.read(() => {
      expect($headerStates($firstTable())).toEqual([[0]]);
    });
    unregister();
  });

  it('$findCellNode and $findTableNode return null outside a table', () => {
    const editor = newEditor();
    update(editor, () => {
      const outside = $createTextNode('outside');
      $getRoot().append($createParagraphNode().append(outside), $table(2, 2));
      const table = $firstTable();
      const cell = $cells(table)[1][0];
      const text = cell.getFirstDescendant();
      expect($findCellNode(outside)).toBeNull();
      expect($findTableNode(outside)).toBeNull();
      expect($findCellNode(text!)?.getKey()).toBe(cell.getKey());
      expect($findTableNode(text!)?.getKey()).toBe(table.getKey());
      // The node itself counts.
      expect($findCellNode(cell)?.getKey()).toBe(cell.getKey());
      expect($findTableNode(table)?.getKey()).toBe(table.getKey());
    });
  });

  it('$getTableCellNodeFromLexicalNode returns null outside a cell', () => {
    const editor = newEditor();
    update(editor, () => {
      const outside = $createParagraphNode();
      $getRoot().append(outside, $table(1, 2));
      const cell = $cells($firstTable())[0][1];
      expect($getTableCellNodeFromLexicalNode(outside)).toBeNull();
      expect($getTableCellNodeFromLexicalNode(cell.getFirstDescendant()!)?.getKey()).toBe(cell.getKey());
    });
  });

  it('$getTableRowNodeFromTableCellNodeOrThrow and $getTableNodeFromLexicalNodeOrThrow throw outside a table', () => {
    const editor = newEditor();
    update(editor, () => {
      const outside = $createParagraphNode();
      $getRoot().append(outside, $table(2, 2));
      const table = $firstTable();
      const text = $cells(table)[1][1].getFirstDescendant()!;
      expect($getTableRowNodeFromTableCellNodeOrThrow(text).getKey()).toBe(table.getChildren()[1].getKey());
      expect($getTableNodeFromLexicalNodeOrThrow(text).getKey()).toBe(table.getKey());
      expect(() => $getTableRowNodeFromTableCellNodeOrThrow(outside)).toThrow(
        'Expected table cell to be inside of table row.',
      );
      expect(() => $getTableNodeFromLexicalNodeOrThrow(outside)).toThrow('Expected table cell to be inside of table.');
    });
  });

  it('$getTableColumnIndexFromTableCellNode counts cells in the row, not grid columns', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 3));
    });
    update(editor, () => {
      const table = $firstTable();
      const [[c00, c01]] = $cells(table);
      $mergeCells([c00, c01]);
    });
    update(editor, () => {
      const table = $firstTable();
      const lastCellOfFirstRow = $cells(table)[0][1];
      expect(lastCellOfFirstRow.getTextContent()).toBe('02');
      expect($getTableColumnIndexFromTableCellNode(lastCellOfFirstRow)).toBe(1);
      expect($getTableCellNodeRect(lastCellOfFirstRow)).toEqual({colSpan: 1, columnIndex: 2, rowIndex: 0, rowSpan: 1});
      const [, valueA] = $computeTableMap(table, lastCellOfFirstRow, lastCellOfFirstRow);
      expect(valueA.startColumn).toBe(2);
      expect($getTableRowIndexFromTableCellNode($cells(table)[1][2])).toBe(1);
    });
  });

  it('$getTableCellNodeRect returns null for a stale cell reference', () => {
    const editor = newEditor();
    let staleCell: TableCellNode | null = null;
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    update(editor, () => {
      const cell = $cells($firstTable())[1][1];
      staleCell = cell;
      // Making the cell writable replaces it in the pending state with a copy.
      cell.setBackgroundColor('red');
      expect($getTableCellNodeRect(cell)).toBeNull();
      expect($getTableCellNodeRect(cell.getLatest())).toEqual({colSpan: 1, columnIndex: 1, rowIndex: 1, rowSpan: 1});
    });
    expect(staleCell).not.toBeNull();
  });

  it('$removeTableRowAtIndex throws for an index out of range', () => {
    const editor = newEditor();
    update(editor, () => {
      const table = $table(3, 1);
      $getRoot().append(table);
      expect(() => $removeTableRowAtIndex(table, 3)).toThrow('Expected table cell to be inside of table row.');
      const returned = $removeTableRowAtIndex(table, 1);
      expect(returned.getKey()).toBe(table.getKey());
      expect($texts(table)).toEqual([['00'], ['20']]);
    });
  });

  it('$computeTableMap throws for a cell outside the table while $computeTableMapSkipCellCheck returns null', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2), $table(1, 1));
      const [tableA, tableB] = $getRoot().getChildren().filter($isTableNode);
      const inside = $cells(tableA)[0][0];
      const elsewhere = $cells(tableB)[0][0];
      expect(() => $computeTableMap(tableA, inside, elsewhere)).toThrow(/Focus not found in Table/);
      const [map, a, b] = $computeTableMapSkipCellCheck(tableA, inside, elsewhere);
      expect(map.map((row) => row.map((v) => v.cell.getTextContent()))).toEqual([
        ['00', '01'],
        ['10', '11'],
      ]);
      expect(a?.startRow).toBe(0);
      expect(b).toBeNull();
    });
  });

  it('$computeTableMap repeats a merged cell in every slot it covers', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    update(editor, () => {
      const table = $firstTable();
      const [[c00], [c10]] = $cells(table);
      $mergeCells([c00, c10]);
    });
    update(editor, () => {
      const table = $firstTable();
      const merged = $cells(table)[0][0];
      const [map] = $computeTableMap(table, merged, merged);
      expect(map[1][0].cell.getKey()).toBe(merged.getKey());
      expect(map[1][0].startRow).toBe(0);
      expect(map[1][1].cell.getTextContent()).toBe('11');
    });
  });

  it('$getNodeTriplet returns the cell, row and table and throws outside a cell', () => {
    const editor = newEditor();
    update(editor, () => {
      const outside = $createParagraphNode();
      $getRoot().append(outside, $table(2, 2));
      const table = $firstTable();
      const cell = $cells(table)[1][0];
      const text = cell.getFirstDescendant()!;
      const fromNode = $getNodeTriplet(text);
      expect(fromNode.map((n) => n.getKey())).toEqual([cell.getKey(), table.getChildren()[1].getKey(), table.getKey()]);
      $selectIn(cell);
      const fromPoint = $getNodeTriplet($getSelection()!.getStartEndPoints()![0]);
      expect(fromPoint[0].getKey()).toBe(cell.getKey());
      expect(() => $getNodeTriplet(outside)).toThrow(/Expected to find a parent TableCellNode/);
    });
  });

  it('$mergeCells merges the bounding rectangle into the top-left cell', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(3, 3));
    });
    update(editor, () => {
      const table = $firstTable();
      const cells = $cells(table);
      expect($mergeCells([])).toBeNull();
      // Only two opposite corners are passed: the cells between them are merged too.
      const merged = $mergeCells([cells[1][1], cells[0][0]]);
      expect(merged?.getKey()).toBe(cells[0][0].getKey());
      expect([merged?.getColSpan(), merged?.getRowSpan()]).toEqual([2, 2]);
      expect(merged?.getChildren().map((n) => n.getTextContent())).toEqual(['00', '01', '10', '11']);
    });
    editor.read(() => {
      expect($texts($firstTable())).toEqual([['00\n\n01\n\n10\n\n11', '02'], ['12'], ['20', '21', '22']]);
    });
  });

  it('$unmergeCell splits the merged cell at the selection anchor and throws without a selection', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    update(editor, () => {
      const cells = $cells($firstTable());
      const merged = $mergeCells([cells[0][0], cells[1][1]])!;
      merged.setBackgroundColor('yellow');
    });
    update(editor, () => {
      $setSelection(null);
      expect(() => $unmergeCell()).toThrow(/Expected a RangeSelection or TableSelection/);
      $selectIn($cells($firstTable())[0][0]);
      $unmergeCell();
    });
    editor.read(() => {
      const cells = $cells($firstTable());
      expect(cells.map((row) => row.length)).toEqual([2, 2]);
      expect(cells.flat().map((cell) => [cell.getColSpan(), cell.getRowSpan(), cell.getBackgroundColor()])).toEqual([
        [1, 1, 'yellow'],
        [1, 1, 'yellow'],
        [1, 1, 'yellow'],
        [1, 1, 'yellow'],
      ]);
      expect(cells[1][1].getTextContent()).toBe('');
    });
  });

  it('$setTableRowIsHeader and $setTableColumnIsHeader change only their own bit', () => {
    const editor = newEditor();
    update(editor, () => {
      const table = $createTableNodeWithDimensions(2, 2);
      $getRoot().append(table);
      $setTableRowIsHeader(table, 0, false);
      expect($headerStates(table)).toEqual([
        [TableCellHeaderStates.COLUMN, 0],
        [TableCellHeaderStates.COLUMN, 0],
      ]);
      $setTableColumnIsHeader(table, 1, true);
      expect($headerStates(table)).toEqual([
        [TableCellHeaderStates.COLUMN, TableCellHeaderStates.COLUMN],
        [TableCellHeaderStates.COLUMN, TableCellHeaderStates.COLUMN],
      ]);
      expect(() => $setTableRowIsHeader(table, 2, true)).toThrow(/out of range/);
      expect(() => $setTableColumnIsHeader(table, -1, true)).toThrow(/out of range/);
    });
  });

  it('$deleteTableRowAtSelection removes the rows of the selection and the whole table when all rows go', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($createParagraphNode(), $table(3, 2));
    });
    update(editor, () => {
      $selectIn($cells($firstTable())[1][1]);
      $deleteTableRowAtSelection();
    });
    editor.read(() => {
      expect($texts($firstTable())).toEqual([
        ['00', '01'],
        ['20', '21'],
      ]);
      // The selection moves to the first cell of the next row.
      expect($findCellNode($anchorNode())?.getTextContent()).toBe('20');
    });
    update(editor, () => {
      const table = $firstTable();
      const cells = $cells(table);
      $setSelection($createTableSelectionFrom(table, cells[0][0], cells[1][1]));
      $deleteTableRowAtSelection();
    });
    editor.read(() => {
      expect($getRoot().getChildren().some($isTableNode)).toBe(false);
    });
  });

  it('$deleteTableColumnAtSelection removes the column and its width', () => {
    const editor = newEditor();
    update(editor, () => {
      const table = $table(2, 3);
      table.setColWidths([10, 20, 30]);
      $getRoot().append(table);
    });
    update(editor, () => {
      $selectIn($cells($firstTable())[0][1]);
      $deleteTableColumnAtSelection();
    });
    editor.read(() => {
      const table = $firstTable();
      expect($texts(table)).toEqual([
        ['00', '02'],
        ['10', '12'],
      ]);
      expect(table.getColWidths()).toEqual([10, 30]);
    });
  });

  it('$insertTableRowAtSelection and the other __EXPERIMENTAL names are the same functions', () => {
    expect($insertTableRow__EXPERIMENTAL).toBe($insertTableRowAtSelection);
    expect($insertTableColumn__EXPERIMENTAL).toBe($insertTableColumnAtSelection);
    expect($deleteTableRow__EXPERIMENTAL).toBe($deleteTableRowAtSelection);
    expect($deleteTableColumn__EXPERIMENTAL).toBe($deleteTableColumnAtSelection);
  });

  it('$deleteTableColumn removes the child at the index from every row and throws out of range', () => {
    const editor = newEditor();
    update(editor, () => {
      const table = $table(2, 3);
      $getRoot().append(table);
      expect($deleteTableColumn(table, 0).getKey()).toBe(table.getKey());
      expect($texts(table)).toEqual([
        ['01', '02'],
        ['11', '12'],
      ]);
      expect(() => $deleteTableColumn(table, 2)).toThrow('Table column target index out of range');
    });
  });

  it('TableSelection is exported as a type only, and TableObservers not at all', () => {
    const names = Object.keys(tableModule);
    expect(names).not.toContain('TableSelection');
    expect(names).not.toContain('TableObservers');
    expect(names).toContain('$isTableSelection');
    expect(names).toContain('TableObserver');
  });

  it('$createTableSelection returns a selection on the root that getNodes treats as invalid', () => {
    const editor = newEditor();
    update(editor, () => {
      const selection = $createTableSelection();
      expect($isTableSelection(selection)).toBe(true);
      expect([selection.tableKey, selection.anchor.key, selection.focus.key]).toEqual(['root', 'root', 'root']);
      expect(selection.isValid()).toBe(false);
      expect(selection.getNodes()).toEqual([]);
    });
  });
});

describe('TableCellNode, TableRowNode and TableNode members', () => {
  it('TableCellNode.setHeaderStyles replaces only the bits in the mask', () => {
    const editor = newEditor();
    update(editor, () => {
      const cell = $createTableCellNode(TableCellHeaderStates.BOTH);
      cell.setHeaderStyles(TableCellHeaderStates.NO_STATUS, TableCellHeaderStates.ROW);
      expect(cell.getHeaderStyles()).toBe(TableCellHeaderStates.COLUMN);
      expect(cell.getTag()).toBe('th');
      cell.setHeaderStyles(TableCellHeaderStates.NO_STATUS);
      expect(cell.getHeaderStyles()).toBe(TableCellHeaderStates.NO_STATUS);
      expect(cell.getTag()).toBe('td');
      expect(cell.hasHeader()).toBe(false);
    });
  });

  it('TableCellNode.toggleHeaderStyle clears the bits only when all are set', () => {
    const editor = newEditor();
    update(editor, () => {
      const cell = $createTableCellNode(TableCellHeaderStates.ROW);
      cell.toggleHeaderStyle(TableCellHeaderStates.BOTH);
      expect(cell.getHeaderStyles()).toBe(TableCellHeaderStates.BOTH);
      cell.toggleHeaderStyle(TableCellHeaderStates.BOTH);
      expect(cell.getHeaderStyles()).toBe(TableCellHeaderStates.NO_STATUS);
      cell.toggleHeaderStyle(TableCellHeaderStates.COLUMN);
      expect(cell.getHeaderStyles()).toBe(TableCellHeaderStates.COLUMN);
    });
  });

  it('TableCellNode.hasHeaderState requires every bit and is always true for NO_STATUS', () => {
    const editor = newEditor();
    update(editor, () => {
      const rowHeader = $createTableCellNode(TableCellHeaderStates.ROW);
      expect(rowHeader.hasHeaderState(TableCellHeaderStates.ROW)).toBe(true);
      expect(rowHeader.hasHeaderState(TableCellHeaderStates.BOTH)).toBe(false);
      expect($createTableCellNode().hasHeaderState(TableCellHeaderStates.NO_STATUS)).toBe(true);
    });
  });

  it('TableCellNode.setVerticalAlign keeps any string but only middle and bottom are exported', () => {
    const editor = newEditor();
    update(editor, () => {
      const cell = $createTableCellNode();
      cell.setVerticalAlign('top');
      expect(cell.getVerticalAlign()).toBe('top');
      expect('verticalAlign' in cell.exportJSON()).toBe(false);
      cell.setVerticalAlign('bottom');
      expect(cell.exportJSON().verticalAlign).toBe('bottom');
      cell.setVerticalAlign('');
      expect(cell.getVerticalAlign()).toBeUndefined();
    });
  });

  it('TableCellNode.constructor and exportJSON defaults', () => {
    const editor = newEditor();
    update(editor, () => {
      const cell = $createTableCellNode(TableCellHeaderStates.COLUMN, 2, 120);
      expect([cell.getColSpan(), cell.getRowSpan(), cell.getWidth(), cell.getBackgroundColor()]).toEqual([
        2,
        1,
        120,
        null,
      ]);
      const json = cell.exportJSON();
      expect([json.type, json.headerState, json.colSpan, json.rowSpan, json.width]).toEqual([
        'tablecell',
        2,
        2,
        1,
        120,
      ]);
    });
  });

  it('TableNode.isShadowRoot makes $isRootOrShadowRoot true for tables, rows and cells', () => {
    const editor = newEditor();
    update(editor, () => {
      const table = $table(1, 1);
      $getRoot().append(table);
      const row = table.getFirstChildOrThrow();
      const cell = $cells(table)[0][0];
      expect([table, row, cell].map((n) => $isRootOrShadowRoot(n))).toEqual([true, true, true]);
      expect([table.canIndent(), $createTableRowNode().canIndent(), cell.canIndent()]).toEqual([false, false, false]);
    });
  });

  it('TableRowNode.setHeight is exported to JSON only when set', () => {
    const editor = newEditor();
    update(editor, () => {
      const row = $createTableRowNode();
      expect('height' in row.exportJSON()).toBe(false);
      row.setHeight(40);
      expect(row.getHeight()).toBe(40);
      expect(row.exportJSON().height).toBe(40);
      expect(new TableRowNode().getHeight()).toBeUndefined();
    });
  });

  it('TableNode.getColumnCount sums the colSpans of the first row', () => {
    const editor = newEditor();
    update(editor, () => {
      expect($createTableNode().getColumnCount()).toBe(0);
      const table = $table(2, 3);
      $getRoot().append(table);
      $cells(table)[0][0].setColSpan(2);
      expect(table.getColumnCount()).toBe(4);
    });
  });

  it('TableNode.setColWidths freezes the array in development and exportJSON leaves defaults out', () => {
    const editor = newEditor();
    update(editor, () => {
      const table = $createTableNode();
      expect(table.getColWidths()).toBeUndefined();
      const widths = [50, 80];
      table.setColWidths(widths);
      expect(Object.isFrozen(table.getColWidths())).toBe(true);
      const plain = JSON.parse(JSON.stringify(table.exportJSON()));
      expect(plain).not.toHaveProperty('rowStriping');
      expect(plain).not.toHaveProperty('frozenColumnCount');
      expect(plain.colWidths).toEqual([50, 80]);
      table.setRowStriping(true).setFrozenColumns(1).setFrozenRows(2);
      expect([table.getRowStriping(), table.getFrozenColumns(), table.getFrozenRows()]).toEqual([true, 1, 2]);
      const json = table.exportJSON();
      expect([json.rowStriping, json.frozenColumnCount, json.frozenRowCount]).toEqual([true, 1, 2]);
    });
  });
  it('TableCellNode.canBeEmpty: the registerTablePlugin transforms refill empty cells and short rows', () => {
    const editor = newEditor();
    const unregister = registerTablePlugin(editor);
    update(editor, () => {
      const table = $table(2, 2);
      table.setColWidths([40]);
      $getRoot().append(table);
      $cells(table)[0][0].clear();
      (table.getLastChild() as TableRowNode).clear();
    });
    editor.read(() => {
      const table = $firstTable();
      const cells = $cells(table);
      expect(cells.map((row) => row.length)).toEqual([2, 2]);
      expect(cells[0][0].getChildren().map((n) => n.getType())).toEqual(['paragraph']);
      expect(table.getColWidths()).toEqual([40, 40]);
    });
    unregister();
  });

  it('TableCellNode.setBackgroundColor: TableExtension with hasCellBackgroundColor false clears it', () => {
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [configExtension(TableExtension, {hasCellBackgroundColor: false, hasHorizontalScroll: false})],
        name: '@test/no-background',
      }),
    );
    editor.update(
      () => {
        const table = $table(1, 1);
        $getRoot().append(table);
        $cells(table)[0][0].setBackgroundColor('red');
      },
      {discrete: true},
    );
    editor.read(() => {
      expect($cells($firstTable())[0][0].getBackgroundColor()).toBeNull();
    });
    editor.dispose();
  });

  it('registerTableSelectionObserver throws when TableNode is not registered', () => {
    const editor = createEditor({
      namespace: 'no-table',
      onError: (error: Error) => {
        throw error;
      },
    });
    expect(() => registerTableSelectionObserver(editor)).toThrow(/Node TableNode has not been registered/);
  });
});

describe('TableSelection members', () => {
  function $selectAll(): TableSelection {
    const table = $firstTable();
    const cells = $cells(table);
    const selection = $createTableSelectionFrom(table, cells[0][0], cells[1][1]);
    $setSelection(selection);
    return selection;
  }

  it('TableSelection.getTextContent separates cells with tabs and ends each row with a newline', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    editor.update(
      () => {
        const selection = $selectAll();
        expect(selection.getTextContent()).toBe('00\t01\n10\t11\n');
        expect(selection.isCollapsed()).toBe(false);
        const nodes = selection.getNodes();
        expect(nodes[0].getKey()).toBe(selection.tableKey);
        expect(nodes.filter($isTableCellNode)).toHaveLength(4);
        expect(nodes.filter($isTableRowNode)).toHaveLength(2);
        expect(selection.extract().map((n) => n.getKey())).toEqual(nodes.map((n) => n.getKey()));
        expect(selection.getShape()).toEqual({fromX: 0, fromY: 0, toX: 1, toY: 1});
      },
      {discrete: true},
    );
  });

  it('TableSelection.clone is equal by is() and set marks the selection dirty', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    update(editor, () => {
      const selection = $selectAll();
      const copy = selection.clone();
      expect(copy).not.toBe(selection);
      expect(copy.is(selection)).toBe(true);
      expect(copy.dirty).toBe(false);
      copy.set(copy.tableKey, copy.anchor.key, copy.focus.key);
      expect(copy.dirty).toBe(false);
      const cells = $cells($firstTable());
      copy.set(copy.tableKey, cells[0][1].getKey(), copy.focus.key);
      expect(copy.dirty).toBe(true);
      expect(copy.is(selection)).toBe(false);
      expect(copy.getTextContent()).toBe('01\n11\n');
      expect(selection.getStartEndPoints()).toEqual([selection.anchor, selection.focus]);
      expect(selection.anchor.type).toBe('element');
    });
  });

  it('TableSelection.insertRawText pastes tab-separated text from the anchor cell and grows the table', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    update(editor, () => {
      const table = $firstTable();
      const cells = $cells(table);
      const selection = $createTableSelectionFrom(table, cells[1][1], cells[1][1]);
      $setSelection(selection);
      selection.insertText();
      selection.insertRawText('a\tb\nc\td\n');
    });
    editor.read(() => {
      expect($texts($firstTable())).toEqual([
        ['00', '01', ''],
        ['10', 'a', 'b'],
        ['', 'c', 'd'],
      ]);
    });
  });

  it('TableSelection.insertNodes replaces the content of the focus cell', () => {
    const editor = newEditor();
    update(editor, () => {
      $getRoot().append($table(2, 2));
    });
    update(editor, () => {
      const table = $firstTable();
      const cells = $cells(table);
      const selection = $createTableSelectionFrom(table, cells[0][0], cells[0][1]);
      $setSelection(selection);
      selection.insertNodes([$createParagraphNode().append($createTextNode('new'))]);
      expect($isRangeSelection($getSelection())).toBe(true);
    });
    editor.read(() => {
      expect($texts($firstTable())).toEqual([
        ['00', 'new'],
        ['10', '11'],
      ]);
    });
  });
});

describe('scrollable tables and the sticky scrollbar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('setScrollableTablesActive makes $isScrollableTablesActive true and warns without theme.tableScrollableWrapper', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const editor = newEditor();
    expect($isScrollableTablesActive(editor)).toBe(false);
    setScrollableTablesActive(editor, true);
    expect($isScrollableTablesActive(editor)).toBe(true);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'TableNode: hasHorizontalScroll is active but theme.tableScrollableWrapper is not defined.',
    ]);
    setScrollableTablesActive(editor, false);
    expect($isScrollableTablesActive(editor)).toBe(false);
  });

  it('$isStickyScrollbarActive is false without TableExtension and true when it enables the sticky scrollbar', () => {
    const plain = newEditor();
    expect($isStickyScrollbarActive(plain)).toBe(false);
    const sticky = buildEditorFromExtensions(
      defineExtension({
        dependencies: [configExtension(TableExtension, {hasStickyScrollbar: true})],
        name: '@test/sticky',
        theme: {tableScrollableWrapper: 'wrapper'},
      }),
    );
    expect($isStickyScrollbarActive(sticky)).toBe(true);
    expect($isScrollableTablesActive(sticky)).toBe(true);
    sticky.dispose();
  });
});

describe('tables rendered in the DOM', () => {
  function mountEditor(): {editor: LexicalEditor; root: HTMLElement} {
    const root = document.createElement('div');
    root.contentEditable = 'true';
    document.body.appendChild(root);
    const editor = createEditor({
      namespace: 'table-dom-test',
      nodes: TABLE_NODES,
      onError: (error: Error) => {
        throw error;
      },
      theme: {tableScrollableWrapper: 'scroll-wrapper'},
    });
    editor.setRootElement(root);
    return {editor, root};
  }

  it('registerTableSelectionObserver attaches a TableObserver that getTableObserverFromTableElement returns', () => {
    const {editor, root} = mountEditor();
    const unregister = registerTableSelectionObserver(editor);
    update(editor, () => {
      $getRoot().clear().append($table(2, 3));
    });
    const key = editor.read(() => $firstTable().getKey());
    const tableElement = root.querySelector('table');
    expect(tableElement).not.toBeNull();
    const observer = getTableObserverFromTableElement(tableElement!);
    expect(observer).toBeInstanceOf(TableObserver);
    expect(observer?.tableNodeKey).toBe(key);
    expect(observer?.getTable().rows).toBe(2);
    expect(observer?.getTable().columns).toBe(3);
    const textSpan = root.querySelectorAll('td')[4].querySelector('span');
    const domCell = getDOMCellFromTarget(textSpan);
    expect([domCell?.x, domCell?.y]).toEqual([1, 1]);
    expect(getDOMCellFromTarget(root)).toBeNull();
    unregister();
    expect(getTableObserverFromTableElement(tableElement!)).toBeNull();
    editor.setRootElement(null);
  });

  it('getDOMCellFromTarget returns null for a cell no observer has indexed', () => {
    const td = document.createElement('td');
    td.appendChild(document.createElement('span'));
    expect(getDOMCellFromTarget(td.firstChild)).toBeNull();
  });

  it('getTableElement finds the table inside the scroll wrapper', () => {
    const {editor, root} = mountEditor();
    setScrollableTablesActive(editor, true);
    update(editor, () => {
      $getRoot().clear().append($table(1, 1));
    });
    editor.read(() => {
      const table = $firstTable();
      const dom = editor.getElementByKey(table.getKey());
      expect(dom?.nodeName).toBe('DIV');
      expect(dom?.className).toBe('scroll-wrapper');
      expect(getTableElement(table, dom)?.nodeName).toBe('TABLE');
      expect(getTableElement(table, null)).toBeNull();
      expect(() => getTableElement(table, document.createElement('div'))).toThrow(/Expecting table in DOM node/);
    });
    setScrollableTablesActive(editor, false);
    editor.setRootElement(null);
    expect(root.childElementCount).toBe(0);
  });

  it('$getElementForTableNode and the TableNode coordinate helpers work on the DOM grid', () => {
    const {editor} = mountEditor();
    update(editor, () => {
      $getRoot().clear().append($table(2, 3));
    });
    editor.read(() => {
      const table = $firstTable();
      const grid = $getElementForTableNode(editor, table);
      expect([grid.rows, grid.columns]).toEqual([2, 3]);
      const cell = $cells(table)[1][2];
      expect(table.getCordsFromCellNode(cell, grid)).toEqual({x: 2, y: 1});
      // An x past the end of the row is clamped to its last cell.
      expect(table.getCellNodeFromCords(9, 1, grid)?.getKey()).toBe(cell.getKey());
      expect(table.getDOMCellFromCords(0, 5, grid)).toBeNull();
      expect(table.getCellNodeFromCords(0, 5, grid)).toBeNull();
      expect(() => table.getDOMCellFromCordsOrThrow(0, 5, grid)).toThrow('Cell not found at cords.');
      expect(() => table.getCellNodeFromCordsOrThrow(0, 5, grid)).toThrow('Node at cords not TableCellNode.');
      expect(table.getDOMCellFromCordsOrThrow(0, 0, grid).elem.nodeName).toBe('TD');
    });
    editor.setRootElement(null);
  });

  it('$getElementForTableNode throws when the table is not rendered', () => {
    const editor = createEditor({
      namespace: 'no-root',
      nodes: TABLE_NODES,
      onError: (error: Error) => {
        throw error;
      },
    });
    update(editor, () => {
      $getRoot().append($table(1, 1));
    });
    editor.read(() => {
      expect(() => $getElementForTableNode(editor, $firstTable())).toThrow(/Table Element Not Found/);
    });
  });

  it('$getTableAndElementByKey throws for a key that is not a TableNode', () => {
    const {editor} = mountEditor();
    update(editor, () => {
      $getRoot().clear().append($createParagraphNode(), $table(1, 1));
    });
    editor.read(() => {
      const paragraphKey = $getRoot().getFirstChildOrThrow().getKey();
      expect(() => $getTableAndElementByKey(paragraphKey, editor)).toThrow(/to be a TableNode/);
      const {tableNode, tableElement} = $getTableAndElementByKey($firstTable().getKey(), editor);
      expect(tableNode.getKey()).toBe($firstTable().getKey());
      expect(tableElement.nodeName).toBe('TABLE');
      expect($getNodeByKey(paragraphKey)).not.toBeNull();
    });
    editor.setRootElement(null);
  });

  it('TableCellNode.collapseAtStart keeps Backspace at the start of a cell from merging cells', () => {
    const {editor} = mountEditor();
    // The tag keeps the DOM selection untouched (happy-dom reports DOM selection changes synchronously).
    editor.update(
      () => {
        $getRoot().clear().append($table(1, 2));
        $selectIn($cells($firstTable())[0][1]);
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) {
          throw new Error('expected a range selection');
        }
        selection.deleteCharacter(true);
      },
      {discrete: true, tag: SKIP_DOM_SELECTION_TAG},
    );
    editor.read(() => {
      expect($texts($firstTable())).toEqual([['00', '01']]);
      expect($findCellNode($anchorNode())?.getTextContent()).toBe('01');
    });
    editor.setRootElement(null);
  });

  it('$insertTableRow and $insertTableColumn (deprecated) insert rows and columns at an index', () => {
    const {editor} = mountEditor();
    update(editor, () => {
      $getRoot().clear().append($table(2, 2));
    });
    update(editor, () => {
      const table = $firstTable();
      const grid = $getElementForTableNode(editor, table);
      $insertTableRow(table, 0, true, 2, grid);
      expect($texts(table).map((row) => row.length)).toEqual([2, 2, 2, 2]);
      expect($texts(table)[0]).toEqual(['00', '01']);
      expect($texts(table)[3]).toEqual(['10', '11']);
      expect(() => $insertTableRow(table, 7, true, 1, grid)).toThrow('Table row target index out of range');
    });
    update(editor, () => {
      const table = $firstTable();
      $insertTableColumn(table, 0, false, 1, $getElementForTableNode(editor, table));
      expect($texts(table).map((row) => row.join(','))).toEqual([',00,01', ',,', ',,', ',10,11']);
    });
    editor.setRootElement(null);
  });
});
