/**
 * What a `run` sample prints and how it is compared with its `output` block
 * (see the README: "Writing code samples").
 */

/**
 * One console.log call as one line (arguments joined by a space): a string as is,
 * any other value as `JSON.stringify(value, null, 2)` (`undefined` and functions as `String(value)`).
 */
export function formatLogCall(args: unknown[]): string {
  return args
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value))))
    .join(' ');
}

/** Output with trailing whitespace removed from each line and from the end. */
export function normalizeOutput(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\s+$/, '');
}

/** The module the test writes for a block: its hidden preamble, then its code. */
export function runnableSource(preamble: string, code: string): string {
  return `${preamble}\n${code}\nexport {};\n`;
}
