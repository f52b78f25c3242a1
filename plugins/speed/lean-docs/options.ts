import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {
  validateOptions as validateDocsOptions,
  type Options as DocsPluginOptions,
} from '@docusaurus/plugin-content-docs';

export interface LeanDocsOwnOptions {
  /**
   * Which of the version's docs the plugin's global data lists. Global data ships in the bundle every page loads,
   * and the theme reads that list only to find the "active doc" (for navbar items of the `doc` and `docSidebar`
   * types, and the banners of older versions). `'main'` keeps the version's main doc alone, for an instance none of
   * those point at. Default `'all'`.
   */
  globalDataDocs: 'all' | 'main';
}

export type LeanDocsOptions = DocsPluginOptions & Partial<LeanDocsOwnOptions>;

const ownOptionsSchema = Joi.object<LeanDocsOwnOptions>({
  globalDataDocs: Joi.string().valid('all', 'main').default('all'),
});

/** Checks our option, then hands the rest to the docs plugin's own validation (hence no `validateWith`). */
export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U {
  const {globalDataDocs, ...docsOptions} = (context.options ?? {}) as LeanDocsOptions;
  // Docusaurus' `validate` adds the default plugin id: only our own key is taken from its answer.
  const own = context.validate(ownOptionsSchema as never, {globalDataDocs} as T) as LeanDocsOwnOptions;
  const docs = validateDocsOptions({...context, options: docsOptions} as never) as object;
  return {...docs, globalDataDocs: own.globalDataDocs} as U;
}
