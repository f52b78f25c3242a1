/**
 * Docusaurus plugin: the 'Copy page' split button in the header of every doc page and blog post, and the
 * `<link rel="alternate" type="text/markdown">` of every page, both pointing at the page's Markdown twin
 * (see plugins/markdown-twins/twinPath.ts). It loads no content: it only ships theme components that wrap
 * the classic theme's DocBreadcrumbs, BlogPostItem/Header and Layout/Provider.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type CopyPagePluginOptions} from './options';
import type {CopyPageGlobalData} from './types';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {CopyPagePluginOptions} from './options';

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
