import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'tables',
  title: 'Tables',
  summary: 'Insert tables, add and delete rows and columns, select cells and merge them.',
  tags: ['rich text', 'tables', 'toolbar'],
  demonstrates: [
    'TablePlugin from @lexical/react/LexicalTablePlugin, with TableNode, TableRowNode and TableCellNode registered, handles INSERT_TABLE_COMMAND, Tab between cells and cell selection; hasHorizontalScroll wraps each table so it scrolls on narrow screens.',
    'The toolbar edits the table at the selection with $insertTableRowAtSelection, $insertTableColumnAtSelection, $deleteTableRowAtSelection and $deleteTableColumnAtSelection, each in one update and so one undo step.',
    'Dragging across cells or pressing Shift with an arrow key makes a TableSelection; the toolbar counts its cells, merges them with $mergeCells into a cell with colspan and rowspan, and $unmergeCell splits it again.',
  ],
  apis: [
    {name: 'TablePlugin', href: '/docs/api/modules/lexical_react_LexicalTablePlugin#tableplugin'},
    {name: 'INSERT_TABLE_COMMAND', href: '/docs/api/modules/lexical_table#insert_table_command'},
    {name: '$insertTableRowAtSelection', href: '/docs/api/modules/lexical_table#inserttablerowatselection'},
    {name: '$insertTableColumnAtSelection', href: '/docs/api/modules/lexical_table#inserttablecolumnatselection'},
    {name: '$deleteTableRowAtSelection', href: '/docs/api/modules/lexical_table#deletetablerowatselection'},
    {name: '$deleteTableColumnAtSelection', href: '/docs/api/modules/lexical_table#deletetablecolumnatselection'},
    {name: '$mergeCells', href: '/docs/api/modules/lexical_table#mergecells'},
    {name: '$unmergeCell', href: '/docs/api/modules/lexical_table#unmergecell'},
    {name: 'TableSelection', href: '/docs/api/classes/lexical_table.TableSelection'},
    {name: '$isTableSelection', href: '/docs/api/modules/lexical_table#istableselection'},
    {name: '$computeTableMapSkipCellCheck', href: '/docs/api/modules/lexical_table#computetablemapskipcellcheck'},
  ],
};
