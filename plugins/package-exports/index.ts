import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {documentedPackages} from '../../lib/lexical-packages';
import {dataFileName, packageExportsData} from './dataFiles';
import type {PackageExportsData} from './types';
import {validateWith} from '../../lib/pluginOptions';

export interface PackageExportsOptions {
  /** Packages whose exports are listed (default: every package the site documents). */
  packages: readonly string[];
}

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: PackageExportsOptions = {packages: documentedPackages};

const optionsSchema = Joi.object({
  packages: Joi.array().items(Joi.string().min(1)).default(DEFAULT_OPTIONS.packages),
  id: Joi.string(),
}).unknown(false);

/**
 * Checks the options given in docusaurus.config.ts (unknown keys are an error)
 * and fills in the defaults. Generic because Docusaurus types it so.
 */
export const validateOptions = validateWith(optionsSchema);

/**
 * Publishes every export of each documented package (name, kinds, first
 * sentence of its doc comment, its API link), read from the package model, to
 * one data file per package: the remark plugin (remark.ts) imports into each
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
