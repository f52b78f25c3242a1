import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface BuildVariantCacheOptions {
  /**
   * What makes this build's bundles differ from another build of the same sources: the settings read from the
   * environment that change which modules a plugin aliases or replaces (the speed layer's switch, hosted search).
   */
  variant: Record<string, unknown>;
}

const optionsSchema = Joi.object({
  variant: Joi.object().required(),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts: unknown keys and a missing variant are errors. */
export const validateOptions = validateWith(optionsSchema);
