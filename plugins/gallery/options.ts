import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface GalleryOptions {
  /** The folder of the examples, from the site's root. */
  path: string;
  /** Where the gallery is served, under the base URL. */
  routeBasePath: string;
  /** Examples listed first, in this order (the others follow by title). */
  featured: string[];
}

export const DEFAULT_OPTIONS: GalleryOptions = {path: 'gallery', routeBasePath: 'gallery', featured: []};

const optionsSchema = Joi.object({
  path: Joi.string().default(DEFAULT_OPTIONS.path),
  routeBasePath: Joi.string().default(DEFAULT_OPTIONS.routeBasePath),
  featured: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.featured),
  id: Joi.string(),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);
