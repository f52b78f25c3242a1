import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface CopyPagePluginOptions {
  /**
   * Plugins whose pages have no Markdown twin (they are left out of the sitemap), so get no alternate
   * link: by default the search page.
   */
  pluginsWithoutTwins: readonly string[];
}

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: CopyPagePluginOptions = {pluginsWithoutTwins: ['docusaurus-theme-search-algolia']};

const optionsSchema = Joi.object({
  pluginsWithoutTwins: Joi.array().items(Joi.string().min(1)).default(DEFAULT_OPTIONS.pluginsWithoutTwins),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);
