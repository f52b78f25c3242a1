import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {installedLexicalPackages} from '../../lib/lexical-packages';
import {collectExtensionCatalogue} from './collect';
import {validateOptions, type ExtensionCatalogueOptions} from './options';
import type {ExtensionCatalogue} from './types';

/** Read by the theme component as `@generated/extension-catalogue/default/catalogue.json`. */
export const catalogueDataFileName = 'catalogue.json';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {ExtensionCatalogueOptions} from './options';

/**
 * Builds a catalogue of every extension object the installed Lexical packages
 * export, by requiring their CommonJS entry points in Node at build time, so
 * the table always matches the installed version. The data goes to a file
 * that only the page rendering the `ExtensionCatalogue` theme component loads
 * (global data would be shipped with every page).
 */
export default function extensionCataloguePlugin(
  context: LoadContext,
  options: ExtensionCatalogueOptions,
): Plugin<ExtensionCatalogue> {
  return {
    name: 'extension-catalogue',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'package.json')];
    },
    async loadContent() {
      return collectExtensionCatalogue({
        siteDir: context.siteDir,
        packages: installedLexicalPackages(context.siteDir, options.exclude),
        groups: options.groups,
        fallbackGroup: options.fallbackGroup,
      });
    },
    async contentLoaded({content, actions}) {
      await actions.createData(catalogueDataFileName, JSON.stringify(content));
    },
  };
}

extensionCataloguePlugin.validateOptions = validateOptions;
