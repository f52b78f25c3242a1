/**
 * Pages and sections that moved or were removed, each sent to its nearest
 * successor. Links to these URLs live on in npm READMEs, doc comments of
 * published packages, answers and issues, so an entry is never removed: when a
 * target moves, change the target.
 *
 * `from` may carry an anchor: such an entry moves readers who land on that
 * section (after any path redirect of the same table) to the section that now
 * covers it. The unit tests check that every target exists in the built site.
 */
import type {Redirect} from './types';

const playground = 'https://playground.lexical.dev/';

/** The site's own moves. */
const sitePages: Redirect[] = [
  {from: '/docs', to: '/docs/intro', reason: 'The version root has no page of its own: send it to the introduction.'},
  {from: '/docs/concepts/traversals', to: '/docs/concepts/traversal', reason: 'Page renamed to the singular.'},
  {
    from: '/docs/concepts/serialization',
    to: '/docs/serialization/serialization',
    reason: 'Serialization moved from Concepts to a section of its own.',
  },
  {from: '/docs/collaboration', to: '/docs/collaboration/react', reason: 'The single page became a section.'},
  {
    from: '/docs/concepts/extending-nodes',
    to: '/docs/concepts/node-replacement',
    reason: 'Extending built-in nodes is now done by registering a replacement class.',
  },
  {from: '/docs/serialization', to: '/docs/serialization/serialization', reason: 'The section has no index page.'},
];

/** lexical.dev pages with no page of their own here, each sent where its reader is best served. */
const lexicalDevPages: Redirect[] = [
  ...['mdast-editor', 'dom-import'].map((example) => ({
    from: `/dev-examples/${example}`,
    to: `/gallery/${example}`,
    reason: `lexical.dev's build of the ${example} development example: the gallery example of that name.`,
  })),
  ...['shadow-dom', 'shadow-dom-web-component'].map((example) => ({
    from: `/dev-examples/${example}`,
    to: '/gallery/shadow-dom-iframe',
    reason: `lexical.dev's build of the ${example} development example: the gallery's shadow root example.`,
  })),
  {from: '/docs/demos/demo-intro', to: '/gallery', reason: 'The demos introduction: the gallery took its place.'},
  ...['/docs/maintainers-guide', '/docs/maintainers-guide-link'].map((from) => ({
    from,
    to: 'https://github.com/facebook/lexical/blob/main/packages/lexical-website/docs/maintainers-guide.md',
    reason: "Named by Lexical's README: working on Lexical itself is documented in its repository.",
  })),
  {
    from: '/2024-recap',
    to: 'https://github.com/facebook/lexical/discussions/7220',
    reason: 'lexical.dev sends its 2024 recap to the GitHub discussion that holds it.',
  },
];

/**
 * The demos section of 2022-23: one page per feature, each an embedded sandbox.
 * A demo whose feature has a guide goes to that guide; the others only live on
 * in the Playground, which is an external site: the redirect page that
 * plugin-client-redirects writes sends readers there directly.
 */
const demoPages: Redirect[] = [
  {from: '/docs/demos/intro', to: '/gallery', reason: 'The demos index: the gallery of running examples.'},
  {from: '/docs/demos/plugins/tables', to: '/gallery/tables', reason: 'Table demo: the gallery table example.'},
  {from: '/docs/demos/plugins/lists', to: '/docs/react/plugins#listplugin', reason: 'List demo: ListPlugin.'},
  {from: '/docs/demos/plugins/markdown', to: '/gallery/markdown', reason: 'Markdown demo: the gallery example.'},
  {
    from: '/docs/demos/plugins/mentions',
    to: '/gallery/chat-input',
    reason: 'Mentions demo: the chat input example has mentions through the typeahead menu.',
  },
  {
    from: '/docs/demos/plugins/horizontal-rule',
    to: '/gallery/decorator-node',
    reason: 'Horizontal rule demo: the decorator node example inserts one.',
  },
  {
    from: '/docs/demos/plugins/images',
    to: '/docs/concepts/decorators',
    reason: 'Images demo: an image is a decorator node.',
  },
  {
    from: '/docs/demos/advanced-examples/image-editor',
    to: '/docs/concepts/decorators',
    reason: 'Image editor demo: an image is a decorator node.',
  },
  {
    from: '/docs/demos/advanced_examples/image-editor',
    to: '/docs/concepts/decorators',
    reason: 'Earlier folder name of the image editor demo.',
  },
  ...['youtube', 'twitter', 'figma'].map((embed) => ({
    from: `/docs/demos/plugins/embeds/${embed}`,
    to: '/docs/react/plugins#lexicalautoembedplugin',
    reason: `${embed} embed demo: embeds are inserted with the auto-embed plugin.`,
  })),
  ...['collapsible-container', 'excalidraw', 'poll', 'sticky-notes', 'speech-to-text'].map((demo) => ({
    from: `/docs/demos/plugins/${demo}`,
    to: playground,
    reason: `${demo} demo: the feature is a Playground plugin with no guide of its own.`,
  })),
];

/**
 * API pages written by hand before the TypeDoc reference (the 0.4 era), one per
 * package, each to the package's module page.
 */
const preTypeDocApiPages: Redirect[] = [
  ...[
    'lexical',
    'lexical-clipboard',
    'lexical-code',
    'lexical-dragon',
    'lexical-file',
    'lexical-hashtag',
    'lexical-headless',
    'lexical-history',
    'lexical-html',
    'lexical-link',
    'lexical-list',
    'lexical-mark',
    'lexical-markdown',
    'lexical-offset',
    'lexical-overflow',
    'lexical-plain-text',
    'lexical-react',
    'lexical-rich-text',
    'lexical-selection',
    'lexical-table',
    'lexical-text',
    'lexical-utils',
    'lexical-yjs',
  ].map((page) => ({
    from: `/docs/api/${page}`,
    to: `/docs/api/modules/${page.replace(/-/g, '_')}`,
    reason: 'Hand-written API page of the 0.4 era, replaced by the generated module page.',
  })),
];

/** Module pages renamed when their plugin was renamed. */
const renamedModules: Redirect[] = [
  {
    from: '/docs/api/modules/lexical_react_LexicalContextMenuPlugin',
    to: '/docs/api/modules/lexical_react_LexicalNodeContextMenuPlugin',
    reason: 'The context menu plugin was replaced by the node context menu plugin.',
  },
  {
    from: '/docs/api/modules/lexical_react_LexicalTableOfContents',
    to: '/docs/api/modules/lexical_react_LexicalTableOfContentsPlugin',
    reason: 'The entry point gained the Plugin suffix.',
  },
];

/** Sections of rewritten pages that published doc comments and READMEs link to. */
const movedSections: Redirect[] = [
  {
    from: '/docs/concepts/commands#editorregistercommand',
    to: '/docs/concepts/commands#listening-to-a-command',
    reason: 'The section on editor.registerCommand is named after what it does.',
  },
  {
    from: '/docs/concepts/transforms#transform-heuristic',
    to: '/docs/concepts/transforms#when-transforms-run',
    reason: 'The order in which transforms run is its own section.',
  },
  {
    from: '/docs/getting-started/quick-start#putting-it-together',
    to: '/docs/getting-started/quick-start#a-minimal-editor',
    reason: 'The whole editor is shown at once, in the first section.',
  },
  {
    from: '/docs/collaboration/react#custom-node-property-syncing',
    to: '/docs/collaboration/react#the-rules-and-why',
    reason: 'Which node properties are synchronised is one of the collaboration rules.',
  },
  {
    from: '/docs/api/classes/lexical_list.ListItemNode#canmergewith',
    to: '/docs/api/classes/lexical_list.ListItemNode#canmergewhenempty',
    reason: 'ListItemNode has no canMergeWith in this version: its merge rule is canMergeWhenEmpty.',
  },
  // lexical.dev's named-slots page links these as exports of the lexical module: they are members of classes.
  ...['registermutationlistener', 'geteditorstate'].map((member) => ({
    from: `/docs/api/modules/lexical#${member}`,
    to: `/docs/api/classes/lexical.LexicalEditor#${member}`,
    reason: 'A method of LexicalEditor, not an export of the module.',
  })),
  ...['getalltextnodes', 'getchildren', 'getfirstdescendant', 'isshadowroot'].map((member) => ({
    from: `/docs/api/modules/lexical#${member}`,
    to: `/docs/api/classes/lexical.ElementNode#${member}`,
    reason: 'A method of ElementNode, not an export of the module.',
  })),
  {
    from: '/docs/concepts/serialization#lexical---html',
    to: '/docs/serialization/dom-render#generating-html-with-generatehtmlfromnodes',
    reason: 'The "Lexical -> HTML" section (linked from LexicalNode.d.ts) is now part of the DOM rendering guide.',
  },
  {
    from: '/docs/concepts/serialization#html---lexical',
    to: '/docs/serialization/dom-import#importing-html-with-generatenodesfromdom',
    reason: 'The "HTML -> Lexical" section is now the DOM import guide.',
  },
  {
    from: '/docs/intro#reading-and-updating-editor-state',
    to: '/docs/intro#updates',
    reason: 'Section renamed; linked from the @lexical/eslint-plugin README.',
  },
  {
    from: '/docs/concepts/nodes#textnode',
    to: '/docs/concepts/nodes#the-built-in-classes',
    reason: 'One section per base class became one list of the built-in classes.',
  },
  ...['elementnode', 'decoratornode', 'rootnode', 'linebreaknode'].map((anchor) => ({
    from: `/docs/concepts/nodes#${anchor}`,
    to: '/docs/concepts/nodes#the-built-in-classes',
    reason: 'One section per base class became one list of the built-in classes.',
  })),
  {
    from: '/docs/concepts/listeners#registerupdatelistener',
    to: '/docs/concepts/listeners#update-listener',
    reason: 'Sections are named after the listener, not the method.',
  },
  {
    from: '/docs/concepts/listeners#registermutationlistener',
    to: '/docs/concepts/listeners#mutation-listener',
    reason: 'Sections are named after the listener, not the method.',
  },
  // The React plugins page named its sections after the entry point (LexicalOnChangePlugin);
  // they are now named after the component.
  ...[
    'OnChangePlugin',
    'RichTextPlugin',
    'PlainTextPlugin',
    'HistoryPlugin',
    'LinkPlugin',
    'ListPlugin',
    'CheckListPlugin',
    'TablePlugin',
    'TabIndentationPlugin',
    'AutoLinkPlugin',
    'ClearEditorPlugin',
    'MarkdownShortcutPlugin',
    'TableOfContentsPlugin',
    'EditorRefPlugin',
    'AutoFocusPlugin',
    'HashtagPlugin',
    'CharacterLimitPlugin',
    'ClickableLinkPlugin',
    'HorizontalRulePlugin',
  ].map((plugin) => ({
    from: `/docs/react/plugins#lexical${plugin.toLowerCase()}`,
    to: `/docs/react/plugins#${plugin.toLowerCase()}`,
    reason: `Section renamed from the entry point Lexical${plugin} to the component ${plugin}.`,
  })),
];

/** Every hand-kept redirect. */
export const movedPages: readonly Redirect[] = [
  ...lexicalDevPages,
  ...sitePages,
  ...demoPages,
  ...preTypeDocApiPages,
  ...renamedModules,
  ...movedSections,
];
