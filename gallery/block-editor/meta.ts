import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'block-editor',
  title: 'Block editor',
  summary: 'Notion-style blocks: a "/" menu changes the block type, and a drag handle reorders blocks.',
  tags: ['rich text', 'menus', 'extensions'],
  demonstrates: [
    'LexicalTypeaheadMenuPlugin with a "/" trigger (useBasicTypeaheadTriggerMatch with minLength 0) lists block types; choosing one removes the typed "/query" and applies the type with $setBlocksType, or dispatches the list and horizontal-rule commands.',
    'DraggableBlockPlugin_EXPERIMENTAL draws a grip beside the top-level block under the pointer and moves that block where it is dropped; you supply the grip, the drop line, their refs, the positioned anchor element and an isOnMenu test.',
    'The editor is built from extensions with defineExtension and LexicalExtensionComposer: rich text, history, lists, code blocks and HorizontalRuleExtension, which now lives in @lexical/extension and needs no React plugin.',
  ],
  apis: [
    {
      name: 'LexicalTypeaheadMenuPlugin',
      href: '/docs/api/modules/lexical_react_LexicalTypeaheadMenuPlugin#lexicaltypeaheadmenuplugin',
    },
    {
      name: 'useBasicTypeaheadTriggerMatch',
      href: '/docs/api/modules/lexical_react_LexicalTypeaheadMenuPluginUtils#usebasictypeaheadtriggermatch',
    },
    {
      name: 'DraggableBlockPlugin_EXPERIMENTAL',
      href: '/docs/api/modules/lexical_react_LexicalDraggableBlockPlugin#draggableblockplugin_experimental',
    },
    {name: '$setBlocksType', href: '/docs/api/modules/lexical_selection#setblockstype'},
    {
      name: 'LexicalExtensionComposer',
      href: '/docs/api/modules/lexical_react_LexicalExtensionComposer#lexicalextensioncomposer',
    },
    {name: 'defineExtension', href: '/docs/api/modules/lexical/extensions#defineextension'},
    {name: 'HorizontalRuleExtension', href: '/docs/api/modules/lexical_extension#horizontalruleextension'},
    {
      name: 'INSERT_HORIZONTAL_RULE_COMMAND',
      href: '/docs/api/modules/lexical_extension#insert_horizontal_rule_command',
    },
    {name: 'INSERT_UNORDERED_LIST_COMMAND', href: '/docs/api/modules/lexical_list#insert_unordered_list_command'},
    {name: 'RichTextExtension', href: '/docs/api/modules/lexical_rich_text#richtextextension'},
  ],
};
