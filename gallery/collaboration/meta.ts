import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'collaboration',
  title: 'Collaboration in memory',
  summary: 'Two editors kept in sync by Yjs through a hand-written in-memory provider, with live remote cursors.',
  tags: ['collaboration', 'rich text'],
  demonstrates: [
    'CollaborationPlugin binds each editor to its own Y.Doc; the provider it gets from providerFactory is a small class that implements the Provider interface of @lexical/yjs without any server.',
    "The provider relays Yjs updates with Y.applyUpdate, and on reconnect each side sends what the other's state vector lacks, so edits made offline on both sides merge.",
    "Each side's awareness state carries its name, colour and selection; Lexical reads the peers' states from getStates() and draws their carets, styled through the theme's collaboration classes.",
    'Each editor sits in its own LexicalCollaboration context, and the Work offline toggle dispatches TOGGLE_CONNECT_COMMAND while CONNECTED_COMMAND reports the status.',
  ],
  apis: [
    {
      name: 'CollaborationPlugin',
      href: '/docs/api/modules/lexical_react_LexicalCollaborationPlugin#collaborationplugin',
    },
    {
      name: 'LexicalCollaboration',
      href: '/docs/api/modules/lexical_react_LexicalCollaborationContext#lexicalcollaboration',
    },
    {name: 'Provider', href: '/docs/api/interfaces/lexical_yjs.Provider'},
    {name: 'ProviderAwareness', href: '/docs/api/modules/lexical_yjs#providerawareness'},
    {name: 'UserState', href: '/docs/api/modules/lexical_yjs#userstate'},
    {name: 'TOGGLE_CONNECT_COMMAND', href: '/docs/api/modules/lexical_yjs#toggle_connect_command'},
    {name: 'CONNECTED_COMMAND', href: '/docs/api/modules/lexical_yjs#connected_command'},
  ],
};
