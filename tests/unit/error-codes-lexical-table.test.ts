import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildErrorCodeTable, tableCodesInProductionCode} from '../../plugins/error-codes';
import {compareVersions, type AllVersionsTable} from '../../plugins/error-codes/allVersions';
import {
  CURRENT_NUMBERING_SINCE,
  LEXICAL_TABLE_REFRESHED_BY,
  mergeLexicalTable,
  parseCodesJson,
  rawFileUrl,
  serialiseLexicalTable,
  tableTemplate,
  validateLexicalTable,
  type LexicalCodeTable,
} from '../../plugins/error-codes/lexicalTable';
import type {ErrorCodeRow} from '../../plugins/error-codes/types';
import {
  commitApiUrl,
  compareCodes,
  isFullCommit,
  lexicalTableFrom,
  lexicalTableOptions,
} from '../../scripts/error-codes/lexicalTable';
import type {ErrorCodeHistory} from '../../scripts/error-codes/history';

const siteDir = path.resolve(__dirname, '../..');
const lexicalTableFile = path.join(siteDir, 'plugins/error-codes/data/lexical-codes.json');
const allVersionsFile = path.join(siteDir, 'plugins/error-codes/data/all-versions.json');
// Reference data kept beside the repository, not in it: only this test reads it.
const oracleFile = path.resolve(siteDir, '../shared/data/lexical-error-codes-history.json');
const oracleExists = fs.existsSync(oracleFile);

const readLexicalTable = () => JSON.parse(fs.readFileSync(lexicalTableFile, 'utf8')) as LexicalCodeTable;
const readAllVersions = () => JSON.parse(fs.readFileSync(allVersionsFile, 'utf8')) as AllVersionsTable;

const commit = '0123456789abcdef0123456789abcdef01234567';
const table = (codes: Record<string, string>): LexicalCodeTable => lexicalTableFrom(codes, 'v0.4.0', commit);

function row(code: number, fields: Partial<ErrorCodeRow>): ErrorCodeRow {
  return {
    code,
    kind: 'error',
    message: `message ${code}`,
    inCurrentVersion: false,
    seenIn: [],
    messageSeenIn: [],
    earlierMessages: [],
    devOnlyIn: [],
    source: 'bundles',
    ...fields,
  };
}

describe("merging Lexical's code table", () => {
  const releases = ['0.1.0', '0.2.0', '0.2.5', '0.3.0', '0.4.0'];
  const oldWording = row(2, {
    message: 'an 0.2 message',
    seenIn: ['0.1.0..0.2.5'],
    messageSeenIn: ['0.2.0..0.2.5'],
    earlierMessages: [{message: 'an 0.1 message', seenIn: ['0.1.0']}],
  });
  const thrown = row(3, {message: 'thrown %s', seenIn: ['0.2.0..0.4.0'], messageSeenIn: ['0.3.0..0.4.0']});
  const thrownFrom030 = row(4, {message: 'thrown from 0.3.0', seenIn: ['0.3.0'], messageSeenIn: ['0.3.0']});
  const devOnly = row(5, {message: 'a development-only check', devOnlyIn: ['0.3.0..0.4.0']});
  const aboveRange = row(9, {
    message: 'a code the table does not reach yet',
    seenIn: ['0.4.0'],
    messageSeenIn: ['0.4.0'],
  });
  const codes = {
    '0': 'never thrown',
    '1': 'never thrown, key "${key}"',
    '2': 'the table message of %s',
    '3': 'thrown %s',
    '4': 'thrown from 0.3.0',
    '5': 'a development-only check',
  };
  const merged = mergeLexicalTable([aboveRange, devOnly, thrownFrom030, thrown, oldWording], table(codes), releases);
  const byCode = new Map(merged.map((r) => [r.code, r]));

  it('gives a code no bundle throws the table message, marked as coming from the table', () => {
    expect(byCode.get(0)).toEqual(row(0, {message: 'never thrown', source: 'lexical-table'}));
    // The table keeps some template literals raw; the page fills %s.
    expect(byCode.get(1)?.message).toBe('never thrown, key "%s"');
    expect(byCode.get(1)?.source).toBe('lexical-table');
  });

  it('keeps the messages early releases used the code for as earlier messages, with their releases', () => {
    expect(byCode.get(2)).toEqual(
      row(2, {
        message: 'the table message of %s',
        source: 'lexical-table',
        seenIn: ['0.1.0..0.2.5'],
        messageSeenIn: [],
        earlierMessages: [
          {message: 'an 0.2 message', seenIn: ['0.2.0..0.2.5']},
          {message: 'an 0.1 message', seenIn: ['0.1.0']},
        ],
      }),
    );
  });

  it('leaves a code a bundle of the current numbering throws unchanged, from its first release on', () => {
    expect(byCode.get(3)).toBe(thrown);
    expect(byCode.get(4)).toBe(thrownFrom030);
    expect(CURRENT_NUMBERING_SINCE).toBe('0.3.0');
  });

  it('leaves a development-only check unchanged', () => {
    expect(byCode.get(5)).toBe(devOnly);
  });

  it("leaves codes above the table's range unchanged, and orders rows by code", () => {
    expect(byCode.get(9)).toBe(aboveRange);
    expect(merged.map((r) => r.code)).toEqual([0, 1, 2, 3, 4, 5, 9]);
  });

  it('counts an early release that used the very words of the table as that message’s release', () => {
    const same = row(2, {message: 'the table message of %s', seenIn: ['0.1.0'], messageSeenIn: ['0.1.0']});
    const [result] = mergeLexicalTable(
      [same],
      table({'0': 'a', '1': 'b', '2': 'the table message of %s'}),
      releases,
    ).filter((r) => r.code === 2);
    expect(result).toMatchObject({source: 'lexical-table', messageSeenIn: ['0.1.0'], earlierMessages: []});
  });

  it('with the committed data: the never-thrown codes lead with the table message, the others stay', () => {
    const lexical = readLexicalTable();
    const allVersions = readAllVersions();
    const built = buildErrorCodeTable([], allVersions, '0.50.0', lexical);
    const find = (code: number) => built.codes.find((r) => r.code === code)!;
    for (const code of [0, 186, 258, 261, 273, 2, 6]) {
      expect(find(code).source, `#${code}`).toBe('lexical-table');
      expect(find(code).message, `#${code}`).toBe(tableTemplate(lexical.codes[code]));
    }
    expect(find(2).earlierMessages).toContainEqual({
      message: 'A ListItemNode must have a ListNode for a parent.',
      seenIn: ['0.1.15..0.1.17', '0.1.21..0.2.5'],
    });
    expect(find(6).earlierMessages.map((w) => w.message)).toContain('insertText: first node is not a text node');
    // Thrown codes and development-only checks are the bundles' rows, whatever the table says.
    const bundlesOnly = buildErrorCodeTable([], allVersions, '0.50.0');
    for (const code of [15, 46, 91, 220, 365, 366])
      expect(find(code), `#${code}`).toEqual(bundlesOnly.codes.find((r) => r.code === code));
    const maxTableCode = Object.keys(lexical.codes).length - 1;
    const fromTable = built.codes.filter((r) => r.source === 'lexical-table');
    expect(fromTable.every((r) => r.code <= maxTableCode)).toBe(true);
    expect(built.codes.length).toBe(bundlesOnly.codes.length + fromTable.filter((r) => r.seenIn.length === 0).length);
    console.log(`Codes leading with Lexical's table message: ${fromTable.map((r) => r.code).join(', ')}`);
  });
});

describe('codes the derivation may have missed', () => {
  it('names table-sourced codes whose message the production code of an installed package holds', () => {
    const built = buildErrorCodeTable([], readAllVersions(), '0.50.0', table({'0': 'unreached', '1': 'reached %s'}));
    const pkg = (name: string, messages: string[]) => ({
      name,
      version: '0.50.0',
      codes: [],
      unmapped: [],
      problems: [],
      messages,
      devOnlyMessages: ['unreached'],
    });
    // Code 1 is thrown by the bundles of the committed data, so only code 0 can be named.
    expect(tableCodesInProductionCode(built, [pkg('@lexical/a', ['reached %s']), pkg('@lexical/b', [])])).toEqual([]);
    expect(
      tableCodesInProductionCode(built, [pkg('@lexical/a', ['unreached']), pkg('@lexical/b', ['unreached'])]),
    ).toEqual(['#0 (@lexical/a, @lexical/b)']);
  });
});

describe('the committed copy of Lexical’s code table', () => {
  it('has the shape the plugin reads and names its source', () => {
    const text = fs.readFileSync(lexicalTableFile, 'utf8');
    const data = validateLexicalTable(JSON.parse(text));
    expect(Object.keys(data)).toEqual(['source', 'refreshedBy', 'codes']);
    expect(data.refreshedBy).toBe(LEXICAL_TABLE_REFRESHED_BY);
    expect(data.source).toMatchObject({repo: 'facebook/lexical', path: 'scripts/error-codes/codes.json'});
    expect(isFullCommit(data.source.commit)).toBe(true);
    expect(data.source.url).toBe(rawFileUrl(data.source.repo, data.source.commit, data.source.path));
    // Written exactly as the refresh command writes it.
    expect(text).toBe(serialiseLexicalTable(data));
    const keys = Object.keys(data.codes);
    expect(keys.length).toBeGreaterThan(300);
    expect(keys).toEqual(keys.map((_, index) => String(index)));
    // The messages are Lexical's own words, template literals included.
    expect(data.codes['34']).toBe('Reconciliation: could not find DOM element for node key "${key}"');
  });

  it.skipIf(!oracleExists)(
    oracleExists
      ? "every message is Lexical's message for the code at the latest release whose table held it (../shared/data oracle)"
      : 'every message matches the oracle (skipped: ../shared/data not present)',
    () => {
      const oracle = JSON.parse(fs.readFileSync(oracleFile, 'utf8')) as ErrorCodeHistory;
      const data = readLexicalTable();
      const bare = (tag: string) => tag.replace(/^v/, '');
      const problems: string[] = [];
      for (const [code, message] of Object.entries(data.codes)) {
        const held = oracle.codes[code] ?? [];
        if (held.length === 0) {
          problems.push(`#${code}: no release's table holds it`);
          continue;
        }
        const latest = held.reduce((a, b) => (compareVersions(bare(b.releases[1]), bare(a.releases[1])) > 0 ? b : a));
        if (latest.message !== message)
          problems.push(`#${code}: "${message}", but ${latest.releases[1]}'s table says "${latest.message}"`);
      }
      console.log(`Lexical's table copy against the oracle: ${Object.keys(data.codes).length} codes compared`);
      expect(problems).toEqual([]);
    },
  );
});

describe('reading codes.json', () => {
  const valid = '{\n  "0": "first",\n  "1": "second \\"${key}\\"",\n  "2": "third %s"\n}\n';

  it('reads codes and messages exactly', () => {
    expect(parseCodesJson(valid)).toEqual({'0': 'first', '1': 'second "${key}"', '2': 'third %s'});
  });

  it('rejects what is not a table of codes 0, 1, 2, ... with messages', () => {
    expect(() => parseCodesJson('{"0": "a",')).toThrow(/not JSON/);
    expect(() => parseCodesJson('["a"]')).toThrow(/expected an object/);
    expect(() => parseCodesJson('{}')).toThrow(/holds no codes/);
    expect(() => parseCodesJson('{"0": "a", "01": "b"}')).toThrow(/"01" is not a code/);
    expect(() => parseCodesJson('{"0": "a", "x": "b"}')).toThrow(/"x" is not a code/);
    expect(() => parseCodesJson('{"0": "a", "1": ""}')).toThrow(/code 1 has no message/);
    expect(() => parseCodesJson('{"0": "a", "1": 7}')).toThrow(/code 1 has no message/);
    expect(() => parseCodesJson('{"0": "a", "2": "c"}')).toThrow(/codes are skipped: 1/);
    expect(() => parseCodesJson('{\n  "0": "a",\n  "1": "b",\n  "1": "c"\n}')).toThrow(/more than once: 1/);
  });

  it('rejects a data file without a pinned source', () => {
    const good = table({'0': 'a'});
    expect(validateLexicalTable(good)).toBe(good);
    expect(() => validateLexicalTable({...good, source: {...good.source, commit: 'v0.50.0'}})).toThrow(
      /source\.commit is not a full commit hash/,
    );
    expect(() => validateLexicalTable({...good, source: undefined})).toThrow(/no source/);
    expect(() => validateLexicalTable({...good, refreshedBy: 'by hand'})).toThrow(/refreshedBy/);
    expect(() => validateLexicalTable({...good, codes: {'1': 'b'}})).toThrow(/codes: codes are skipped: 0/);
  });
});

describe('the refresh command, without the network', () => {
  it('asks for the installed release tag unless --ref says otherwise', () => {
    expect(lexicalTableOptions([], '0.50.0')).toEqual({ref: 'v0.50.0'});
    expect(lexicalTableOptions(['--ref', 'main'], '0.50.0')).toEqual({ref: 'main'});
    expect(lexicalTableOptions(['--ref=v0.49.0'], '0.50.0')).toEqual({ref: 'v0.49.0'});
    expect(() => lexicalTableOptions(['--ref'], '0.50.0')).toThrow(/--ref needs a value/);
    expect(() => lexicalTableOptions(['--reff', 'x'], '0.50.0')).toThrow(/Unknown option --reff/);
  });

  it('pins the source to the commit the ref resolved to', () => {
    expect(isFullCommit('v0.50.0')).toBe(false);
    expect(isFullCommit(commit)).toBe(true);
    expect(commitApiUrl('facebook/lexical', 'v0.50.0')).toBe(
      'https://api.github.com/repos/facebook/lexical/commits/v0.50.0',
    );
    expect(lexicalTableFrom({'0': 'a'}, 'v0.50.0', commit.toUpperCase()).source).toEqual({
      repo: 'facebook/lexical',
      path: 'scripts/error-codes/codes.json',
      ref: 'v0.50.0',
      commit,
      url: `https://raw.githubusercontent.com/facebook/lexical/${commit}/scripts/error-codes/codes.json`,
    });
  });

  it('reports added, removed and changed codes against the committed copy', () => {
    expect(compareCodes({'0': 'a', '1': 'b', '2': 'c'}, {'0': 'a', '1': 'B', '3': 'd'})).toEqual({
      added: [3],
      removed: [2],
      changed: [{code: 1, before: 'b', after: 'B'}],
    });
  });
});
