import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadApiHistory} from '../../plugins/api-history/history';
import {
  documentedHistory,
  exportSince,
  memberSince,
  sinceText,
  type DocumentedHistory,
} from '../../plugins/api-history/since';
import {documentedPackages, lexicalVersion, packageDir} from '../../lib/lexical-packages';
import {repositoryDirectory, sourceLocations, type ExportSource} from '../../lib/lexical-packages/sourceLocations';
import {cellSummary, sectionSummary, withReExportBadges} from '../../plugins/api-reference/historyNotes';

describe("'since' as of the documented release", () => {
  let docs: DocumentedHistory;
  beforeAll(() => {
    docs = documentedHistory(lexicalVersion);
  });

  it('says "or earlier" for an export already in its package\'s first typed release', () => {
    const entry = exportSince(docs, 'lexical', '$getRoot')!;
    expect(sinceText(entry)).toBe('Since v0.1.12 or earlier');
    expect(sinceText(exportSince(docs, '@lexical/extension', 'AutoFocusExtension')!)).toBe('Since v0.36.0');
  });

  it('shows a member only when it appeared after its owner', () => {
    const read = memberSince(docs, 'lexical', 'LexicalEditor', 'read')!;
    expect(read.showSince).toBe(true);
    expect(sinceText(read)).toBe('Since v0.17.0');
    const update = memberSince(docs, 'lexical', 'LexicalEditor', 'update')!;
    expect(update.showSince).toBe(false);
  });

  it('ignores releases after the documented one', () => {
    // Deprecated in 0.51.0, after the documented 0.50.0.
    expect(exportSince(docs, '@lexical/react/LexicalComposer', 'LexicalComposer')?.deprecated).toBeUndefined();
    expect(exportSince(docs, 'lexical', 'CAN_UNDO_COMMAND')?.deprecated?.since).toBe('0.50.0');
  });

  it('fails with a clear message when the history lacks the installed release', () => {
    expect(() => documentedHistory('0.99.0', loadApiHistory())).toThrow(
      /the installed Lexical 0\.99\.0 is not in plugins\/api-history\/data\/api-history\.json.*npm run api-history/,
    );
  });
});

describe('the notes written into a doc comment', () => {
  const text = (value: string) => ({kind: 'text' as const, text: value});
  const source = {file: 'packages/lexical/src/LexicalUtils.ts', line: 3, url: 'https://example.test/#L3'};

  it('puts the badge in the first paragraph, the notice and the source link after the summary', () => {
    const parts = sectionSummary([text('Returns the root.')], {
      since: 'Since v0.2.0',
      deprecated: {title: 'Deprecated since v0.40.0', advice: [text('Use `x`.')]},
      source,
    });
    expect(parts.map((part) => part.text).join('')).toBe(
      '<span className="api-since">Since v0.2.0</span> Returns the root.\n\n' +
        ':::warning[Deprecated since v0.40.0]\n\nUse `x`.\n\n:::\n\n' +
        '<a className="api-source" href="https://example.test/#L3">Source</a>',
    );
  });

  it('keeps a summary that opens with a block in a paragraph of its own', () => {
    const parts = sectionSummary([text('- a list')], {since: 'Since v0.2.0'});
    expect(parts.map((part) => part.text).join('')).toBe('<span className="api-since">Since v0.2.0</span>\n\n- a list');
  });

  it('writes a table cell on one line', () => {
    const parts = cellSummary([text('The key.')], {
      deprecated: {title: 'Deprecated since v0.3.0', advice: [text('Gone soon.')]},
    });
    expect(parts.map((part) => part.text).join('')).toBe(
      '<strong className="api-deprecated">Deprecated since v0.3.0:</strong> Gone soon. The key.',
    );
  });
});

describe('the source locator', () => {
  let locations: Map<string, Map<string, ExportSource>>;
  beforeAll(() => {
    locations = sourceLocations(documentedPackages);
  }, 120_000);

  /** The installed file's line the location names. */
  function lineAt(packageName: string, location: {file: string; line: number}): string {
    const file = location.file.slice(repositoryDirectory(packageName).length + 1);
    return fs.readFileSync(path.join(packageDir(packageName), file), 'utf8').split('\n')[location.line - 1]!;
  }

  it('maps every package to its folder in the repository', () => {
    expect(repositoryDirectory('lexical')).toBe('packages/lexical');
    expect(repositoryDirectory('@lexical/react')).toBe('packages/lexical-react');
    for (const name of documentedPackages) expect(repositoryDirectory(name)).toMatch(/^packages\/lexical(-|$)/);
  });

  it('finds a function in a sub-folder file', () => {
    const caret = locations.get('lexical')!.get('$isTextPointCaret')!;
    expect(caret.file).toBe('packages/lexical/src/caret/LexicalCaret.ts');
    expect(lineAt('lexical', caret)).toMatch(/^export function \$isTextPointCaret\b/);
    const file = 'packages/lexical/src/caret/LexicalCaret.ts';
    expect(caret.url).toBe(`https://github.com/facebook/lexical/blob/v${lexicalVersion}/${file}#L${caret.line}`);
  });

  it('finds a class and its own members', () => {
    const element = locations.get('lexical')!.get('ElementNode')!;
    expect(lineAt('lexical', element)).toMatch(/^export class ElementNode\b/);
    expect(lineAt('lexical', element.members.get('getChildAtIndex')!)).toMatch(/^\s+getChildAtIndex\b/);
    expect(lineAt('lexical', element.members.get('constructor')!)).toMatch(/^\s+constructor\(/);
    const node = locations.get('lexical')!.get('LexicalNode')!;
    expect(lineAt('lexical', node.members.get('static getType')!)).toMatch(/^\s+static getType\(/);
  });

  it('follows a re-export to its declaration, in another package too', () => {
    const dedupe = locations.get('@lexical/utils')!.get('dedupeSelectionRects')!;
    expect(dedupe.file).toBe('packages/lexical-utils/src/dedupeSelectionRects.ts');
    expect(lineAt('@lexical/utils', dedupe)).toMatch(/dedupeSelectionRects/);
    const composer = locations.get('@lexical/react/LexicalComposer')!.get('LexicalComposer')!;
    expect(lineAt('@lexical/react', composer)).toMatch(/^export function LexicalComposer\(/);
    // @lexical/extension re-exports what lexical declares.
    const define = locations.get('@lexical/extension')!.get('defineExtension')!;
    expect(define.file.startsWith('packages/lexical/src/')).toBe(true);
    expect(lineAt('lexical', define)).toMatch(/defineExtension/);
  });

  it('locates nearly every export of the documented modules', () => {
    const total = [...locations.values()].reduce((sum, exports) => sum + exports.size, 0);
    expect(total).toBeGreaterThan(1300);
  });
});

describe('the badge of a re-export', () => {
  it('goes before "Re-exports" under its heading', () => {
    const markdown = '### $dfs {#dfs}\n\nRe-exports [$dfs](lexical.md#dfs)\n\n### Other {#other}\n\nRe-exports Other\n';
    const since = (name: string) => (name === '$dfs' ? 'Since v0.9.0' : undefined);
    expect(withReExportBadges(markdown, since)).toBe(
      '### $dfs {#dfs}\n\n<span className="api-since">Since v0.9.0</span> Re-exports [$dfs](lexical.md#dfs)\n\n' +
        '### Other {#other}\n\nRe-exports Other\n',
    );
  });
});
