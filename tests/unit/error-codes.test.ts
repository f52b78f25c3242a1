import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {countPlaceholders, extractDevCalls, extractProdCalls, pairBundles} from '../../plugins/error-codes/derive';
import {derivePackageCodes, readSourceInvariants} from '../../plugins/error-codes/packages';
import {fillMessage, matchesFilter, parseErrorQuery, MAX_VALUE_LENGTH} from '../../plugins/error-codes/format';
import {fromRanges, toRanges, type AllVersionsTable} from '../../plugins/error-codes/allVersions';
import {buildErrorCodeTable, installedPackageRoots} from '../../plugins/error-codes';

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

  it('agrees closely with the reference table for 0.49 (cross-check only, differences are printed)', () => {
    const reference = JSON.parse(fs.readFileSync('/work/shared/data/lexical-error-codes-v0.49.json', 'utf8')) as Record<string, string>;
    const v049 = table.releases.filter((v) => v.startsWith('0.49.'));
    expect(v049.length).toBeGreaterThan(0);
    const differences: string[] = [];
    let compared = 0;
    for (const [code, entry] of Object.entries(table.codes)) {
      const versions = fromRanges(entry.seenIn, table.releases);
      if (!versions.some((v) => v.startsWith('0.49.'))) continue;
      const wordings = [entry, ...(entry.earlierMessages ?? [])].filter((w) =>
        fromRanges(w.seenIn, table.releases).some((v) => v.startsWith('0.49.')),
      );
      compared++;
      if (!(code in reference)) differences.push(`#${code}: not in the reference`);
      else if (!wordings.some((w) => w.message === reference[code]))
        differences.push(`#${code}: derived "${wordings[0].message}", reference "${reference[code]}"`);
    }
    const missing = Object.keys(reference).filter((code) => !(code in table.codes));
    console.log(`0.49 cross-check: ${compared} derived codes compared, ${differences.length} differ; ${missing.length} reference codes never seen in a published bundle`);
    for (const line of differences) console.log(`  ${line}`);
    expect(compared).toBeGreaterThan(200);
    expect(differences.length / compared).toBeLessThan(0.03);
  });

  it('fails the build naming package and code when a code cannot be mapped', () => {
    const pkg = {name: '@lexical/example', version: '0.50.0', codes: [], unmapped: [{code: 4242, bundle: 'dist/X.prod.js'}], problems: [], bundles: []};
    expect(() => buildErrorCodeTable([pkg], table, '0.50.0')).toThrow(/@lexical\/example@0\.50\.0: code 4242/);
  });

  it('fails the build when the installed codes disagree with the committed table', () => {
    const pkg = {name: 'lexical', version: '0.50.0', codes: [{code: 19, kind: 'error' as const, message: 'changed %s', argCount: 1}], unmapped: [], problems: [], bundles: []};
    expect(() => buildErrorCodeTable([pkg], table, '0.50.0')).toThrow(/code 19 .*all-versions table/);
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
