// Must come first: it tells Prism not to highlight the whole page by itself (see the file).
import './prismManual';
import {$createCodeNode} from '@lexical/code-core';
import {CodePrismExtension} from '@lexical/code-prism';
import {CodeShikiExtension} from '@lexical/code-shiki';
import {HistoryExtension} from '@lexical/history';
import {RichTextExtension} from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $generateNodesFromRawText,
  $getRoot,
  defineExtension,
  type EditorThemeClasses,
} from 'lexical';

const sample = `// Count the words in a line of text
function countWords(text) {
  const words = text.trim().split(/\\s+/);
  return words.filter(Boolean).length;
}

const total = countWords('hello lexical'); // 2`;

// Prism names a type for each token; theme.codeHighlight maps the types to classes, here one per color in
// styles.css. (Shiki ignores these classes: it writes each token's color from its own theme inline.)
const prismTokenColors: Record<string, string[]> = {
  comment: ['comment', 'prolog', 'doctype', 'cdata'],
  keyword: ['keyword', 'atrule', 'important', 'deleted'],
  string: [
    'string',
    'char',
    'attr-value',
    'regex',
    'regex-source',
    'regex-delimiter',
    'inserted',
    'url',
    'template-string',
  ],
  number: ['number', 'boolean', 'constant', 'symbol'],
  function: ['function', 'builtin'],
  type: ['class-name', 'variable'],
  tag: ['tag', 'selector', 'property', 'attr-name', 'namespace', 'entity'],
};

const theme: EditorThemeClasses = {
  paragraph: 'ch-paragraph',
  code: 'ch-code',
  codeHighlight: Object.fromEntries(
    Object.entries(prismTokenColors).flatMap(([color, types]) => types.map((type) => [type, `ch-token-${color}`])),
  ),
};

function $seed(language: string, codeTheme?: string): void {
  const intro = $createParagraphNode().append(
    $createTextNode('Edit the code, or put the caret in it and pick another language.'),
  );
  const code = $createCodeNode(language, codeTheme).append(...$generateNodesFromRawText(sample));
  $getRoot().append(intro, code);
}

function rethrow(error: Error): never {
  throw error;
}

// Prism: grammars for a fixed set of languages are bundled with @lexical/code-prism and tokenized synchronously.
export const PrismEditor = defineExtension({
  name: '[root] code-highlighting prism',
  namespace: 'gallery-code-prism',
  dependencies: [RichTextExtension, HistoryExtension, CodePrismExtension],
  theme,
  $initialEditorState: () => $seed('js'),
  onError: rethrow,
});

// Shiki: grammars and themes are loaded on first use (dynamic imports), then the block is highlighted again.
export const shikiThemes = ['github-light-high-contrast', 'github-dark-default', 'catppuccin-mocha'];

export const ShikiEditor = defineExtension({
  name: '[root] code-highlighting shiki',
  namespace: 'gallery-code-shiki',
  dependencies: [RichTextExtension, HistoryExtension, CodeShikiExtension],
  theme,
  $initialEditorState: () => $seed('javascript', shikiThemes[0]),
  onError: rethrow,
});
