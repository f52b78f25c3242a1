/**
 * Finds the TypeScript code blocks of a Markdown/MDX page, with the hidden
 * preamble a page may give a block (see the README: "Code blocks").
 */

export type CodeBlock = {
  /** Path of the page, as given to `extractCodeBlocks`. */
  file: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  lang: 'ts' | 'tsx';
  code: string;
  /** Code that the check compiles before the block but the page does not show. */
  preamble: string;
  /** Why the block is not type-checked, when its fence says `nocheck="…"`. */
  skipReason: string | null;
};

const checkedLanguages: Record<string, 'ts' | 'tsx'> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const preambleStart = /^\s*\{\/\*\s*typecheck-preamble\s*$/;
const preambleEnd = /^\s*\*\/\}\s*$/;

/** Reads `nocheck="reason"` (or single quotes) from a fence's meta string. */
export function readSkipReason(meta: string): string | null {
  const match = /(?:^|\s)nocheck=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (!match) {
    return /(?:^|\s)nocheck(?:\s|=|$)/.test(meta) ? '' : null;
  }
  return (match[1] ?? match[2] ?? '').trim();
}

/** Removes up to `indent` leading spaces, as Markdown does inside indented fences. */
function dedent(line: string, indent: number): string {
  let i = 0;
  while (i < indent && line[i] === ' ') {
    i++;
  }
  return line.slice(i);
}

/**
 * The preamble that ends on the line before `fenceIndex` (one blank line may
 * stand between the comment and the fence), or '' when there is none.
 */
function findPreamble(lines: string[], fenceIndex: number): string {
  let end = fenceIndex - 1;
  if (end >= 0 && lines[end].trim() === '') {
    end--;
  }
  if (end < 0 || !preambleEnd.test(lines[end])) {
    return '';
  }
  for (let start = end - 1; start >= 0; start--) {
    if (preambleStart.test(lines[start])) {
      return lines.slice(start + 1, end).join('\n');
    }
    if (preambleEnd.test(lines[start])) {
      break;
    }
  }
  return '';
}

export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fenceOpen.exec(lines[i]);
    if (!open) {
      continue;
    }
    const [, indentText, fence, info, meta] = open;
    const indent = indentText.length;
    // A closing fence uses the same character, at least as many times.
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) {
      end++;
    }
    const lang = checkedLanguages[info.toLowerCase()];
    if (lang) {
      blocks.push({
        file,
        fenceLine: i + 1,
        lang,
        code: lines
          .slice(i + 1, end)
          .map((line) => dedent(line, indent))
          .join('\n'),
        preamble: findPreamble(lines, i),
        skipReason: readSkipReason(meta),
      });
    }
    i = end;
  }
  return blocks;
}
