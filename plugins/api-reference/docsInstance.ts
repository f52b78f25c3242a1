import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
  type Options as DocsPluginOptions,
  type PluginOptions as DocsPluginNormalizedOptions,
} from '@docusaurus/plugin-content-docs';
import {apiContentDir} from './constants';
import {apiRoutePrefix} from '../lexical-packages/naming';

/** Id of the docs plugin instance that serves the API reference. */
export const apiDocsPluginId = 'api';

/**
 * Options of the docs plugin instance that serves the pages this plugin writes. An instance of its own, because
 * Docusaurus gives every page of an instance all of that instance's sidebars: with the API in the guides' instance,
 * each guide page loaded the whole API sidebar too.
 */
export function apiDocsOptions(): DocsPluginOptions {
  return {
    id: apiDocsPluginId,
    path: apiContentDir,
    routeBasePath: apiRoutePrefix.replace(/^\//, ''),
    sidebarPath: path.join(__dirname, 'sidebars.ts'),
    sidebarCollapsible: true,
    editUrl: undefined,
    lastVersion: 'current',
    versions: {current: {label: 'Next', path: ''}},
  };
}

type DocsGlobalData = {versions: {mainDocId: string; docs: {id: string}[]}[]};

/**
 * The docs plugin, minus the list of every API page in its global data. Docusaurus puts global data in the bundle
 * every page loads, and the theme reads that list only to find the "active doc" (for navbar items of the `doc` and
 * `docSidebar` types, and the banners of older versions), none of which the API instance has: its navbar item
 * is a plain link. The version's main doc stays, as the theme expects it. Saves about 700 entries on every page.
 */
export default async function apiDocsPlugin(context: LoadContext, validatedOptions: unknown): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, validatedOptions as DocsPluginNormalizedOptions)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('api-reference: the docs plugin has no contentLoaded step to wrap');
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData: (data) => {
            const {versions, ...rest} = data as DocsGlobalData;
            args.actions.setGlobalData({
              ...rest,
              versions: versions.map((version) => ({
                ...version,
                docs: version.docs.filter((doc) => doc.id === version.mainDocId),
              })),
            });
          },
        },
      }),
  };
}

/** The docs plugin's own validation (typed as Docusaurus types a plugin module's). */
export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U {
  return validateDocsOptions(context as never) as U;
}

apiDocsPlugin.validateOptions = validateOptions;
