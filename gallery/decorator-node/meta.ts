import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'decorator-node',
  title: 'Decorator node: a poll',
  summary: 'A custom DecoratorNode drawn by React, a poll whose votes live in the editor state, plus horizontal rules.',
  tags: ['custom nodes', 'serialization', 'extensions', 'toolbar'],
  demonstrates: [
    'PollNode extends DecoratorNode: $config names its type, its question and vote counts are node properties copied in afterCloneFrom, and decorate() returns the React component that draws it.',
    'A vote calls editor.update() and changes the node through getWritable(), so the counts are part of the editor state: they survive other edits, and exportJSON and updateFromJSON carry them through a JSON round trip.',
    'HorizontalRuleExtension from @lexical/extension registers HorizontalRuleNode and handles INSERT_HORIZONTAL_RULE_COMMAND; the @lexical/react HorizontalRuleNode and HorizontalRulePlugin are deprecated in its favour.',
    'The editor is declared with defineExtension and rendered by LexicalExtensionComposer; new polls go in with $insertNodeToNearestRoot.',
  ],
  apis: [
    {name: 'DecoratorNode', href: '/docs/api/classes/lexical.DecoratorNode'},
    {name: 'DecoratorNode.decorate', href: '/docs/api/classes/lexical.DecoratorNode#decorate'},
    {name: 'LexicalNode.$config', href: '/docs/api/classes/lexical.LexicalNode#config'},
    {name: 'LexicalNode.exportJSON', href: '/docs/api/classes/lexical.LexicalNode#exportjson'},
    {name: 'LexicalNode.updateFromJSON', href: '/docs/api/classes/lexical.LexicalNode#updatefromjson'},
    {name: 'HorizontalRuleExtension', href: '/docs/api/modules/lexical_extension#horizontalruleextension'},
    {
      name: 'INSERT_HORIZONTAL_RULE_COMMAND',
      href: '/docs/api/modules/lexical_extension#insert_horizontal_rule_command',
    },
    {name: 'HorizontalRuleNode', href: '/docs/api/classes/lexical_extension.HorizontalRuleNode'},
    {name: '$insertNodeToNearestRoot', href: '/docs/api/modules/lexical_utils#insertnodetonearestroot'},
    {
      name: 'LexicalExtensionComposer',
      href: '/docs/api/modules/lexical_react_LexicalExtensionComposer#lexicalextensioncomposer',
    },
    {name: 'parseEditorState', href: '/docs/api/classes/lexical.LexicalEditor#parseeditorstate'},
  ],
};
