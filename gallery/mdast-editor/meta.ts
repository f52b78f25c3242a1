import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'mdast-editor',
  title: 'Markdown editor on mdast',
  summary: 'Rich text on one side, the Markdown it exports on the other, through the experimental @lexical/mdast.',
  tags: ['markdown', 'extensions', 'import', 'serialization', 'rich text'],
  demonstrates: [
    'The editor is one extension whose dependencies pick the Markdown features: MdastCommonMarkExtension brings the nodes and the grammar, MdastStrikethroughExtension the ~~ syntax, MdastExtension adds import and export, and MdastShortcutsExtension turns typed Markdown into nodes.',
    'The initial document is set with $convertFromMarkdownString in $initialEditorState, and an update listener calls $convertToMarkdownString after every change to the content to show the Markdown live.',
    'Edited Markdown goes back in with $convertFromMarkdownString inside editor.update, and syntax the parser records, such as a list\'s "*" bullets, survives the round trip.',
    'LexicalExtensionComposer hosts the extension in React, with contentEditable={null} so the layout places its own ContentEditable.',
  ],
  apis: [
    {name: 'MdastCommonMarkExtension', href: '/docs/api/modules/lexical_mdast#mdastcommonmarkextension'},
    {name: 'MdastStrikethroughExtension', href: '/docs/api/modules/lexical_mdast#mdaststrikethroughextension'},
    {name: 'MdastExtension', href: '/docs/api/modules/lexical_mdast#mdastextension'},
    {name: 'MdastShortcutsExtension', href: '/docs/api/modules/lexical_mdast#mdastshortcutsextension'},
    {name: '$convertFromMarkdownString', href: '/docs/api/modules/lexical_mdast#convertfrommarkdownstring'},
    {name: '$convertToMarkdownString', href: '/docs/api/modules/lexical_mdast#converttomarkdownstring'},
    {
      name: 'LexicalExtensionComposer',
      href: '/docs/api/modules/lexical_react_LexicalExtensionComposer#lexicalextensioncomposer',
    },
    {name: 'ListExtension', href: '/docs/api/modules/lexical_list#listextension'},
    {name: 'defineExtension', href: '/docs/api/modules/lexical/extensions#defineextension'},
    {name: 'LexicalEditor.read', href: '/docs/api/classes/lexical.LexicalEditor#read'},
  ],
};
