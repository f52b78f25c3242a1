import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {installedLexicalPackages} from '../../lib/lexical-packages';
import {collectExtensionCatalogue} from './collect';
import type {ExtensionCatalogue} from './types';
import {validateWith} from '../../lib/pluginOptions';

/** Read by the theme component as `@generated/extension-catalogue/default/catalogue.json`. */
export const catalogueDataFileName = 'catalogue.json';

export interface ExtensionCatalogueOptions {
  /** Installed Lexical packages to leave out of the catalogue. */
  exclude: string[];
  /** Package name -> id of the group its extensions are listed under. */
  groups: Record<string, string>;
  /** Group of a package that `groups` does not name. */
  fallbackGroup: string;
}

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: ExtensionCatalogueOptions = {
  exclude: ['@lexical/internal', '@lexical/eslint-plugin'],
  groups: {
    lexical: 'core',
    '@lexical/extension': 'core',
    '@lexical/a11y': 'core',
    '@lexical/clipboard': 'core',
    '@lexical/dragon': 'core',
    '@lexical/history': 'core',
    '@lexical/html': 'core',
    '@lexical/rich-text': 'text',
    '@lexical/plain-text': 'text',
    '@lexical/hashtag': 'text',
    '@lexical/link': 'text',
    '@lexical/mark': 'text',
    '@lexical/overflow': 'text',
    '@lexical/code': 'structure',
    '@lexical/code-core': 'structure',
    '@lexical/list': 'structure',
    '@lexical/table': 'structure',
    '@lexical/code-prism': 'integrations',
    '@lexical/code-shiki': 'integrations',
    '@lexical/mdast': 'integrations',
    '@lexical/tailwind': 'integrations',
    '@lexical/react': 'react',
  },
  fallbackGroup: 'other',
};

const optionsSchema = Joi.object<ExtensionCatalogueOptions>({
  exclude: Joi.array().items(Joi.string().min(1)).default(DEFAULT_OPTIONS.exclude),
  groups: Joi.object().pattern(Joi.string(), Joi.string().min(1)).default(DEFAULT_OPTIONS.groups),
  fallbackGroup: Joi.string().min(1).default(DEFAULT_OPTIONS.fallbackGroup),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);

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
