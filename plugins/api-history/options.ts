import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface ApiHistoryPluginOptions {
  /** Route of the changes index; each minor version's page is below it (`/docs/api/changes/0.50`). */
  changesPath?: string;
  /** Route of the upgrading page. */
  upgradingPath?: string;
  /** The committed history (relative to the site). */
  historyFile?: string;
}

const optionsSchema = Joi.object({
  changesPath: Joi.string().pattern(/^\//).default('/docs/api/changes'),
  upgradingPath: Joi.string().pattern(/^\//).default('/docs/api/upgrading'),
  historyFile: Joi.string().default('plugins/api-history/data/api-history.json'),
  id: Joi.string(),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);
