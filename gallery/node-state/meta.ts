import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'node-state',
  title: 'Node replacement and node state',
  summary: 'A paragraph "tone" kept in NodeState on a ParagraphNode replacement declared with $config.',
  tags: ['custom nodes', 'serialization', 'rich text'],
  demonstrates: [
    "A node replacement ({replace: ParagraphNode, with, withKlass}) makes every paragraph a TonedParagraphNode, whether created by $createParagraphNode, by Enter, or by loading JSON of type 'paragraph'.",
    'The replacement class declares itself with $config(): its type and stateConfigs are all it states, and Lexical derives getType(), clone() and importJSON() from them.',
    'The tone is a NodeState value made with createState and changed with $setState; createDOM and updateDOM ($getStateChange) turn it into a class on the <p>.',
    'exportJSON() writes the state under "$" (left out while it has the default value), and parseEditorState reads it back, so a reload from JSON keeps every tone.',
  ],
  apis: [
    {name: 'createState', href: '/docs/api/modules/lexical/node-state#createstate'},
    {name: '$getState', href: '/docs/api/modules/lexical/node-state#getstate'},
    {name: '$setState', href: '/docs/api/modules/lexical/node-state#setstate'},
    {name: '$getStateChange', href: '/docs/api/modules/lexical/node-state#getstatechange'},
    {name: 'LexicalNode.$config', href: '/docs/api/classes/lexical.LexicalNode#config'},
    {name: 'LexicalNodeReplacement', href: '/docs/api/modules/lexical/editor#lexicalnodereplacement'},
    {name: '$create', href: '/docs/api/modules/lexical/utilities#create'},
  ],
};
