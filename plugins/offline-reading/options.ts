import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface OfflineReadingOptions {
  /** Register the worker; off, the build also writes a `sw.js` that removes an earlier worker and its caches. */
  enabled: boolean;
  /** Most pages kept on the device. */
  maxPages: number;
  /** Most hashed assets (scripts, styles, fonts) kept. */
  maxAssets: number;
  /** Most other files (images, Markdown twins) kept. */
  maxFiles: number;
  /**
   * Paths under the base URL (prefixes, no leading slash) the worker leaves to the browser: files fetched by the
   * hundred whose copies would crowd the pages' own files out of the cache, and cost a write each.
   */
  networkOnly: string[];
}

export const DEFAULT_OPTIONS: OfflineReadingOptions = {
  enabled: true,
  maxPages: 60,
  maxAssets: 400,
  maxFiles: 200,
  networkOnly: [],
};

const optionsSchema = Joi.object({
  enabled: Joi.boolean().default(DEFAULT_OPTIONS.enabled),
  maxPages: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.maxPages),
  maxAssets: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.maxAssets),
  maxFiles: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.maxFiles),
  networkOnly: Joi.array().items(Joi.string().pattern(/^[^/]/, 'relative path')).default(DEFAULT_OPTIONS.networkOnly),
  id: Joi.string(),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);
