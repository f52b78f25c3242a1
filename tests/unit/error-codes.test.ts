import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {countPlaceholders, extractDevCalls, extractProdCalls, pairBundles} from '../../plugins/error-codes/derive';
import {numberingEras, reconcileReleases} from '../../plugins/error-codes/consensus';
import {inferDevOnlyCodes} from '../../plugins/error-codes/devOnlyCodes';
import type {PackageCodes} from '../../plugins/error-codes/packages';
import {derivePackageCodes, readSourceInvariants} from '../../plugins/error-codes/packages';
import {fillMessage, matchesFilter, parseErrorQuery, MAX_VALUE_LENGTH} from '../../plugins/error-codes/format';
import {fromRanges, toRanges, type AllVersionsTable} from '../../plugins/error-codes/allVersions';
import {buildErrorCodeTable, installedPackageRoots, validateOptions} from '../../plugins/error-codes';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {allowedMessages, loadHistory} from '../../scripts/error-codes/history';

const siteDir = path.resolve(__dirname, '../..');
const allVersionsFile = path.join(siteDir, 'plugins/error-codes/data/all-versions.json');

// A tiny pair of bundles shaped like Lexical's: the same two functions, minified
// (with the if/else flipped, as terser does) and not.
const devBundle = `
function formatDevErrorMessage(message) { throw new Error(message); }
class Box {
  getChild(key) {
    const child = this.children.get(key);
    if (!(child != null)) {
      formatDevErrorMessage(\`Box \${this.name} has no child \${key}\`);
    }
    return child;
  }
  open() {
    if (!this.isLocked()) {
      if (!(this.lid != null)) {
        formatDevErrorMessage(\`Box has no lid\`);
      }
    } else {
      {
        formatDevErrorMessage(\`Box is locked\`);
      }
    }
  }
}
function onlyInDev(x) {
  {
    if (!(x.size > 1)) {
      formatDevErrorMessage(\`dev-only check\`);
    }
  }
}`;
const prodBundle = `"use strict";function t(t,...e){const n=new URLSearchParams;n.append("code",t);for(const t of e)n.append("v",t);throw Error(\`Minified Lexical error #\${t}; visit https://lexical.dev/docs/error?\${n} for the full message\`)}
class o{getChild(e){const n=this.children.get(e);return null==n&&t(7,this.name,e),n}open(){this.isLocked()?t(9):null==this.lid&&t(8)}}`;

describe('derivation from bundles', () => {
  it('finds coded calls and messages', () => {
    const prod = extractProdCalls(prodBundle);
    expect(prod.map((c) => [c.code, c.argCount, c.kind])).toEqual([
      [7, 2, 'error'],
      [9, 0, 'error'],
      [8, 0, 'error'],
    ]);
    const dev = extractDevCalls(devBundle).filter((c) => !c.message.startsWith('Minified'));
    expect(dev.map((c) => [c.message, c.argCount, c.devOnly])).toEqual([
      ['Box %s has no child %s', 2, false],
      ['Box has no lid', 0, false],
      ['Box is locked', 0, false],
      ['dev-only check', 0, true],
    ]);
  });

  it('pairs codes with messages even when the minifier flipped a branch', () => {
    const result = pairBundles(prodBundle, devBundle);
    expect(result.unmapped).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(Object.fromEntries(result.codes.map((c) => [c.code, c.message]))).toEqual({
      7: 'Box %s has no child %s',
      8: 'Box has no lid',
      9: 'Box is locked',
    });
  });

  it('reports a code it cannot pair', () => {
    const result = pairBundles(prodBundle.replace('t(7,this.name,e)', 't(7,this.name,e,1)'), devBundle);
    expect(result.unmapped).toEqual([7]);
  });

  it('leaves out messages of functions only development code calls, and hand-written errors', () => {
    const dev = `
function formatDevErrorMessage(message) { throw new Error(message); }
function check(point) {
  if (!(point.key != null)) {
    formatDevErrorMessage(\`check: no key\`);
  }
}
function read(node) {
  {
    check(node);
  }
  if (!(node.size > 0)) {
    formatDevErrorMessage(\`read: empty node\`);
  }
  if (node.frozen) {
    throw new Error('Cannot write to a frozen node');
  }
}
exports.read = read;`;
    const prod = `function t(t){throw Error(\`Minified Lexical error #\${t}\`)}exports.read=function(e){e.size>0||t(3);if(e.frozen)throw Error("Cannot write to a frozen node")};`;
    const calls = extractDevCalls(dev);
    expect(calls.find((c) => c.message === 'check: no key')?.devOnly).toBe(true);
    expect(calls.find((c) => c.message === 'read: empty node')?.devOnly).toBe(false);
    const result = pairBundles(prod, dev);
    expect(result.messages).toEqual(['read: empty node']);
    expect(result.codes.map((c) => [c.code, c.message])).toEqual([[3, 'read: empty node']]);
  });

  it('finds calls made through an interop alias and tells call sites apart by constant values', () => {
    const dev = `
function formatDevErrorMessage(message) { throw new Error(message); }
const Ids = {unmarked: 0, temporary: 1, permanent: 2};
function markTemporary(state) {
  if (!(state.id === Ids.unmarked)) {
    formatDevErrorMessage(\`Can not mark temporary from \${String(state.id)} (expected \${String(Ids.unmarked)})\`);
  }
}
function markPermanent(state) {
  if (!(state.id === Ids.temporary)) {
    formatDevErrorMessage(\`Can not mark permanent from \${String(state.id)} (expected \${String(Ids.temporary)})\`);
  }
}`;
    // The minifier inlined markTemporary after markPermanent and renamed the constants.
    const prod = `function nb(a){throw Error(\`Minified Lexical error #\${a}\`)}var r=nb&&nb.__esModule?nb.default:nb;const X=0,q=1,Q=2;
function ae(e){e.id===q||r(8,String(e.id),String(q))}function sort(s){s.id===X||r(7,String(s.id),String(X))}`;
    expect(extractProdCalls(prod).map((c) => c.code)).toEqual([8, 7]);
    const result = pairBundles(prod, dev);
    expect(Object.fromEntries(result.codes.map((c) => [c.code, c.message]))).toEqual({
      7: 'Can not mark temporary from %s (expected %s)',
      8: 'Can not mark permanent from %s (expected %s)',
    });
  });

  it('reads a formatter the minifier inlined where it is called once', () => {
    const prod = `function mount(e){if(e.root)(function(c){const u=new URL("https://lexical.dev/docs/error");throw u.search=String(c),Error(\`Minified Lexical error #\${c}; visit \${u}\`)})(322);e.root=1}`;
    expect(extractProdCalls(prod).map((call) => [call.code, call.kind])).toEqual([[322, 'error']]);
    const installed = fs.readFileSync(
      path.join(siteDir, 'node_modules/@lexical/react/dist/LexicalReactPluginHostExtension.prod.js'),
      'utf8',
    );
    expect(extractProdCalls(installed).map((call) => call.code)).toContain(322);
  });

  it('maps every code of every installed production bundle, consistent with src/', () => {
    for (const root of installedPackageRoots(path.join(siteDir, 'node_modules'))) {
      const pkg = derivePackageCodes(root);
      expect(pkg.unmapped, pkg.name).toEqual([]);
      expect(pkg.problems, pkg.name).toEqual([]);
      const source = readSourceInvariants(root);
      for (const code of pkg.codes) {
        expect(countPlaceholders(code.message), `${pkg.name} #${code.code}`).toBe(code.argCount);
        const inSource = source.find((s) => s.message === code.message);
        expect(inSource, `${pkg.name} #${code.code} "${code.message}" is an invariant in src/`).toBeDefined();
        expect(inSource!.argCount).toBe(code.argCount);
      }
    }
  }, 120_000);
});

describe('cross-release consensus', () => {
  const pkg = (version: string, codes: [number, string][], messages: string[]): PackageCodes => ({
    name: 'lexical',
    version,
    codes: codes.map(([code, message]) => ({code, kind: 'error', message, argCount: 0})),
    unmapped: [],
    problems: [],
    messages,
    devOnlyMessages: [],
  });

  it('corrects the release whose pairing disagrees with the others', () => {
    const both = ['Unable to find an active editor state', 'Unable to find an active editor'];
    const perVersion = new Map([
      [
        '0.5.0',
        [
          pkg(
            '0.5.0',
            [
              [15, both[1]],
              [16, both[0]],
            ],
            both,
          ),
        ],
      ],
      [
        '0.6.0',
        [
          pkg(
            '0.6.0',
            [
              [15, both[0]],
              [16, both[1]],
            ],
            both,
          ),
        ],
      ],
      [
        '0.7.0',
        [
          pkg(
            '0.7.0',
            [
              [15, both[0]],
              [16, both[1]],
            ],
            both,
          ),
        ],
      ],
    ]);
    const {corrected} = reconcileReleases(['0.5.0', '0.6.0', '0.7.0'], perVersion);
    expect(corrected).toEqual(['0.5.0 lexical #15', '0.5.0 lexical #16']);
    expect(perVersion.get('0.5.0')![0].codes.map((c) => c.message)).toEqual(both);
  });

  it('numbers development-only checks by the order the table grew in, and guesses nothing when ambiguous', () => {
    const releases = ['0.1.0', '0.2.0', '0.3.0'];
    // 0.2.0 adds thrown checks with codes 2 and 5 and, read between them, development-only ones.
    const history = (devOnly: string[]) =>
      new Map(
        releases.map((version, index) => {
          const codes: [number, string][] =
            index === 0
              ? [
                  [0, 'a'],
                  [1, 'b'],
                ]
              : [
                  [0, 'a'],
                  [1, 'b'],
                  [2, 'c'],
                  [5, 'f'],
                ];
          const p = pkg(
            version,
            codes,
            codes.map(([, m]) => m),
          );
          return [version, [{...p, devOnlyMessages: index === 0 ? [] : devOnly}]];
        }),
      );
    expect(inferDevOnlyCodes(releases, history(['x', 'y']))).toEqual([
      {code: 3, message: 'x', versions: ['0.2.0', '0.3.0']},
      {code: 4, message: 'y', versions: ['0.2.0', '0.3.0']},
    ]);
    expect(inferDevOnlyCodes(releases, history(['x', 'y', 'z']))).toEqual([]);
  });

  it('splits releases where the numbering started over', () => {
    const messages = ['a', 'b', 'c', 'd', 'e', 'f'];
    const numbered = (offset: number) => messages.map((m, i): [number, string] => [i + offset, m]);
    const perVersion = new Map([
      ['0.1.0', [pkg('0.1.0', numbered(0), messages)]],
      ['0.2.0', [pkg('0.2.0', numbered(0), messages)]],
      ['0.3.0', [pkg('0.3.0', numbered(10), messages)]],
    ]);
    expect(numberingEras(['0.1.0', '0.2.0', '0.3.0'], perVersion)).toEqual([['0.1.0', '0.2.0'], ['0.3.0']]);
  });
});

describe('all-versions table', () => {
  let table: AllVersionsTable;
  beforeAll(() => {
    table = JSON.parse(fs.readFileSync(allVersionsFile, 'utf8')) as AllVersionsTable;
  });

  it('round-trips version ranges', () => {
    const releases = ['0.1.0', '0.2.0', '0.3.0', '0.4.0', '0.5.0'];
    expect(toRanges(['0.4.0', '0.1.0', '0.2.0', '0.5.0'], releases)).toEqual(['0.1.0..0.2.0', '0.4.0..0.5.0']);
    expect(fromRanges(['0.1.0..0.2.0', '0.4.0'], releases)).toEqual(['0.1.0', '0.2.0', '0.4.0']);
  });

  it("holds every code of every release to Lexical's own numbering, with no exception", (context) => {
    const loaded = loadHistory();
    if (!('history' in loaded)) {
      console.log(`Skipped the check against Lexical's own numbering: ${loaded.missing}`);
      context.skip();
      return;
    }
    const {history} = loaded;
    const disagreements: string[] = [];
    let compared = 0;
    for (const [code, entry] of Object.entries(table.codes)) {
      const wordings = [
        {message: entry.message, seenIn: entry.devOnlyIn ?? entry.messageSeenIn ?? entry.seenIn},
        ...(entry.earlierMessages ?? []),
      ];
      for (const wording of wordings)
        for (const version of fromRanges(wording.seenIn, table.releases)) {
          const allowed = allowedMessages(history, Number(code), version);
          if (!allowed) continue;
          compared++;
          if (!allowed.includes(wording.message))
            disagreements.push(`${version} #${code}: table "${wording.message}", Lexical "${allowed.join('" or "')}"`);
        }
    }
    console.log(`Lexical's own numbering: ${compared} (code, release) pairs compared, ${disagreements.length} differ`);
    expect(compared).toBeGreaterThan(10_000);
    expect(disagreements).toEqual([]);
  });

  it('fails the build naming package and code when a code cannot be mapped', () => {
    const pkg = {
      name: '@lexical/example',
      version: '0.50.0',
      codes: [],
      unmapped: [{code: 4242, bundle: 'dist/X.prod.js'}],
      problems: [],
      messages: [],
      devOnlyMessages: [],
    };
    expect(() => buildErrorCodeTable([pkg], table, '0.50.0')).toThrow(/@lexical\/example@0\.50\.0: code 4242/);
  });

  it('fails the build when the installed codes disagree with the committed table', () => {
    const pkg = {
      name: 'lexical',
      version: '0.50.0',
      codes: [{code: 19, kind: 'error' as const, message: 'changed %s', argCount: 1}],
      unmapped: [],
      problems: [],
      messages: [],
      devOnlyMessages: [],
    };
    expect(() => buildErrorCodeTable([pkg], table, '0.50.0')).toThrow(/code 19 .*all-versions table/);
  });
});

describe('plugin options', () => {
  const check = (options: unknown) => validateOptions({options, validate: normalizePluginOptions as never});
  it('fills in the defaults', () => {
    expect(check({})).toMatchObject({routePath: '/docs/error', nodeModulesDir: 'node_modules'});
  });
  it('rejects unknown keys and a route that is not a path', () => {
    expect(() => check({routepath: '/x'})).toThrow(/routepath/);
    expect(() => check({routePath: 'docs/error'})).toThrow(/routePath/);
  });
});

describe('formatting', () => {
  it('fills each %s in order, as text', () => {
    const filled = fillMessage('Node %s of type %s', ['<b>1</b>', 'text']);
    expect(filled.text).toBe('Node <b>1</b> of type text');
    expect(filled.parts).toEqual([
      {type: 'text', text: 'Node '},
      {type: 'value', index: 0, text: '<b>1</b>'},
      {type: 'text', text: ' of type '},
      {type: 'value', index: 1, text: 'text'},
    ]);
  });

  it('handles too few and too many values', () => {
    expect(fillMessage('a %s b %s', ['x']).missingCount).toBe(1);
    expect(fillMessage('a %s b %s', ['x']).parts.at(-1)).toEqual({type: 'missing', index: 1});
    expect(fillMessage('a %s', ['x', 'y', 'z']).extraValues).toEqual(['y', 'z']);
    expect(fillMessage('no values', []).text).toBe('no values');
  });

  it('shortens huge values', () => {
    const part = fillMessage('%s', ['x'.repeat(10_000)]).parts[0];
    expect(part).toMatchObject({type: 'value', truncatedFrom: 10_000});
    expect(part.type === 'value' && part.text.length).toBe(MAX_VALUE_LENGTH + 1);
  });

  it('reads the query string and rejects garbage codes', () => {
    expect(parseErrorQuery('')).toEqual({state: 'no-code'});
    expect(parseErrorQuery('?code=19&v=a&v=b')).toEqual({state: 'code', code: 19, values: ['a', 'b'], extraCodes: []});
    expect(parseErrorQuery('?code=abc')).toMatchObject({state: 'invalid', raw: 'abc'});
    expect(parseErrorQuery('?code=-1')).toMatchObject({state: 'invalid', raw: '-1'});
    expect(parseErrorQuery('?code=1e3')).toMatchObject({state: 'invalid'});
    expect(parseErrorQuery('?code=3&code=4')).toMatchObject({state: 'code', code: 3, extraCodes: ['4']});
    expect(parseErrorQuery('?code=5&v=%3Cscript%3E')).toMatchObject({values: ['<script>']});
  });

  it('filters by number prefix or by every word', () => {
    const row = {code: 192, message: 'Unable to find an active editor'};
    expect(matchesFilter(row, '19')).toBe(true);
    expect(matchesFilter(row, '#192')).toBe(true);
    expect(matchesFilter(row, '20')).toBe(false);
    expect(matchesFilter(row, 'ACTIVE find')).toBe(true);
    expect(matchesFilter(row, 'active selection')).toBe(false);
  });
});
