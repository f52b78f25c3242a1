import {beforeAll, describe, expect, it} from 'vitest';
import {compareVersions} from '../../plugins/error-codes/allVersions';
import {documentedPackages, lexicalPackagesModel, lexicalVersion} from '../../lib/lexical-packages';
import {changesBetween, loadApiHistory, releaseChanges, type ApiHistory} from '../../plugins/api-history/history';
import {changesPages, minorOf, upgradeData} from '../../plugins/api-history/pages';
import {
  parseUpgradeQuery,
  upgradeChanges,
  upgradeQueryString,
  type UpgradeData,
} from '../../plugins/api-history/upgrade';

/** Reference URLs of the documented exports, as the plugin reads them from the package model. */
function modelUrls() {
  const urls = new Map<string, string>();
  for (const pkg of lexicalPackagesModel())
    for (const module of pkg.modules)
      for (const exported of module.exports) urls.set(`${module.name}\0${exported.name}`, exported.url);
  return (module: string, name: string) => urls.get(`${module}\0${name}`);
}

describe('API history as of the documented release', () => {
  let history: ApiHistory;
  let data: UpgradeData;
  // Reading the package model takes seconds, more on a busy machine than a hook's default time.
  beforeAll(() => {
    history = loadApiHistory();
    data = upgradeData(history, lexicalVersion, documentedPackages, modelUrls());
  }, 120_000);

  it('releaseChanges(asOf) leaves out the releases after it and keeps the rest as they are', () => {
    const all = releaseChanges(history);
    const asOf = releaseChanges(history, lexicalVersion);
    expect(all[0]!.version).not.toBe(lexicalVersion);
    expect(asOf[0]!.version).toBe(lexicalVersion);
    expect(asOf.every((release) => compareVersions(release.version, lexicalVersion) <= 0)).toBe(true);
    expect(asOf).toEqual(all.filter((release) => compareVersions(release.version, lexicalVersion) <= 0));
  });

  it('makes one page per minor release, newest first, none after the documented one', () => {
    const urls = modelUrls();
    const {index, minors} = changesPages(history, lexicalVersion, '/docs/api/changes', urls, () => undefined);
    expect(minors[0]!.minor).toBe(minorOf(lexicalVersion));
    expect(index.minors.map((minor) => minor.minor)).toEqual(minors.map((minor) => minor.minor));
    const numbers = minors.map((minor) => Number(minor.minor.split('.')[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(minors[0]!.newer).toBeUndefined();
    expect(minors[1]!.newer?.path).toBe('/docs/api/changes/0.50');

    // $isBlockFullySelected first appears in lexical 0.50.0 (dist/caret/LexicalCaretUtils.d.ts), linked.
    const lexical = minors[0]!.releases[0]!.modules.find((module) => module.module === 'lexical')!;
    expect(lexical.added).toContainEqual({
      name: '$isBlockFullySelected',
      kind: 'function',
      url: '/docs/api/modules/lexical#isblockfullyselected',
    });
    // @lexical/link 0.45.0 still declared the deprecated `toggleLink`; 0.46.0 removed it: listed, not linked.
    const link = minors
      .find((minor) => minor.minor === '0.46')!
      .releases[0]!.modules.find((module) => module.module === '@lexical/link')!;
    expect(link.removed).toEqual([{name: 'toggleLink', kind: 'variable'}]);
  });

  it('gives the upgrading page only releases up to the documented one', () => {
    expect(data.version).toBe(lexicalVersion);
    expect(data.versions.at(-1)).toBe(lexicalVersion);
    expect(data.packages).toEqual([...documentedPackages]);
    expect(data.packages).not.toContain('@lexical/internal');
  });

  it('computes in the browser what changesBetween computes, for every older release', () => {
    const summary = (modules: {module: string; removed: {name: string}[]; changed: {name: string}[]}[]) =>
      modules.map((module) => ({
        module: module.module,
        removed: module.removed.map((entry) => entry.name),
        changed: module.changed.map((entry) => entry.name),
      }));
    for (const from of data.versions.slice(0, -1)) {
      const expected = changesBetween(history, from, lexicalVersion)
        .filter((module) => documentedPackages.includes(history.data.modules[module.module]!.package))
        .map((module) => ({
          module: module.module,
          removed: module.removed,
          // Members added to a class or interface are not listed by the upgrading page.
          changed: module.changed.filter((change) => change.before !== ''),
          deprecated: module.deprecated,
        }))
        .filter((module) => module.removed.length + module.changed.length + module.deprecated.length > 0);
      const actual = upgradeChanges(data, from, data.packages);
      expect(summary(actual), from).toEqual(summary(expected));
      expect(
        actual.map((module) => module.changed.map(({before, after}) => [before, after])),
        from,
      ).toEqual(expected.map((module) => module.changed.map(({before, after}) => [before, after])));
      expect(
        actual.map((module) => module.deprecated.map(({name, message}) => [name, message])),
        from,
      ).toEqual(expected.map((module) => module.deprecated.map(({name, message}) => [name, message])));
    }
  });

  it('from 0.49.0 shows the new parameter of registerRichText, before and after', () => {
    // Checked in the 0.49.0 tarball and node_modules/@lexical/rich-text/dist/index.d.ts.
    const richText = upgradeChanges(data, '0.49.0', ['@lexical/rich-text']);
    expect(richText.map((module) => module.module)).toEqual(['@lexical/rich-text']);
    const change = richText[0]!.changed.find((entry) => entry.name === 'registerRichText')!;
    expect(change.before).toBe(
      'function registerRichText(editor: LexicalEditor, escapeFormatTriggers?: ReadonlySignal<EscapeFormatTriggerConfig>): () => void',
    );
    expect(change.after).toContain('shouldHandlePasteAsFiles?: ReadonlySignal<ShouldHandlePasteAsFiles>');
    expect(change.url).toBe('/docs/api/modules/lexical_rich_text#registerrichtext');
  });

  it('from 0.45.0 lists the removal of toggleLink for @lexical/link only', () => {
    const withLink = upgradeChanges(data, '0.45.0', ['@lexical/link']);
    expect(withLink.find((module) => module.module === '@lexical/link')!.removed).toContainEqual({name: 'toggleLink'});
    const withoutLink = upgradeChanges(data, '0.45.0', ['lexical']);
    expect(withoutLink.some((module) => module.removed.some((entry) => entry.name === 'toggleLink'))).toBe(false);
  });

  it('reads the choice from the query string and falls back on anything else', () => {
    expect(parseUpgradeQuery('?from=0.30.0&packages=lexical,@lexical/react', data)).toEqual({
      from: '0.30.0',
      packages: ['lexical', '@lexical/react'],
      problems: [],
    });
    expect(parseUpgradeQuery('', data)).toEqual({from: '0.49.0', packages: data.packages, problems: []});
    for (const garbage of ['?from=banana', `?from=${lexicalVersion}`, '?from=0.51.0', '?from=%E0%A4%A', '?from=']) {
      const query = parseUpgradeQuery(garbage, data);
      expect(query.from).toBe('0.49.0');
      expect(query.problems).toHaveLength(1);
    }
    const packages = parseUpgradeQuery('?packages=lexical,nope', data);
    expect(packages.packages).toEqual(['lexical']);
    expect(packages.problems[0]).toContain('nope');
    expect(parseUpgradeQuery('?packages=,,', data).packages).toEqual(data.packages);
    expect(upgradeQueryString({from: '0.30.0', packages: ['lexical', '@lexical/react']}, data)).toBe(
      '?from=0.30.0&packages=lexical,@lexical/react',
    );
    expect(upgradeQueryString({from: '0.30.0', packages: data.packages}, data)).toBe('?from=0.30.0');
  });
});
