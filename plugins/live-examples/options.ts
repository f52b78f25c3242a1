import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface LiveExamplesOptions {
  /** How long the source must stay unchanged before the example runs again, in milliseconds. */
  debounceMs: number;
  /** How near the viewport (an IntersectionObserver root margin) an example must come before its runtime loads. */
  rootMargin: string;
}

export const DEFAULT_OPTIONS: LiveExamplesOptions = {debounceMs: 500, rootMargin: '200px 0px'};

const optionsSchema = Joi.object({
  id: Joi.string(),
  debounceMs: Joi.number().integer().min(0).default(DEFAULT_OPTIONS.debounceMs),
  rootMargin: Joi.string().default(DEFAULT_OPTIONS.rootMargin),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);
