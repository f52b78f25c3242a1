import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export type AnnouncementBarIdOptions = {
  /** The `themeConfig.announcementBar.id` of the site (`id` itself names the plugin instance in Docusaurus). */
  announcementId: string;
};

const optionsSchema = Joi.object({
  announcementId: Joi.string().trim().min(1).required(),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts: unknown keys and a missing id are errors. */
export const validateOptions = validateWith(optionsSchema);
