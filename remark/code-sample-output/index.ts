/**
 * Remark plugin for the `run`/`output` code sample convention (see the README:
 * "Writing code samples"). The test suite runs a fence marked `run` and compares
 * what it logs with the next fence, marked `output`. For readers:
 * - an `output` fence gets the title "Output" (unless it has its own `title="…"`),
 *   which the theme's CodeBlock reads from the fence's meta string;
 * - the `run` and `output` words are removed from the meta string, so they never
 *   reach the rendered page.
 */
import type {Code, Root} from 'mdast';

type Node = {type: string; children?: Node[]};

const markerWord = /(^|\s)(run|output)(?=\s|$)/g;
const hasOutputWord = /(^|\s)output(?=\s|$)/;
const hasTitle = /(^|\s)title=(["']).*?\2/;

/** The fence meta a reader's page gets for a code block's meta string. */
export function rewriteMeta(meta: string | null | undefined): string | null {
  if (!meta) {
    return meta ?? null;
  }
  // Quoted attribute values (a title that contains "run") are kept as they are.
  const quoted: string[] = [];
  const masked = meta.replace(/(["'])[^]*?\1/g, (value) => `\uE000${quoted.push(value) - 1}\uE000`);
  if (!masked.match(markerWord)) {
    return meta;
  }
  const isOutput = hasOutputWord.test(masked);
  let rewritten = masked
    .replace(markerWord, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => quoted[Number(index)]);
  if (isOutput && !hasTitle.test(rewritten)) {
    rewritten = `${rewritten} title="Output"`.trim();
  }
  return rewritten === '' ? null : rewritten;
}

function visit(node: Node): void {
  if (node.type === 'code') {
    const code = node as unknown as Code;
    code.meta = rewriteMeta(code.meta);
  }
  node.children?.forEach(visit);
}

export default function codeSampleOutput() {
  return (tree: Root): void => {
    visit(tree as unknown as Node);
  };
}
