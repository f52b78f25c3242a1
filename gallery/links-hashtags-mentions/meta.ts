import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'links-hashtags-mentions',
  title: 'Links, hashtags and mentions',
  summary: 'Auto-linked URLs and emails, a link form, #hashtags and @mentions, listed live in a side panel.',
  tags: ['rich text', 'links', 'custom nodes'],
  demonstrates: [
    'AutoLinkPlugin runs the LinkMatcher functions it is given over the text as it changes and wraps each match in an AutoLinkNode; here one matcher finds web addresses and another email addresses.',
    'LinkPlugin handles TOGGLE_LINK_COMMAND, so the form makes the selected text a LinkNode (validated by validateUrl) and removes it again with a null payload.',
    'HashtagPlugin and a MentionNode of our own are text entities: useLexicalTextEntity, like HashtagPlugin, replaces matching text with the entity node and turns it back into plain text when the match breaks.',
    'The side panel reads the document in an update listener, walking it with $dfs and sorting nodes with $isLinkNode, $isAutoLinkNode, $isHashtagNode and the mention guard.',
  ],
  apis: [
    {name: 'AutoLinkPlugin', href: '/docs/api/modules/lexical_react_LexicalAutoLinkPlugin#autolinkplugin'},
    {name: 'LinkMatcher', href: '/docs/api/modules/lexical_link#linkmatcher'},
    {name: 'LinkPlugin', href: '/docs/api/modules/lexical_react_LexicalLinkPlugin#linkplugin'},
    {name: 'TOGGLE_LINK_COMMAND', href: '/docs/api/modules/lexical_link#toggle_link_command'},
    {name: 'LinkNode', href: '/docs/api/classes/lexical_link.LinkNode'},
    {name: 'AutoLinkNode', href: '/docs/api/classes/lexical_link.AutoLinkNode'},
    {name: 'HashtagPlugin', href: '/docs/api/modules/lexical_react_LexicalHashtagPlugin#hashtagplugin'},
    {name: 'HashtagNode', href: '/docs/api/classes/lexical_hashtag.HashtagNode'},
    {name: 'useLexicalTextEntity', href: '/docs/api/modules/lexical_react_useLexicalTextEntity#uselexicaltextentity'},
    {name: 'registerUpdateListener', href: '/docs/api/classes/lexical.LexicalEditor#registerupdatelistener'},
    {name: '$dfs', href: '/docs/api/modules/lexical_utils#dfs'},
  ],
};
