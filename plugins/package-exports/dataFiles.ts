/**
 * One data file per package, so that a package page loads its own table only.
 * The plugin writes them; the remark plugin imports the right one into each page.
 */
import {documentedHistory, exportSince, sinceVersionText, type DocumentedHistory} from '../api-history/since';
import {lexicalVersion, packageModels} from '../../lib/lexical-packages';
import type {PackageExportsData} from './types';

/** Name of a package's data file: `@lexical/file` -> `lexical-file.json`. */
export function dataFileName(packageName: string): string {
  return `${packageName.replace(/^@/, '').replace(/\//g, '-')}.json`;
}

/** How a page imports the data file the plugin (id `default`) wrote with `createData`. */
export function dataModulePath(packageName: string): string {
  return `@generated/package-exports/default/${dataFileName(packageName)}`;
}

/** The export tables of some documented (or at least installed) packages, from the package model. */
export function packageExportsData(
  packageNames: readonly string[],
  history: DocumentedHistory = documentedHistory(lexicalVersion),
): PackageExportsData[] {
  return packageModels(packageNames).map((pkg) => ({
    packageName: pkg.name,
    version: pkg.version,
    modules: pkg.modules.map((module) => ({
      moduleName: module.name,
      url: module.url,
      exports: module.exports.map((entry) => {
        const since = exportSince(history, module.name, entry.name);
        return since ? {...entry, since: sinceVersionText(since)} : entry;
      }),
    })),
  }));
}
