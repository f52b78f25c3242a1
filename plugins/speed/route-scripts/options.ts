import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../../lib/pluginOptions';

export interface RouteScriptsOptions {
  /** Paths of the pages whose HTML names their scripts (as `/search`). */
  routes: string[];
}

const optionsSchema = Joi.object<RouteScriptsOptions & {id?: string}>({
  routes: Joi.array().items(Joi.string().pattern(/^\//, 'a path starting with /')).min(1).required(),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts: at least one route, each a path. */
export const validateOptions = validateWith(optionsSchema);
