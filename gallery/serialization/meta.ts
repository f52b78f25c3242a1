import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'serialization',
  title: 'JSON and HTML round trip',
  summary: 'The editor state as live JSON and HTML beside the editor, with both editable and loadable back.',
  tags: ['serialization', 'rich text', 'import'],
  demonstrates: [
    'An update listener serializes every content change twice: editorState.toJSON() for the JSON, and $generateHtmlFromNodes inside editorState.read() for the HTML; selection-only updates are skipped.',
    'Load JSON parses the edited text with editor.parseEditorState and applies it with editor.setEditorState, so the JSON is a complete, restorable copy of the document.',
    'Load HTML parses the markup with DOMParser and turns it into nodes with $generateNodesFromDOM, which uses the import rules of the registered nodes (<h1> becomes a HeadingNode, <em> italic text).',
    'Malformed JSON, a state with an unknown node type, or an empty root is caught and reported, and the editor keeps its content.',
  ],
  apis: [
    {name: 'registerUpdateListener', href: '/docs/api/classes/lexical.LexicalEditor#registerupdatelistener'},
    {name: 'EditorState.toJSON', href: '/docs/api/classes/lexical.EditorState#tojson'},
    {name: 'parseEditorState', href: '/docs/api/classes/lexical.LexicalEditor#parseeditorstate'},
    {name: 'setEditorState', href: '/docs/api/classes/lexical.LexicalEditor#seteditorstate'},
    {name: '$generateHtmlFromNodes', href: '/docs/api/modules/lexical_html#generatehtmlfromnodes'},
    {name: '$generateNodesFromDOM', href: '/docs/api/modules/lexical_html#generatenodesfromdom'},
    {name: '$insertNodes', href: '/docs/api/modules/lexical/selection#insertnodes'},
  ],
};
