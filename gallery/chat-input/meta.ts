import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'chat-input',
  title: 'Chat input',
  summary:
    'A plain-text message box: Enter sends, Shift+Enter breaks the line, @-mentions, :emoji and a 280-character limit.',
  tags: ['plain text', 'menus', 'custom nodes'],
  demonstrates: [
    'A KEY_ENTER_COMMAND listener at COMMAND_PRIORITY_HIGH runs before PlainTextPlugin: plain Enter sends the draft and clears the editor with CLEAR_EDITOR_COMMAND, while Shift+Enter is passed on and becomes a line break.',
    'Two LexicalTypeaheadMenuPlugin instances with useBasicTypeaheadTriggerMatch open a people menu on "@" and an emoji menu on ":"; their keyboard handling runs at a higher priority than sending, so Enter picks the highlighted option while a menu is open.',
    'A chosen person becomes a MentionNode, a TextNode subclass declared with $config and kept in "token" mode, so it is deleted as a whole and read back as its own segment when the message is sent.',
    'CharacterLimitPlugin counts the text and wraps whatever passes 280 characters in an OverflowNode, which the theme highlights; a draft over the limit cannot be sent.',
  ],
  apis: [
    {name: 'PlainTextPlugin', href: '/docs/api/modules/lexical_react_LexicalPlainTextPlugin#plaintextplugin'},
    {name: 'KEY_ENTER_COMMAND', href: '/docs/api/modules/lexical/commands#key_enter_command'},
    {name: 'CLEAR_EDITOR_COMMAND', href: '/docs/api/modules/lexical/commands#clear_editor_command'},
    {
      name: 'LexicalTypeaheadMenuPlugin',
      href: '/docs/api/modules/lexical_react_LexicalTypeaheadMenuPlugin#lexicaltypeaheadmenuplugin',
    },
    {
      name: 'useBasicTypeaheadTriggerMatch',
      href: '/docs/api/modules/lexical_react_LexicalTypeaheadMenuPluginUtils#usebasictypeaheadtriggermatch',
    },
    {name: 'MenuOption', href: '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption'},
    {
      name: 'CharacterLimitPlugin',
      href: '/docs/api/modules/lexical_react_LexicalCharacterLimitPlugin#characterlimitplugin',
    },
    {name: 'OverflowNode', href: '/docs/api/classes/lexical_overflow.OverflowNode'},
    {name: '$rootTextContent', href: '/docs/api/modules/lexical_text#roottextcontent'},
    {name: 'TextNode', href: '/docs/api/classes/lexical.TextNode'},
  ],
};
