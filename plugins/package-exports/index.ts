import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dataFileName, packageExportsData} from './dataFiles';
import {validateOptions, type PackageExportsOptions} from './options';
import type {PackageExportsData} from './types';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {PackageExportsOptions} from './options';

/**
 * Publishes every export of each documented package (name, kinds, first
 * sentence of its doc comment, its API link), read from the package model, to
 * one data file per package: remark/package-exports imports into each
 * package page its own file only. The tables are computed at build time, so
 * they always match the installed version. The PackageExports component that
 * renders them is this plugin's theme component. Typed with unknown options
 * because that is what docusaurus.config.ts accepts; Docusaurus runs
 * `validateOptions` (attached below) first.
 */
export default function packageExportsPlugin(_context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as PackageExportsOptions;
  return {
    name: 'package-exports',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async loadContent(): Promise<PackageExportsData[]> {
      return packageExportsData(options.packages);
    },
    async contentLoaded({content, actions}) {
      await Promise.all(
        (content as PackageExportsData[]).map((data) =>
          actions.createData(dataFileName(data.packageName), JSON.stringify(data)),
        ),
      );
    },
  };
}

packageExportsPlugin.validateOptions = validateOptions;
