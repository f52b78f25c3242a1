import {Joi} from '@docusaurus/utils-validation';
import {documentedPackages} from '../../lib/lexical-packages';
import {validateWith} from '../../lib/pluginOptions';
import {apiContentDir} from './constants';

export interface ApiReferencePluginOptions {
  /** Packages to document; default: every documented package (lib/lexical-packages). */
  packages: readonly string[];
  /** Docs folder, relative to the site; default `docs`. */
  docsDir: string;
  /** Folder, relative to the site, that receives the pages; default `api` (URL /docs/api/, see docsInstance.ts). */
  apiDir: string;
  /** Sidebar every API page is displayed with; default `api` (see sidebars.ts). */
  sidebarId: string;
  /** Docs route a dead guide link in a doc comment is redirected to; default `/docs/intro`. */
  fallbackRoute: string;
}

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: ApiReferencePluginOptions = {
  packages: documentedPackages,
  docsDir: 'docs',
  apiDir: apiContentDir,
  sidebarId: 'api',
  fallbackRoute: '/docs/intro',
};

const optionsSchema = Joi.object({
  packages: Joi.array().items(Joi.string().min(1)).default(DEFAULT_OPTIONS.packages),
  docsDir: Joi.string().min(1).default(DEFAULT_OPTIONS.docsDir),
  apiDir: Joi.string().min(1).default(DEFAULT_OPTIONS.apiDir),
  sidebarId: Joi.string().min(1).default(DEFAULT_OPTIONS.sidebarId),
  fallbackRoute: Joi.string()
    .pattern(/^\/docs\//)
    .message('"fallbackRoute" must be a docs route such as /docs/intro')
    .default(DEFAULT_OPTIONS.fallbackRoute),
  id: Joi.string(),
}).unknown(false);

/**
 * Checks the options given in docusaurus.config.ts (unknown keys are an error)
 * and fills in the defaults. Generic because Docusaurus types it so.
 */
export const validateOptions = validateWith(optionsSchema);
