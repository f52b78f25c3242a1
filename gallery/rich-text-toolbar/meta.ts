import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'rich-text-toolbar',
  title: 'Rich text toolbar',
  summary: 'A rich-text editor with a toolbar for blocks, text formats, links, alignment and history.',
  tags: ['rich text', 'toolbar', 'links'],
  demonstrates: [
    'The toolbar reads the selection in an update listener and shows it: the block menu names the block under the caret, and the format and alignment buttons are pressed when they apply.',
    'Blocks change with $setBlocksType from @lexical/selection for paragraphs, headings and quotes, and with the list commands of @lexical/list for bulleted and numbered lists.',
    'Links are added, retargeted and removed with TOGGLE_LINK_COMMAND from a small form in the toolbar; the selection is saved when the form opens and put back before the command runs.',
    'FORMAT_ELEMENT_COMMAND aligns blocks, and the undo and redo buttons are enabled by the CAN_UNDO_COMMAND and CAN_REDO_COMMAND that HistoryPlugin dispatches.',
  ],
  apis: [
    {name: 'LexicalComposer', href: '/docs/api/modules/lexical_react_LexicalComposer#lexicalcomposer'},
    {name: 'RichTextPlugin', href: '/docs/api/modules/lexical_react_LexicalRichTextPlugin#richtextplugin'},
    {name: 'HistoryPlugin', href: '/docs/api/modules/lexical_react_LexicalHistoryPlugin#historyplugin'},
    {name: 'ListPlugin', href: '/docs/api/modules/lexical_react_LexicalListPlugin#listplugin'},
    {name: 'LinkPlugin', href: '/docs/api/modules/lexical_react_LexicalLinkPlugin#linkplugin'},
    {name: 'registerUpdateListener', href: '/docs/api/classes/lexical.LexicalEditor#registerupdatelistener'},
    {name: '$setBlocksType', href: '/docs/api/modules/lexical_selection#setblockstype'},
    {name: 'FORMAT_TEXT_COMMAND', href: '/docs/api/modules/lexical/commands#format_text_command'},
    {name: 'FORMAT_ELEMENT_COMMAND', href: '/docs/api/modules/lexical/commands#format_element_command'},
    {name: 'CAN_UNDO_COMMAND', href: '/docs/api/modules/lexical/commands#can_undo_command'},
    {name: 'TOGGLE_LINK_COMMAND', href: '/docs/api/modules/lexical_link#toggle_link_command'},
    {name: 'INSERT_UNORDERED_LIST_COMMAND', href: '/docs/api/modules/lexical_list#insert_unordered_list_command'},
  ],
};
