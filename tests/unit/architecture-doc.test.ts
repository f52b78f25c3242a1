/**
 * ARCHITECTURE.md is the map of the tree: every file or folder of the repository it names exists, and every plugin,
 * library folder and Markdown transform is on it. A move or a new folder that leaves the map behind fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const repoRoot = path.resolve(__dirname, '../..');
const architecture = fs.readFileSync(path.join(repoRoot, 'ARCHITECTURE.md'), 'utf8');

/** The top-level folders whose paths the map names (a URL such as `/docs/intro` starts with a slash and is not one). */
const sourceRoots = [
  'plugins',
  'lib',
  'remark',
  'src',
  'scripts',
  'tests',
  'docs',
  'gallery',
  'api-descriptions',
  'blog',
];

/** The repository paths a text names: words that start with a source root and go on with no placeholder (`<slug>`). */
function repositoryPathsIn(text: string): string[] {
  const pattern = new RegExp(`(?<![\\w@/.-])(?:${sourceRoots.join('|')})/[\\w./-]*(?![<*])`, 'g');
  const paths = [...text.matchAll(pattern)].map(([found]) => found.replace(/[.,:;]+$/, ''));
  return [...new Set(paths)].sort();
}

const subfolders = (folder: string) =>
  fs
    .readdirSync(path.join(repoRoot, folder), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('ARCHITECTURE.md', () => {
  it('finds the paths a text names, and skips URLs and placeholders', () => {
    expect(
      repositoryPathsIn('See `plugins/gallery/model.ts`, /docs/api/changes, gallery/<slug>/ and lib/ui/UrlText.'),
    ).toEqual(['lib/ui/UrlText', 'plugins/gallery/model.ts']);
  });

  it('names only files and folders that exist', () => {
    const named = repositoryPathsIn(architecture);
    // The map names dozens of paths; a pattern that matched none would pass the check below without reading any.
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((named) => !fs.existsSync(path.join(repoRoot, named)))).toEqual([]);
  });

  it('names every plugin, library folder and Markdown transform', () => {
    const folders = [
      ...subfolders('plugins').map((name) => `plugins/${name}`),
      ...subfolders('lib').map((name) => `lib/${name}`),
    ];
    expect(folders.filter((folder) => !architecture.includes(folder))).toEqual([]);
    // The speed layer's plugins and the transforms are listed by name under their folder's entry.
    const byName = [...subfolders('plugins/speed'), ...subfolders('remark')];
    expect(byName.filter((name) => !new RegExp(`\\b${name}\\b`).test(architecture))).toEqual([]);
  });
});
