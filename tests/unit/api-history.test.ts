import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {compareVersions} from '../../plugins/error-codes/allVersions';
import {documentedModules, lexicalVersion} from '../../lib/lexical-packages';
import {
  apiHistoryVersions,
  changesBetween,
  loadApiHistory,
  memberHistory,
  releaseChanges,
  symbolHistory,
  type ApiHistory,
} from '../../plugins/api-history/history';

describe('the committed API history', () => {
  let history: ApiHistory;
  beforeAll(() => {
    history = loadApiHistory();
  });

  it('covers the installed version, oldest release first', () => {
    const versions = apiHistoryVersions(history);
    expect(lexicalVersion).toBe('0.50.0');
    expect(versions).toContain(lexicalVersion);
    expect(versions[0]).toBe('0.1.12');
  });

  it('has every module the package model documents, and every export of 0.50.0', () => {
    const missing: string[] = [];
    for (const module of documentedModules()) {
      if (!history.data.modules[module.name]) {
        missing.push(module.name);
        continue;
      }
      for (const exported of module.exports) {
        const entry = symbolHistory(history, module.name, exported.name);
        if (!entry) missing.push(`${module.name} ${exported.name}`);
        else if (entry.removedIn && compareVersions(entry.removedIn, lexicalVersion) <= 0)
          missing.push(`${module.name} ${exported.name} (removed in ${entry.removedIn})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers for an export, a member and a deprecation', () => {
    expect(symbolHistory(history, 'lexical', '$getRoot')).toEqual({
      kind: 'function',
      since: '0.1.12',
      sinceIsLowerBound: true,
    });
    expect(symbolHistory(history, 'lexical', 'noSuchExport')).toBeUndefined();
    expect(memberHistory(history, 'lexical', 'LexicalEditor', 'constructor')?.kind).toBe('function');
    expect(memberHistory(history, 'lexical', 'LexicalEditor', 'noSuchMember')).toBeUndefined();
    const deprecated = Object.values(history.data.modules).flatMap((module) =>
      Object.values(module.exports).filter((entry) => entry.deprecated?.at(-1)?.[1] != null),
    );
    expect(deprecated.length).toBeGreaterThan(0);
  });

  it('answers as of a given release, such as the documented one', () => {
    const composer = symbolHistory(history, '@lexical/react/LexicalComposer', 'LexicalComposer');
    expect(composer?.deprecated?.since).toBe('0.51.0');
    expect(symbolHistory(history, '@lexical/react/LexicalComposer', 'LexicalComposer', '0.50.0')?.deprecated).toBe(
      undefined,
    );
    expect(symbolHistory(history, '@lexical/code', 'registerCodeHighlighting')).toMatchObject({
      removedIn: '0.51.0',
      deprecated: {since: '0.42.0', message: 'moved to `@lexical/code-prism`'},
    });
    expect(symbolHistory(history, '@lexical/code', 'registerCodeHighlighting', '0.50.0')?.removedIn).toBeUndefined();
    expect(symbolHistory(history, 'lexical', 'TabNode', '0.10.0')).toBeUndefined();
    expect(memberHistory(history, 'lexical', 'LexicalEditor', 'read', '0.16.1')).toBeUndefined();
    expect(memberHistory(history, 'lexical', 'LexicalEditor', 'read', '0.17.0')?.since).toBe('0.17.0');
  });

  it('lists the changes of every release, newest first, each against the one before', () => {
    const releases = releaseChanges(history);
    const versions = apiHistoryVersions(history);
    expect(releases.map((release) => release.version)).toEqual([...versions].reverse());
    expect(releases.at(-1)!.previous).toBeNull();
    for (const release of releases.slice(0, -1))
      expect(versions.indexOf(release.previous!)).toBe(versions.indexOf(release.version) - 1);
    // An export added in a release shows as added there and has that release as `since`.
    for (const release of releases.slice(0, 20))
      for (const module of release.modules)
        for (const {name} of module.added) {
          const entry = history.data.modules[module.module]!.exports[name]!;
          expect(entry.present.some((range) => range.split('..')[0] === release.version)).toBe(true);
        }
  });

  it('gives the net effect between two releases', () => {
    const changes = changesBetween(history, '0.44.0', '0.50.0', ['lexical']);
    expect(changes).toHaveLength(1);
    const lexical = changes[0]!;
    const added = new Set(lexical.added.map((entry) => entry.name));
    for (const name of added)
      expect(compareVersions(symbolHistory(history, 'lexical', name)!.since, '0.44.0')).toBeGreaterThan(0);
    expect(changesBetween(history, '0.50.0', '0.50.0')).toEqual([]);
    expect(() => changesBetween(history, '0.0.1', '0.50.0')).toThrow(/not a scanned release/);
  });

  it('refuses a file of the wrong shape, saying where', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-history-'));
    const file = path.join(dir, 'bad.json');
    const good = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../plugins/api-history/data/api-history.json'), 'utf8'),
    );
    good.modules.lexical.exports.$getRoot.kind = 'gadget';
    fs.writeFileSync(file, JSON.stringify(good));
    expect(() => loadApiHistory(file)).toThrow(/export "\$getRoot" of "lexical" has an unknown kind gadget/);
    fs.writeFileSync(file, '{"format": 99}');
    expect(() => loadApiHistory(file)).toThrow(/"format" is 99/);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
