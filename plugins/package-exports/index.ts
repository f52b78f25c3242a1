import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentedPackages} from '../shared/lexicalPackages';
import {readExportUrls} from '../api-reference/exportUrls';
import {extractPackageExports} from './extract';
import type {PackageExportsContent} from './types';

/** Read by the PackageExports component as `@generated/package-exports/default/exports.json`. */
export const exportsDataFileName = 'exports.json';

export interface PackageExportsOptions {
  /** Packages whose exports are listed (default: every package the site documents). */
  packages?: readonly string[];
  /** Folder of the generated API reference, relative to the site (default `docs/api`). */
  apiDir?: string;
}

/** Options come from the site config untyped at run time: check them and say what is wrong. */
function validateOptions(options: unknown): PackageExportsOptions {
  if (options === null || typeof options !== 'object') {
    throw new Error('package-exports: options must be an object such as {packages: ["lexical"]}');
  }
  const {packages, apiDir} = options as {packages?: unknown; apiDir?: unknown};
  if (apiDir !== undefined && (typeof apiDir !== 'string' || apiDir === '')) {
    throw new Error('package-exports: option "apiDir" must be a folder such as "docs/api"');
  }
  if (
    packages !== undefined &&
    (!Array.isArray(packages) || packages.some((name) => typeof name !== 'string' || name === ''))
  ) {
    throw new Error('package-exports: option "packages" must be a list of package names');
  }
  return {packages: packages as readonly string[] | undefined, apiDir: apiDir as string | undefined};
}

/**
 * Reads the installed type declarations of each documented package with the
 * TypeScript compiler and publishes every export (name, kind, first sentence
 * of its doc comment, its API link) to a data file that only the package
 * pages load: as global data it would weigh on every page of the site. The
 * tables are computed at build time, so they always match the installed version.
 */
export default function packageExportsPlugin(
  context: LoadContext,
  options: unknown = {},
): Plugin<PackageExportsContent> {
  const validated = validateOptions(options);
  const packages = validated.packages ?? documentedPackages;
  // The api-reference plugin has written its pages (and this map) by the time content loads.
  const apiDir = path.resolve(context.siteDir ?? '.', validated.apiDir ?? 'docs/api');
  return {
    name: 'package-exports',
    async loadContent() {
      const data: PackageExportsContent = {packages: {}};
      for (const packageData of extractPackageExports(packages, readExportUrls(apiDir))) {
        data.packages[packageData.packageName] = packageData;
      }
      return data;
    },
    async contentLoaded({content, actions}) {
      await actions.createData(exportsDataFileName, JSON.stringify(content));
    },
  };
}
