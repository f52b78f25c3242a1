import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../../lib/pluginOptions';

export interface DeferredContentOptions {
  /** Content directories (relative to the site) of the docs and blog plugin instances whose pages defer their content. */
  contentDirs: string[];
}

const optionsSchema = Joi.object({
  contentDirs: Joi.array().items(Joi.string().min(1)).min(1).required(),
  id: Joi.string(),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);
