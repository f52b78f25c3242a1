import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../../lib/pluginOptions';

export interface LeanRuntimeOptions {
  /**
   * Path prefixes (`/docs/api/`) of the routes whose chunk names and own registry entries are left out of main.js, in
   * chunks by route path: a route's is loaded when the route is first rendered or preloaded.
   */
  deferredRoutes: string[];
  /**
   * Whether runs of sibling leaf routes are written as one string, made into route objects as main.js starts.
   * Default `true`; `false` leaves Docusaurus' route objects as written (to measure it, or while a Docusaurus upgrade
   * changes their text).
   */
  compactLeafRoutes: boolean;
  /**
   * Whether the runtime's map of chunk file hashes leaves out the chunks that only later chunks load, which then bring
   * those hashes. Default `true`; `false` keeps the bundler's runtime as it writes it.
   */
  hashCarriers: boolean;
}

const optionsSchema = Joi.object({
  deferredRoutes: Joi.array()
    .items(Joi.string().pattern(/^\/.*\/$/, 'a path that starts and ends with /'))
    .default([]),
  compactLeafRoutes: Joi.boolean().default(true),
  hashCarriers: Joi.boolean().default(true),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);
