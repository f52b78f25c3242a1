/**
 * Finds the TypeScript code blocks of a Markdown/MDX page, with the hidden
 * preamble a page may give a block, and pairs each runnable block (fence meta
 * word `run`) with the output block that follows it (fence meta word `output`).
 * See the README: "Writing code samples".
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
  /** True when the fence's meta has the word `run`: the test suite executes the block. */
  run: boolean;
  /**
   * True when the fence's meta has the word `live`: the page runs it as an editable example
   * (plugins/live-examples), so its default export must be a mount function or a React component.
   */
  live: boolean;
  /**
   * For a `run` block, the text of the `output` block that follows it (what the
   * block's console.log calls print), or null when there is none.
   */
  expectedOutput: string | null;
  /** 1-based line of the output block's opening fence, or null. */
  outputLine: number | null;
};

/** A mistake in how a page marks its samples, such as a `run` block with no output. */
export type SampleError = {file: string; line: number; message: string};

export type ExtractedPage = {blocks: CodeBlock[]; errors: SampleError[]};

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

/**
 * The bare words of a fence's meta string, without `key=value` attributes
 * (so `title="run it"` does not count as the word `run`).
 */
export function metaWords(meta: string): string[] {
  return meta
    .replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S*)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
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

type Fence = {
  /** 0-based index of the opening line and of the closing line (or lines.length). */
  open: number;
  close: number;
  lang: string;
  meta: string;
  indent: number;
};

/** Every top-level fence of a page (fences nested in a longer fence are content). */
export function findFences(lines: string[]): Fence[] {
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fenceOpen.exec(lines[i]);
    if (!open) {
      continue;
    }
    const [, indentText, fence, info, meta] = open;
    // A closing fence uses the same character, at least as many times.
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) {
      end++;
    }
    fences.push({open: i, close: end, lang: info.toLowerCase(), meta, indent: indentText.length});
    i = end;
  }
  return fences;
}

function fenceBody(lines: string[], fence: Fence): string {
  return lines
    .slice(fence.open + 1, fence.close)
    .map((line) => dedent(line, fence.indent))
    .join('\n');
}

/** True when only blank lines stand between the end of `before` and the start of `after`. */
function adjacent(lines: string[], before: Fence, after: Fence): boolean {
  return lines.slice(before.close + 1, after.open).every((line) => line.trim() === '');
}

/**
 * The checked blocks of a page, each `run` block with its expected output, and
 * the mistakes in run/output marking: a `run` block not followed by an `output`
 * block, an `output` block that no `run` block precedes, `run` on a block of a
 * language that is not run.
 */
export function extractPage(file: string, source: string): ExtractedPage {
  const lines = source.split(/\r?\n/);
  const fences = findFences(lines);
  const blocks: CodeBlock[] = [];
  const errors: SampleError[] = [];
  const claimedOutputs = new Set<Fence>();

  fences.forEach((fence, index) => {
    const words = metaWords(fence.meta);
    const lang = checkedLanguages[fence.lang];
    const run = words.includes('run');
    if (run && !lang) {
      errors.push({
        file,
        line: fence.open + 1,
        message: `\`run\` only works on ts, tsx and typescript blocks, not on \`${fence.lang || '(no language)'}\``,
      });
    }
    if (words.includes('live') && !lang) {
      errors.push({file, line: fence.open + 1, message: `\`live\` only works on ts and tsx blocks`});
    }
    if (words.includes('live') && run) {
      errors.push({file, line: fence.open + 1, message: 'a block is either `live` (on the page) or `run` (in tests)'});
    }
    if (!lang) {
      return;
    }
    let expectedOutput: string | null = null;
    let outputLine: number | null = null;
    if (run) {
      const next = fences[index + 1];
      if (next && metaWords(next.meta).includes('output') && adjacent(lines, fence, next)) {
        claimedOutputs.add(next);
        expectedOutput = fenceBody(lines, next);
        outputLine = next.open + 1;
      } else {
        errors.push({
          file,
          line: fence.open + 1,
          message:
            'a `run` block must be followed by its expected output: the next fenced block, ' +
            'with only blank lines between, marked `output` (e.g. ```text output)',
        });
      }
    }
    blocks.push({
      file,
      fenceLine: fence.open + 1,
      lang,
      code: fenceBody(lines, fence),
      preamble: findPreamble(lines, fence.open),
      skipReason: readSkipReason(fence.meta),
      run,
      live: words.includes('live'),
      expectedOutput,
      outputLine,
    });
  });

  for (const fence of fences) {
    if (metaWords(fence.meta).includes('output') && !claimedOutputs.has(fence)) {
      errors.push({
        file,
        line: fence.open + 1,
        message:
          'an `output` block must come right after a `run` block (only blank lines between); ' +
          'mark the sample before it `run`, or remove `output`',
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return {blocks, errors};
}

/** The checked (ts, tsx, typescript) blocks of a page. */
export function extractCodeBlocks(file: string, source: string): CodeBlock[] {
  return extractPage(file, source).blocks;
}
