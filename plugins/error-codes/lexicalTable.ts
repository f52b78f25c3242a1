/**
 * Lexical's own code table: `scripts/error-codes/codes.json` in its repository,
 * kept here as committed data (data/lexical-codes.json, written by
 * scripts/error-codes-lexical-table.ts).
 *
 * The published bundles stay the source of every code a release throws. The
 * table only fills in codes that no production bundle of the current numbering
 * throws: Lexical gave them a message (the table only grows), but the check
 * was removed, renamed into another code or never shipped in a production
 * build, so pairing bundles cannot find it. Without the table such a code
 * decodes to nothing, or only to the unrelated message an early release
 * (before the current numbering) used it for.
 *
 * No Node imports here: the script, the plugin and the tests share it.
 */
import {compareVersions, fromRanges} from './allVersions';
import type {ErrorCodeRow} from './types';

/** The command that rewrites data/lexical-codes.json. */
export const LEXICAL_TABLE_REFRESHED_BY = 'npm run error-codes:lexical-table';

/**
 * The first release of the current numbering. Releases 0.1 and 0.2 renumbered
 * every message several times; from 0.3.0 on a code keeps the message the
 * table gives it (the all-versions script finds the last renumbering between
 * 0.2.9 and 0.3.0). A code seen only before this release is not "thrown" in
 * the table's sense.
 */
export const CURRENT_NUMBERING_SINCE = '0.3.0';

export interface LexicalTableSource {
  /** GitHub repository, `owner/name`. */
  repo: string;
  /** The file's path in the repository. */
  path: string;
  /** The ref the table was asked for: a release tag such as `v0.50.0`, or a commit. */
  ref: string;
  /** The commit the file was read at. */
  commit: string;
  /** The file's raw address at `commit`. */
  url: string;
}

export interface LexicalCodeTable {
  source: LexicalTableSource;
  refreshedBy: string;
  /** Code (as a decimal string) to message, exactly as Lexical's file has it. */
  codes: Record<string, string>;
}

const COMMIT = /^[0-9a-f]{40}$/;
const CODE_KEY = /^(0|[1-9]\d*)$/;

/** The raw address of a file of a GitHub repository at a ref. */
export function rawFileUrl(repo: string, ref: string, filePath: string): string {
  return `https://raw.githubusercontent.com/${repo}/${encodeURIComponent(ref)}/${filePath}`;
}

/**
 * Checks a code-to-message map: keys are the codes 0, 1, 2, ... with none
 * skipped (Lexical numbers a new message with the next free code), values
 * are non-empty strings. Returns every problem found.
 */
function codeProblems(codes: unknown): string[] {
  if (typeof codes !== 'object' || codes === null || Array.isArray(codes))
    return ['expected an object mapping codes to messages'];
  const problems: string[] = [];
  const entries = Object.entries(codes as Record<string, unknown>);
  if (entries.length === 0) problems.push('it holds no codes');
  for (const [key, message] of entries) {
    if (!CODE_KEY.test(key)) problems.push(`"${key}" is not a code (a non-negative whole number)`);
    else if (typeof message !== 'string' || message.trim() === '')
      problems.push(`code ${key} has no message (${JSON.stringify(message)})`);
  }
  const numbers = new Set(entries.map(([key]) => key).filter((key) => CODE_KEY.test(key)));
  const missing: number[] = [];
  for (let code = 0; code < numbers.size; code++) if (!numbers.has(String(code))) missing.push(code);
  if (missing.length > 0) problems.push(`codes are skipped: ${missing.slice(0, 10).join(', ')}`);
  return problems;
}

/**
 * Reads the text of Lexical's codes.json. Throws, listing every problem, when
 * it is not JSON, maps anything but codes to messages, skips a code, or names
 * a code twice (JSON.parse would silently keep the last one).
 */
export function parseCodesJson(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`codes.json is not JSON: ${(error as Error).message}`);
  }
  const problems = codeProblems(parsed);
  if (problems.length === 0) {
    const keys = [...text.matchAll(/^\s*"(\d+)"\s*:/gm)].map((match) => match[1]);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    if (repeated.length > 0) problems.push(`codes named more than once: ${[...new Set(repeated)].join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`codes.json: ${problems.join('; ')}`);
  return parsed as Record<string, string>;
}

/** Checks what data/lexical-codes.json holds, throwing with every problem found. */
export function validateLexicalTable(value: unknown): LexicalCodeTable {
  const problems: string[] = [];
  const table = value as Partial<LexicalCodeTable> | null;
  if (typeof table !== 'object' || table === null) throw new Error('Lexical code table: expected an object');
  const source = table.source as Partial<LexicalTableSource> | undefined;
  if (typeof source !== 'object' || source === null) problems.push('no source');
  else {
    for (const key of ['repo', 'path', 'ref', 'url'] as const)
      if (typeof source[key] !== 'string' || source[key] === '') problems.push(`source.${key} is missing`);
    if (typeof source.commit !== 'string' || !COMMIT.test(source.commit))
      problems.push(`source.commit is not a full commit hash (${JSON.stringify(source.commit)})`);
  }
  if (table.refreshedBy !== LEXICAL_TABLE_REFRESHED_BY)
    problems.push(`refreshedBy is ${JSON.stringify(table.refreshedBy)}, not "${LEXICAL_TABLE_REFRESHED_BY}"`);
  problems.push(...codeProblems(table.codes).map((problem) => `codes: ${problem}`));
  if (problems.length > 0) throw new Error(`Lexical code table: ${problems.join('; ')}`);
  return table as LexicalCodeTable;
}

/** The data file's text: codes in numeric order, two-space indent, final newline. */
export function serialiseLexicalTable(table: LexicalCodeTable): string {
  const codes = Object.fromEntries(Object.entries(table.codes).sort(([a], [b]) => Number(a) - Number(b)));
  const {repo, path, ref, commit, url} = table.source;
  const ordered = {source: {repo, path, ref, commit, url}, refreshedBy: table.refreshedBy, codes};
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/**
 * A message of the table as a template the page fills: the table keeps a few
 * template literals raw (`"${key}"`) where a thrown message has a value.
 */
export function tableTemplate(message: string): string {
  return message.replace(/\$\{[^}]*\}/g, '%s');
}

/** Whether a production bundle of a release of the current numbering throws the row's code. */
export function thrownInCurrentNumbering(row: ErrorCodeRow, releases: string[]): boolean {
  return (
    row.inCurrentVersion ||
    fromRanges(row.seenIn, releases).some((version) => compareVersions(version, CURRENT_NUMBERING_SINCE) >= 0)
  );
}

/**
 * Gives every code of Lexical's table that no production bundle of the
 * current numbering throws, and that is not a development-only check, the
 * table's message as its leading message (`source: 'lexical-table'`). The
 * messages early releases used the code for stay, as earlier messages.
 * Codes the bundles throw, development-only checks and codes above the
 * table's range are returned unchanged. Rows come back ordered by code.
 */
export function mergeLexicalTable(rows: ErrorCodeRow[], table: LexicalCodeTable, releases: string[]): ErrorCodeRow[] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const [key, tableMessage] of Object.entries(table.codes)) {
    const code = Number(key);
    const row = byCode.get(code);
    if (row && (row.devOnlyIn.length > 0 || thrownInCurrentNumbering(row, releases))) continue;
    const message = tableTemplate(tableMessage);
    const wordings = row ? [{message: row.message, seenIn: row.messageSeenIn}, ...row.earlierMessages] : [];
    // An early release that happened to use the table's very wording.
    const same = wordings.find((wording) => wording.message === message);
    byCode.set(code, {
      code,
      kind: 'error',
      message,
      inCurrentVersion: false,
      seenIn: row?.seenIn ?? [],
      messageSeenIn: same?.seenIn ?? [],
      earlierMessages: wordings.filter((wording) => wording !== same),
      devOnlyIn: [],
      source: 'lexical-table',
    });
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}
