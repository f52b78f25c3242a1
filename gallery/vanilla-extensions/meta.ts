import type {GalleryExampleMeta} from '../../plugins/gallery/types';

export const meta: GalleryExampleMeta = {
  slug: 'vanilla-extensions',
  title: 'Editor without React',
  summary: 'A rich text editor built from extensions and plain DOM; React only lends it an element.',
  tags: ['extensions', 'no react', 'rich text', 'toolbar'],
  demonstrates: [
    'buildEditorFromExtensions composes RichTextExtension, HistoryExtension and a small extension of our own into an editor, and editor.setRootElement attaches it to a plain contenteditable div.',
    'The toolbar is plain DOM: its buttons call editor.dispatchCommand, and an update listener sets their aria-pressed state from the selection.',
    "HistoryExtension's canUndo and canRedo signals drive the Undo and Redo buttons through an effect, and a custom extension's register hook adds the update listener that counts words.",
    "The editor returned by the builder has a dispose method that runs the extensions' clean-ups and detaches the root element; on unmount the example also removes what it registered itself (the effect, its update listener and the toolbar's DOM listeners) and empties its container.",
  ],
  apis: [
    {name: 'buildEditorFromExtensions', href: '/docs/api/modules/lexical_extension#buildeditorfromextensions'},
    {name: 'defineExtension', href: '/docs/api/modules/lexical/extensions#defineextension'},
    {name: 'configExtension', href: '/docs/api/modules/lexical/extensions#configextension'},
    {name: 'RichTextExtension', href: '/docs/api/modules/lexical_rich_text#richtextextension'},
    {name: 'HistoryExtension', href: '/docs/api/modules/lexical_history#historyextension'},
    {
      name: 'getExtensionDependencyFromEditor',
      href: '/docs/api/modules/lexical_extension#getextensiondependencyfromeditor',
    },
    {name: 'effect', href: '/docs/api/modules/lexical_extension#effect'},
    {name: 'LexicalEditor.setRootElement', href: '/docs/api/classes/lexical.LexicalEditor#setrootelement'},
    {
      name: 'LexicalEditor.registerUpdateListener',
      href: '/docs/api/classes/lexical.LexicalEditor#registerupdatelistener',
    },
    {name: 'LexicalEditor.dispatchCommand', href: '/docs/api/classes/lexical.LexicalEditor#dispatchcommand'},
    {name: 'LexicalEditorWithDispose', href: '/docs/api/interfaces/lexical.LexicalEditorWithDispose'},
    {name: 'FORMAT_TEXT_COMMAND', href: '/docs/api/modules/lexical/commands#format_text_command'},
  ],
};
