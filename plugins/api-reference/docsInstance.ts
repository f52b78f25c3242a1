import path from 'node:path';
import {apiContentDir} from './constants';
import type {Options as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
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
