/**
 * The parts of scripts/error-codes-lexical-table.ts that need no network:
 * reading its options, and comparing a fresh copy of Lexical's code table with
 * the committed one.
 */
import {LEXICAL_TABLE_REFRESHED_BY, rawFileUrl, type LexicalCodeTable} from '../../plugins/error-codes/lexicalTable';

export const LEXICAL_REPO = 'facebook/lexical';
export const CODES_PATH = 'scripts/error-codes/codes.json';

const FULL_COMMIT = /^[0-9a-f]{40}$/i;

/** `--ref REF` or `--ref=REF`; by default the release tag of the installed lexical (`v0.50.0`). */
export function lexicalTableOptions(args: readonly string[], installedVersion: string): {ref: string} {
  let ref = `v${installedVersion}`;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--ref') {
      const value = args[i + 1];
      if (!value || value.startsWith('--')) throw new Error('--ref needs a value: a tag, branch or commit');
      ref = value;
      i++;
    } else if (arg.startsWith('--ref=')) {
      ref = arg.slice('--ref='.length);
      if (!ref) throw new Error('--ref needs a value: a tag, branch or commit');
    } else throw new Error(`Unknown option ${arg} (the only option is --ref REF)`);
  }
  return {ref};
}

/** Whether a ref is already a full commit hash (no need to ask GitHub which commit it names). */
export function isFullCommit(ref: string): boolean {
  return FULL_COMMIT.test(ref);
}

/** The GitHub API address that answers a ref's commit hash (with `Accept: application/vnd.github.sha`). */
export function commitApiUrl(repo: string, ref: string): string {
  return `https://api.github.com/repos/${repo}/commits/${encodeURIComponent(ref)}`;
}

/** The data file's content for Lexical's codes read at `commit` (asked for as `ref`). */
export function lexicalTableFrom(codes: Record<string, string>, ref: string, commit: string): LexicalCodeTable {
  return {
    source: {
      repo: LEXICAL_REPO,
      path: CODES_PATH,
      ref,
      commit: commit.toLowerCase(),
      url: rawFileUrl(LEXICAL_REPO, commit.toLowerCase(), CODES_PATH),
    },
    refreshedBy: LEXICAL_TABLE_REFRESHED_BY,
    codes,
  };
}

export interface CodesChange {
  added: number[];
  removed: number[];
  /** Codes whose message differs: Lexical's table only grows, so each one deserves a look. */
  changed: {code: number; before: string; after: string}[];
}

export function compareCodes(before: Record<string, string>, after: Record<string, string>): CodesChange {
  const codes = (table: Record<string, string>) => Object.keys(table).map(Number);
  const added = codes(after).filter((code) => !(code in before));
  const removed = codes(before).filter((code) => !(code in after));
  const changed = codes(after)
    .filter((code) => code in before && before[code] !== after[code])
    .map((code) => ({code, before: before[code], after: after[code]}));
  const ascending = (a: number, b: number) => a - b;
  return {added: added.sort(ascending), removed: removed.sort(ascending), changed};
}
