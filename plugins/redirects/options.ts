import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';
import {apiContentDir} from '../api-reference/constants';

export interface RedirectsPluginOptions {
  /** Folder of the generated API reference, relative to the site; default `api`. */
  apiDir?: string;
  /** Write `_redirects` and `vercel.json` into the build; default true. */
  serverRedirects?: boolean;
  /**
   * Add to `vercel.json` the redirects of requests for Markdown to the pages' Markdown twins (plugins/markdown-twins,
   * which must be in the site); default true.
   */
  markdownRedirects?: boolean;
}

const optionsSchema = Joi.object({
  apiDir: Joi.string().default(apiContentDir),
  serverRedirects: Joi.boolean().default(true),
  markdownRedirects: Joi.boolean().default(true),
  id: Joi.string(),
}).unknown(false);

/** Checks the options (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);
