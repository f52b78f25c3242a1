import fs from 'node:fs';
import path from 'node:path';
import {packageDir, readPackageJson} from './packages';

/** One importable module: a package, or one sub-path export such as `@lexical/react/LexicalComposer`. */
export interface LexicalModule {
  /** The import specifier. */
  name: string;
  /** The package it belongs to. */
  packageName: string;
  /** Absolute path of its type declarations. */
  declarationFile: string;
  /** The package's own one-line description (from its package.json), on its root module only. */
  description?: string;
  /** Has a `require` condition: Node can load it as CommonJS. */
  commonJs: boolean;
}

type ExportConditions = {[condition: string]: string | ExportConditions};

/**
 * The `types` file of an `exports` entry, as a TypeScript >= 5.2 importer
 * resolves it: `types` at the top level, else under `import`, `require`,
 * `browser` or `default`.
 */
function typesFile(entry: string | ExportConditions | undefined): string | undefined {
  if (entry === undefined || typeof entry === 'string') return undefined;
  if (typeof entry.types === 'string') return entry.types;
  return typesFile(entry.import) ?? typesFile(entry.require) ?? typesFile(entry.browser) ?? typesFile(entry.default);
}

const memo = new Map<string, LexicalModule[]>();

/**
 * The entry points of an installed package, from its `exports` map: `.` first,
 * then sub-paths alphabetically (only `@lexical/react` has no `.`). The `./X.js`
 * aliases `@lexical/react` ships next to `./X` are the same modules, so they
 * are skipped.
 */
export function listPackageModules(packageName: string): LexicalModule[] {
  const known = memo.get(packageName);
  if (known) return known;
  const pkg = readPackageJson(packageName);
  const exportsMap = (pkg.exports ?? {}) as {[subPath: string]: string | ExportConditions};
  const description = typeof pkg.description === 'string' ? pkg.description : undefined;
  const subPaths = Object.keys(exportsMap)
    .filter((subPath) => subPath !== './package.json' && !subPath.endsWith('.js'))
    .sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)));
  if (subPaths.length === 0) throw new Error(`lexical-packages: ${packageName} has no "exports" entries`);
  const entryPoints = subPaths.map((subPath): LexicalModule => {
    const entry = exportsMap[subPath];
    const types = typesFile(entry);
    if (!types) throw new Error(`lexical-packages: ${packageName} export "${subPath}" names no "types" file`);
    const declarationFile = path.join(packageDir(packageName), types);
    if (!fs.existsSync(declarationFile)) {
      throw new Error(`lexical-packages: ${declarationFile} (types of ${packageName} "${subPath}") does not exist`);
    }
    return {
      name: subPath === '.' ? packageName : `${packageName}/${subPath.slice(2)}`,
      packageName,
      declarationFile,
      ...(subPath === '.' && description !== undefined ? {description} : {}),
      commonJs: typeof entry === 'object' && entry !== null && 'require' in entry,
    };
  });
  memo.set(packageName, entryPoints);
  return entryPoints;
}
