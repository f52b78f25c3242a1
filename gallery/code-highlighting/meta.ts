import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'code-highlighting',
  title: 'Code highlighting: Prism and Shiki',
  summary: 'The same code block highlighted by Prism and by Shiki, with a language select for the block at the caret.',
  tags: ['code', 'extensions', 'rich text'],
  demonstrates: [
    'Each editor is built from extensions with LexicalExtensionComposer: RichTextExtension, HistoryExtension and either CodePrismExtension from @lexical/code-prism or CodeShikiExtension from @lexical/code-shiki, which bring in CodeNode, CodeHighlightNode and the code indentation keys.',
    "Prism tokenizes synchronously with the grammars @lexical/code-prism bundles, and the editor theme's codeHighlight map turns each token type into a class; Shiki loads a grammar and a theme the first time a block uses them and writes the theme's colors inline.",
    "The language select follows the code block under the caret and calls CodeNode.setLanguage; the highlighter's node transform then tokenizes the block again. The Shiki side also switches themes with CodeNode.setTheme.",
    "Importing prismjs makes Prism highlight the page's code elements with a language-* class unless Prism.manual is set first, so the example sets it before @lexical/code-prism loads.",
  ],
  apis: [
    {name: 'CodePrismExtension', href: '/docs/api/modules/lexical_code_prism#codeprismextension'},
    {name: 'CodeShikiExtension', href: '/docs/api/modules/lexical_code_shiki#codeshikiextension'},
    {name: 'getCodeLanguageOptions', href: '/docs/api/modules/lexical_code_shiki#getcodelanguageoptions'},
    {name: 'normalizeCodeLanguage', href: '/docs/api/modules/lexical_code_shiki#normalizecodelanguage'},
    {name: 'getCodeThemeOptions', href: '/docs/api/modules/lexical_code_shiki#getcodethemeoptions'},
    {name: 'CodeNode.setLanguage', href: '/docs/api/classes/lexical_code.CodeNode#setlanguage'},
    {name: 'CodeNode.setTheme', href: '/docs/api/classes/lexical_code.CodeNode#settheme'},
    {
      name: 'LexicalExtensionComposer',
      href: '/docs/api/modules/lexical_react_LexicalExtensionComposer#lexicalextensioncomposer',
    },
    {name: 'defineExtension', href: '/docs/api/modules/lexical/extensions#defineextension'},
    {
      name: 'EditorThemeClasses.codeHighlight',
      href: '/docs/api/interfaces/lexical.EditorThemeClasses#property-codehighlight',
    },
  ],
};
