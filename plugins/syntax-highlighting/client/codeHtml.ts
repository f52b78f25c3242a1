import type {Token} from 'prism-react-renderer';

/** The CSS-module classes of theme-classic's CodeBlock/Line that a numbered line uses. */
export type LineNumberClasses = {codeLine: string; codeLineNumber: string; codeLineContent: string};

export type CodeHtmlOptions = {
  /** Extra classes of each line by index (highlighted lines, magic comments). */
  lineClassNames?: Record<number, readonly string[] | undefined>;
  /** Given when the block shows line numbers. */
  lineNumbers?: LineNumberClasses;
};

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => escapes[character]);

const classAttribute = (classes: readonly (string | false | undefined)[]): string =>
  ` class="${escapeHtml(classes.filter(Boolean).join(' '))}"`;

/** Text outside any Prism token: it takes the block's own colour, so it needs no element of its own. */
const isPlain = (types: readonly string[]): boolean => types.length === 1 && types[0] === 'plain';

/**
 * The inside of a code block's `<code>`: the lines theme-classic's CodeBlock/Line and Line/Token render, with token
 * colours left to the stylesheet (classes only). Two differences leave a page of code a fifth to a quarter fewer
 * elements to parse, style and lay out: plain text is written bare, not in a `token plain` span that no style rule
 * names, and an empty line is its line break alone, which keeps its height.
 */
export function codeLinesHtml(lines: readonly Token[][], {lineClassNames = {}, lineNumbers}: CodeHtmlOptions = {}) {
  let html = '';
  lines.forEach((line, index) => {
    const tokens = line.length === 1 && line[0].content === '\n' ? [] : line;
    let content = '';
    for (const {types, content: text} of tokens)
      content += isPlain(types)
        ? escapeHtml(text)
        : `<span${classAttribute(['token', ...types])}>${escapeHtml(text)}</span>`;
    html += `<div${classAttribute(['token-line', ...(lineClassNames[index] ?? []), lineNumbers?.codeLine])}>`;
    if (lineNumbers) {
      html += `<span${classAttribute([lineNumbers.codeLineNumber])}></span>`;
      html += `<span${classAttribute([lineNumbers.codeLineContent])}>${content}</span>`;
    } else html += content;
    html += '<br></div>';
  });
  return html;
}
