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
  {from: '/gallery', to: '/community', reason: 'The gallery of projects became the community page.'},
];

/**
 * The demos section of 2022-23: one page per feature, each an embedded sandbox.
 * A demo whose feature has a guide goes to that guide; the others only live on
 * in the Playground, which is an external site: the redirect page that
 * plugin-client-redirects writes sends readers there directly.
 */
const demoPages: Redirect[] = [
  {from: '/docs/demos/intro', to: playground, reason: 'The demos index: every demo now lives in the Playground.'},
  {from: '/docs/demos/plugins/tables', to: '/docs/react/plugins#tableplugin', reason: 'Table demo: TablePlugin.'},
  {from: '/docs/demos/plugins/lists', to: '/docs/react/plugins#listplugin', reason: 'List demo: ListPlugin.'},
  {
    from: '/docs/demos/plugins/markdown',
    to: '/docs/serialization/markdown-mdast',
    reason: 'Markdown demo: the Markdown guide.',
  },
  {
    from: '/docs/demos/plugins/mentions',
    to: '/docs/react/plugins#lexicaltypeaheadmenuplugin',
    reason: 'Mentions demo: mentions are built on the typeahead menu.',
  },
  {
    from: '/docs/demos/plugins/horizontal-rule',
    to: '/docs/react/plugins#horizontalruleplugin',
    reason: 'Horizontal rule demo: HorizontalRulePlugin.',
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
  ...sitePages,
  ...demoPages,
  ...preTypeDocApiPages,
  ...renamedModules,
  ...movedSections,
];
