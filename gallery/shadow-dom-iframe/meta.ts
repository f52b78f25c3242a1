import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'shadow-dom-iframe',
  title: 'Shadow DOM and iframe editors',
  summary: 'Two editors whose contenteditable lives in an open shadow root and in a same-origin iframe.',
  tags: ['embedding', 'rich text'],
  demonstrates: [
    'A React portal moves only the ContentEditable into a shadow root or an iframe body, so LexicalComposer, RichTextPlugin and HistoryPlugin stay ordinary and the light-DOM status line reads the same editor.',
    'Lexical 0.50.0 needs no extra configuration for either: it resolves the selection inside a shadow root through Selection.getComposedRanges (see getDOMSelectionPoints) and listens for selectionchange on the document that owns the root element.',
    "A page's style sheets reach into neither, so each host injects the editor's CSS itself; custom properties inherit into the shadow tree, while the iframe host copies the colours over and again when the colour mode changes.",
  ],
  apis: [
    {name: 'LexicalComposer', href: '/docs/api/modules/lexical_react_LexicalComposer#lexicalcomposer'},
    {name: 'RichTextPlugin', href: '/docs/api/modules/lexical_react_LexicalRichTextPlugin#richtextplugin'},
    {name: 'ContentEditable', href: '/docs/api/modules/lexical_react_LexicalContentEditable#contenteditable'},
    {name: 'LexicalEditor.setRootElement', href: '/docs/api/classes/lexical.LexicalEditor#setrootelement'},
    {name: 'LexicalEditor.registerRootListener', href: '/docs/api/classes/lexical.LexicalEditor#registerrootlistener'},
    {
      name: 'LexicalEditor.registerTextContentListener',
      href: '/docs/api/classes/lexical.LexicalEditor#registertextcontentlistener',
    },
    {name: 'getDOMSelectionPoints', href: '/docs/api/modules/lexical/utilities#getdomselectionpoints'},
    {name: 'isDOMShadowRoot', href: '/docs/api/modules/lexical/utilities#isdomshadowroot'},
  ],
};
