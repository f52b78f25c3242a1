/**
 * Docusaurus plugin: the 'Copy page' split button in the header of every doc page and blog post, and the
 * `<link rel="alternate" type="text/markdown">` of every page, both pointing at the page's Markdown twin
 * (see plugins/markdown-twins/twinPath.ts). It loads no content: it only ships theme components that wrap
 * the classic theme's DocBreadcrumbs, BlogPostItem/Header and Layout/Provider.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {CopyPageGlobalData} from './types';
import {validateWith} from '../../lib/pluginOptions';

export interface CopyPagePluginOptions {
  /**
   * Plugins whose pages have no Markdown twin (they are left out of the sitemap), so get no alternate
   * link: by default the search page.
   */
  pluginsWithoutTwins: readonly string[];
}

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: CopyPagePluginOptions = {pluginsWithoutTwins: ['docusaurus-theme-search-algolia']};

const optionsSchema = Joi.object({
  pluginsWithoutTwins: Joi.array().items(Joi.string().min(1)).default(DEFAULT_OPTIONS.pluginsWithoutTwins),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);

export default function copyPagePlugin(_context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as CopyPagePluginOptions;
  return {
    name: 'copy-page',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      const data: CopyPageGlobalData = {pluginsWithoutTwins: [...options.pluginsWithoutTwins]};
      actions.setGlobalData(data);
    },
  };
}

copyPagePlugin.validateOptions = validateOptions;
