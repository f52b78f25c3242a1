import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';
import {defaultSitemapTimeoutMs} from './twinPages';

export interface MarkdownTwinsOptions {
  /** Worker threads converting pages; 0 picks one per core (at most 4). */
  threads: number;
  /** The `>` summary of llms.txt. */
  summary: string;
  /** The paragraph under it. */
  details: string;
  /** Route of the error-code page (as given to the error-codes plugin). */
  errorCodesRoute: string;
  /** How long to wait for the sitemap, which another plugin writes after the build too. */
  sitemapTimeoutMs: number;
}

const optionsSchema = Joi.object({
  threads: Joi.number().integer().min(0).default(0),
  summary: Joi.string().default(
    'Lexical is an extensible text editor framework for the web from Meta. These docs cover ' +
      'its concepts, its packages and their complete API.',
  ),
  details: Joi.string().default(
    'Every link below is the Markdown form of a page of the site: the page URL plus .md. llms-full.txt holds every ' +
      'guide and package page in one file, and each package has an llms.txt of its own, with its page and its whole ' +
      'API reference, next to its page (for example /docs/packages/lexical-react/llms.txt).',
  ),
  errorCodesRoute: Joi.string().pattern(/^\//).default('/docs/error'),
  sitemapTimeoutMs: Joi.number().integer().min(0).default(defaultSitemapTimeoutMs),
  id: Joi.string(),
}).unknown(false);

/** Checks the options (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);
