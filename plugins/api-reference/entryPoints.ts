import fs from 'node:fs';
import path from 'node:path';
import {documentedPackages, packageDir, readPackageJson} from '../shared/lexicalPackages';

/** One documented module: a package, or one sub-path export of `@lexical/react`. */
export interface ApiModule {
  /** The import specifier, e.g. `@lexical/react/LexicalComposer`. */
  name: string;
  /** The package it belongs to. */
  packageName: string;
  /** Absolute path of its type declarations. */
  declarationFile: string;
  /** The package's own one-line description (from its package.json), if any. */
  description?: string;
}

type ExportConditions = {[condition: string]: string | ExportConditions};

/** The `types` file an export entry resolves to under `import` (or top level). */
function typesOf(entry: string | ExportConditions | undefined): string | undefined {
  if (entry === undefined || typeof entry === 'string') return undefined;
  if (typeof entry.types === 'string') return entry.types;
  return typesOf(entry.import) ?? typesOf(entry.require);
}

/**
 * Every module the API reference documents, in the order of
 * `documentedPackages`. A package with sub-path exports (only `@lexical/react`
 * has no `.` export) yields one module per sub-path; the `*.js` aliases of
 * those sub-paths are the same modules and are skipped.
 */
export function listApiModules(packages: readonly string[] = documentedPackages): ApiModule[] {
  const modules: ApiModule[] = [];
  for (const packageName of packages) {
    const pkg = readPackageJson(packageName);
    const exportsField = (pkg.exports ?? {}) as {[subPath: string]: string | ExportConditions};
    const description = typeof pkg.description === 'string' ? pkg.description : undefined;
    const subPaths = Object.keys(exportsField)
      .filter((subPath) => subPath !== './package.json' && !subPath.endsWith('.js'))
      .sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)));
    if (subPaths.length === 0) {
      throw new Error(`api-reference: ${packageName} has no "exports" entries to document`);
    }
    for (const subPath of subPaths) {
      const types = typesOf(exportsField[subPath]);
      if (!types) {
        throw new Error(`api-reference: ${packageName} export "${subPath}" has no "types" declaration`);
      }
      const declarationFile = path.join(packageDir(packageName), types);
      if (!fs.existsSync(declarationFile)) {
        throw new Error(`api-reference: ${declarationFile} (types of ${packageName} "${subPath}") is missing`);
      }
      const name = subPath === '.' ? packageName : `${packageName}/${subPath.replace(/^\.\//, '')}`;
      modules.push({name, packageName, declarationFile, description: subPath === '.' ? description : undefined});
    }
  }
  return modules;
}
