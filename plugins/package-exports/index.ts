import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentedPackages} from '../shared/lexicalPackages';
import {extractPackageExports} from './extract';
import type {PackageExportsGlobalData} from './types';

export interface PackageExportsOptions {
  /** Packages whose exports are listed (default: every package the site documents). */
  packages?: readonly string[];
}

/** Options come from the site config untyped at run time: check them and say what is wrong. */
function validateOptions(options: unknown): PackageExportsOptions {
  if (options === null || typeof options !== 'object') {
    throw new Error('package-exports: options must be an object such as {packages: ["lexical"]}');
  }
  const {packages} = options as {packages?: unknown};
  if (
    packages !== undefined &&
    (!Array.isArray(packages) || packages.some((name) => typeof name !== 'string' || name === ''))
  ) {
    throw new Error('package-exports: option "packages" must be a list of package names');
  }
  return {packages: packages as readonly string[] | undefined};
}

/**
 * Reads the installed type declarations of each documented package with the
 * TypeScript compiler and publishes every export (name, kind, first sentence
 * of its doc comment) as global data for the `PackageExports` component. The
 * tables are computed at build time, so they always match the installed version.
 */
export default function packageExportsPlugin(
  _context: LoadContext,
  options: unknown = {},
): Plugin<PackageExportsGlobalData> {
  const packages = validateOptions(options).packages ?? documentedPackages;
  return {
    name: 'package-exports',
    async loadContent() {
      const data: PackageExportsGlobalData = {packages: {}};
      for (const packageData of extractPackageExports(packages)) {
        data.packages[packageData.packageName] = packageData;
      }
      return data;
    },
    async contentLoaded({content, actions}) {
      // Global data keeps the tables in the static HTML of every package page
      // (readable without JavaScript and by search crawlers).
      actions.setGlobalData(content);
    },
  };
}
