import path from 'node:path';
import {createRequire} from 'node:module';
import {documentedPackages, lexicalVersion, listPackageModules} from '../../lib/lexical-packages';
import {memberUrl} from '../../lib/lexical-packages/naming';
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
    // The CommonJS entry points: Node requires them here.
    const importPaths = listPackageModules(packageName)
      .filter((module) => module.commonJs)
      .map((module) => module.name);
    for (const importPath of importPaths) {
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
  return {lexicalVersion, packages: [...options.packages], extensions: [...entries.values()]};
}
