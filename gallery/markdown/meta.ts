import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'markdown',
  title: 'Markdown shortcuts and source view',
  summary: 'Markdown shortcuts as you type, and a toggle that edits the same document as Markdown source.',
  tags: ['rich text', 'markdown', 'serialization'],
  demonstrates: [
    'MarkdownShortcutPlugin turns Markdown typed at the start of a line or around words into headings, quotes, lists, code blocks, links and text formats, using the TRANSFORMERS of @lexical/markdown and the nodes they depend on.',
    'The initial document is imported with $convertFromMarkdownString, and the toggle exports the document with $convertToMarkdownString into a single code block of the same editor, where shortcuts do not apply.',
    'Toggling back parses the edited source into rich text again; the source block is marked with node state (createState and $setState), so undo and redo restore the view along with the content.',
  ],
  apis: [
    {
      name: 'MarkdownShortcutPlugin',
      href: '/docs/api/modules/lexical_react_LexicalMarkdownShortcutPlugin#markdownshortcutplugin',
    },
    {name: 'TRANSFORMERS', href: '/docs/api/modules/lexical_markdown#transformers'},
    {name: '$convertToMarkdownString', href: '/docs/api/modules/lexical_markdown#converttomarkdownstring'},
    {name: '$convertFromMarkdownString', href: '/docs/api/modules/lexical_markdown#convertfrommarkdownstring'},
    {name: '$createCodeNode', href: '/docs/api/modules/lexical_code_core#createcodenode'},
    {name: '$generateNodesFromRawText', href: '/docs/api/modules/lexical/selection#generatenodesfromrawtext'},
    {name: 'createState', href: '/docs/api/modules/lexical/node-state#createstate'},
    {name: '$setState', href: '/docs/api/modules/lexical/node-state#setstate'},
  ],
};
