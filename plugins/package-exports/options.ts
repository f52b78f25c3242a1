import {Joi} from '@docusaurus/utils-validation';
import {documentedPackages} from '../../lib/lexical-packages';
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
