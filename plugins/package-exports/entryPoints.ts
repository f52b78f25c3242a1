import fs from 'node:fs';
import path from 'node:path';
import {packageDir, readPackageJson} from '../shared/lexicalPackages';

/** One importable module of a package and the declaration file that types it. */
export interface EntryPoint {
  /** The import specifier, e.g. `@lexical/headless/dom`. */
  moduleName: string;
  declarationFile: string;
}

type ExportConditions = {[condition: string]: string | ExportConditions};

/** The `types` file of an `exports` entry, as a TypeScript >= 5.2 importer resolves it. */
function typesFile(entry: string | ExportConditions | undefined): string | undefined {
  if (entry === undefined || typeof entry === 'string') {
    return undefined;
  }
  if (typeof entry.types === 'string') {
    return entry.types;
  }
  return typesFile(entry.import) ?? typesFile(entry.require) ?? typesFile(entry.browser);
}

/**
 * The entry points of an installed package, from its `exports` map: `.` first,
 * then sub-paths alphabetically. The `./X.js` aliases `@lexical/react` ships
 * next to `./X` are the same modules, so they are skipped.
 */
export function listEntryPoints(packageName: string): EntryPoint[] {
  const pkg = readPackageJson(packageName);
  const exportsMap = pkg.exports as {[subPath: string]: string | ExportConditions} | undefined;
  if (!exportsMap || typeof exportsMap !== 'object') {
    throw new Error(`package-exports: ${packageName} has no "exports" map in its package.json`);
  }
  const subPaths = Object.keys(exportsMap)
    .filter((subPath) => subPath !== './package.json' && !subPath.endsWith('.js'))
    .sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)));
  return subPaths.map((subPath) => {
    const types = typesFile(exportsMap[subPath]);
    if (!types) {
      throw new Error(`package-exports: ${packageName} export "${subPath}" names no "types" file`);
    }
    const declarationFile = path.join(packageDir(packageName), types);
    if (!fs.existsSync(declarationFile)) {
      throw new Error(`package-exports: ${declarationFile} (types of ${packageName} "${subPath}") does not exist`);
    }
    const moduleName = subPath === '.' ? packageName : `${packageName}/${subPath.slice(2)}`;
    return {moduleName, declarationFile};
  });
}
