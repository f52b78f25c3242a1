import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface ErrorCodesPluginOptions {
  /** Where the decoder page lives; published Lexical builds link to `/docs/error`. */
  routePath?: string;
  /** The committed table of every released version (relative to the site). */
  allVersionsFile?: string;
  /** The committed copy of Lexical's own code table (relative to the site). */
  lexicalTableFile?: string;
  /** Folder holding `lexical` and `@lexical/*` (relative to the site). */
  nodeModulesDir?: string;
}

const optionsSchema = Joi.object({
  routePath: Joi.string().pattern(/^\//).default('/docs/error'),
  allVersionsFile: Joi.string().default('plugins/error-codes/data/all-versions.json'),
  lexicalTableFile: Joi.string().default('plugins/error-codes/data/lexical-codes.json'),
  nodeModulesDir: Joi.string().default('node_modules'),
  id: Joi.string(),
}).unknown(false);

/**
 * Checks the options given in docusaurus.config.ts (unknown keys are an error)
 * and fills in the defaults. Generic because Docusaurus types it so.
 */
export const validateOptions = validateWith(optionsSchema);
