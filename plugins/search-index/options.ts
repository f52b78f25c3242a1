import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface SearchIndexOptions {
  /** `local` (default): the index this plugin builds. `algolia`: hosted DocSearch. */
  backend: 'local' | 'algolia';
  /** Folder of the build output that receives the index. */
  outputDir: string;
  /** Route paths (without base URL) that are not indexed, in addition to list pages and /search. */
  ignoreRoutes: string[];
}

export const defaultOptions: SearchIndexOptions = {backend: 'local', outputDir: 'search-index', ignoreRoutes: []};

const optionsSchema = Joi.object({
  backend: Joi.string().valid('local', 'algolia').default(defaultOptions.backend),
  outputDir: Joi.string()
    .pattern(/^[\w-]+$/, 'one folder name')
    .default(defaultOptions.outputDir),
  ignoreRoutes: Joi.array().items(Joi.string()).default(defaultOptions.ignoreRoutes),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);
