import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'dom-import',
  title: 'HTML import explorer',
  summary: 'Import or paste HTML and see the node tree that the import rules built from it.',
  tags: ['import', 'rich text', 'tables', 'links'],
  demonstrates: [
    'Import parses the HTML with DOMParser and hands the document to $generateNodesFromDOM, which asks the registered node classes (their importDOM conversions) what each element becomes; $insertNodes puts the result into the emptied root.',
    'The panel walks the editor state from $getRoot() after every change and lists each node with what the rules decided: heading tags, list types, link URLs, table header cells, alignment, and text formats.',
    'Inline markup becomes formats rather than nodes: <b> and a span with font-weight: bold both give a bold TextNode, while the default rules drop the span’s colour.',
    'Pasting HTML into the editor takes the same path: RichTextPlugin’s paste handling runs $generateNodesFromDOM on the clipboard’s text/html.',
  ],
  apis: [
    {name: '$generateNodesFromDOM', href: '/docs/api/modules/lexical_html#generatenodesfromdom'},
    {name: '$insertNodes', href: '/docs/api/modules/lexical/selection#insertnodes'},
    {name: '$getRoot', href: '/docs/api/modules/lexical/utilities#getroot'},
    {name: 'DOMConversionMap', href: '/docs/api/modules/lexical/nodes#domconversionmap'},
    {name: 'TextNode.hasFormat', href: '/docs/api/classes/lexical.TextNode#hasformat'},
    {name: 'RichTextPlugin', href: '/docs/api/modules/lexical_react_LexicalRichTextPlugin#richtextplugin'},
  ],
};
