import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {documentedPackages} from '../shared/lexicalPackages';
import {memberUrl} from '../api-reference/naming';
import type {CatalogueConfigField, CatalogueDependency, CatalogueEntry, ExtensionCatalogue} from './types';

/** The fields of an extension object the catalogue reads; everything else is ignored. */
interface ExtensionLike {
  name: string;
  dependencies?: unknown[];
  peerDependencies?: unknown[];
  conflictsWith?: string[];
  config?: Record<string, unknown>;
}

export function isExtensionExport(exportName: string, value: unknown): value is ExtensionLike {
  return (
    exportName.endsWith('Extension') &&
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {name?: unknown}).name === 'string'
  );
}

/** `lexical` and every `@lexical/*` dependency of the site's package.json, minus `exclude`. */
export function installedLexicalPackages(siteDir: string, exclude: readonly string[]): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name === 'lexical' || name.startsWith('@lexical/'))
    .filter((name) => !exclude.includes(name))
    .sort((a, b) => (a === 'lexical' ? -1 : b === 'lexical' ? 1 : a.localeCompare(b)));
}

/**
 * The CommonJS entry points of a package as import specifiers: every subpath of its
 * `exports` map that has a `require` condition (without the `.js` aliases that
 * `@lexical/react` lists next to each entry), or the package itself.
 */
export function commonJsEntryPoints(siteDir: string, packageName: string): string[] {
  const manifestPath = path.join(siteDir, 'node_modules', packageName, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {exports?: Record<string, unknown>};
  if (!manifest.exports) {
    return [packageName];
  }
  return Object.entries(manifest.exports)
    .filter(([subpath, target]) => {
      if (subpath.endsWith('.js') || subpath.endsWith('.json')) {
        return false;
      }
      return typeof target === 'object' && target !== null && 'require' in target;
    })
    .map(([subpath]) => (subpath === '.' ? packageName : `${packageName}${subpath.slice(1)}`));
}

/** A dependency entry is an extension or a `[extension, config]` tuple made by `configExtension`. */
function dependencyOf(entry: unknown): CatalogueDependency {
  if (Array.isArray(entry)) {
    return {name: (entry[0] as ExtensionLike).name, configured: entry.length > 1 && entry[1] !== undefined};
  }
  return {name: (entry as ExtensionLike).name, configured: false};
}

/** A peer dependency is the `[name, config?]` tuple made by `declarePeerDependency`. */
function peerDependencyOf(entry: unknown): CatalogueDependency {
  const [name, config] = entry as [string, unknown?];
  return {name, configured: config !== undefined};
}

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return typeof value !== 'number' || Number.isFinite(value);
  }
  if (Array.isArray(value)) {
    return value.every(isPlainData);
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(isPlainData);
  }
  return false;
}

function configFieldOf(key: string, value: unknown): CatalogueConfigField {
  if (typeof value === 'function') {
    return {key, kind: 'function'};
  }
  if (value === undefined) {
    return {key, kind: 'data', value: 'undefined'};
  }
  if (isPlainData(value)) {
    return {key, kind: 'data', value: JSON.stringify(value)};
  }
  return {key, kind: 'object'};
}

export interface CollectOptions {
  siteDir: string;
  packages: readonly string[];
  /** Package name -> group id; packages not listed go to `fallbackGroup`. */
  groups: Readonly<Record<string, string>>;
  fallbackGroup: string;
}

/**
 * Requires each entry point of each package in Node and lists every distinct
 * extension object exported under a name ending in `Extension`. An object
 * exported by several packages (`@lexical/code` re-exports `@lexical/code-core`)
 * is listed once, under the first package, with the others in `alsoExportedFrom`.
 */
export function collectExtensionCatalogue(options: CollectOptions): ExtensionCatalogue {
  const siteRequire = createRequire(path.join(options.siteDir, 'package.json'));
  const entries = new Map<unknown, CatalogueEntry>();
  const apiPackages: readonly string[] = documentedPackages;
  for (const packageName of options.packages) {
    for (const importPath of commonJsEntryPoints(options.siteDir, packageName)) {
      const moduleExports = siteRequire(importPath) as Record<string, unknown>;
      for (const [exportName, value] of Object.entries(moduleExports)) {
        if (!isExtensionExport(exportName, value)) {
          continue;
        }
        const known = entries.get(value);
        if (known) {
          known.alsoExportedFrom.push(importPath);
          continue;
        }
        entries.set(value, {
          exportName,
          name: value.name,
          packageName,
          importPath,
          alsoExportedFrom: [],
          dependencies: (value.dependencies ?? []).map(dependencyOf),
          peerDependencies: (value.peerDependencies ?? []).map(peerDependencyOf),
          conflictsWith: [...(value.conflictsWith ?? [])],
          config: Object.entries(value.config ?? {})
            .map(([key, fieldValue]) => configFieldOf(key, fieldValue))
            .sort((a, b) => a.key.localeCompare(b.key)),
          group: options.groups[packageName] ?? options.fallbackGroup,
          npmUrl: `https://www.npmjs.com/package/${packageName}`,
          ...(apiPackages.includes(packageName) ? {apiUrl: memberUrl(importPath, exportName)} : {}),
        });
      }
    }
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(options.siteDir, 'node_modules', 'lexical', 'package.json'), 'utf8'),
  ) as {version: string};
  return {lexicalVersion: manifest.version, packages: [...options.packages], extensions: [...entries.values()]};
}
