/**
 * The editor, declared as one extension. @lexical/mdast is configured only through extensions: each feature
 * extension brings its nodes and its import/export rules, MdastExtension adds both directions of conversion, and
 * MdastShortcutsExtension turns typed Markdown ("# ", "- ", "**bold**") into nodes with the same grammar.
 */
import {HistoryExtension} from '@lexical/history';
import {ListExtension} from '@lexical/list';
import {
  $convertFromMarkdownString,
  MdastCommonMarkExtension,
  MdastExtension,
  MdastShortcutsExtension,
  MdastStrikethroughExtension,
} from '@lexical/mdast';
import {RichTextExtension} from '@lexical/rich-text';
import {defineExtension} from 'lexical';

export const SAMPLE_MARKDOWN = `# Release notes

This document was parsed by **micromark** into an *mdast* tree, then into Lexical nodes.

## What you can try

- Edit the rich text: the Markdown on the right follows
- Type \`## \` at the start of a line for a heading
- Wrap words in \`~~\` to ~~strike them~~
  - nested items round-trip too

1. Change the Markdown
2. Press **Load Markdown**

> Links such as [the mdast spec](https://github.com/syntax-tree/mdast) survive the trip.
`;

const theme = {
  paragraph: 'md-paragraph',
  heading: {h1: 'md-h1', h2: 'md-h2', h3: 'md-h3'},
  quote: 'md-quote',
  link: 'md-link',
  code: 'md-code-block',
  list: {ul: 'md-ul', ol: 'md-ol', listitem: 'md-listitem', nested: {listitem: 'md-nested-listitem'}},
  text: {
    bold: 'md-bold',
    italic: 'md-italic',
    strikethrough: 'md-strikethrough',
    code: 'md-code',
  },
};

export const MdastEditorExtension = defineExtension({
  name: '@gallery/mdast-editor',
  namespace: 'mdast-editor',
  dependencies: [
    RichTextExtension,
    HistoryExtension,
    // MdastListExtension only registers the list nodes; ListExtension adds list editing (Enter, indent).
    ListExtension,
    MdastCommonMarkExtension,
    MdastStrikethroughExtension,
    MdastExtension,
    MdastShortcutsExtension,
  ],
  theme,
  onError(error) {
    throw error;
  },
  // Runs inside the editor's first update, after every extension has registered its rules.
  $initialEditorState: () => $convertFromMarkdownString(SAMPLE_MARKDOWN),
});
