import path from 'node:path';
import type {LeanDocsOptions} from '../speed/lean-docs';
import {apiContentDir} from './constants';
import {apiRoutePrefix} from '../../lib/lexical-packages/naming';

/** Id of the docs plugin instance that serves the API reference. */
export const apiDocsPluginId = 'api';

/**
 * Options of the docs plugin instance (plugins/speed/lean-docs) that serves the pages this plugin writes. An instance of
 * its own, because Docusaurus gives every page of an instance all of that instance's sidebars: with the API in the
 * guides' instance, each guide page loaded the whole API sidebar too. Its global data lists the main doc alone (no
 * navbar item of the `doc` type points into it: the API one is a plain link), saving about 700 entries on every page.
 */
export function apiDocsOptions(): LeanDocsOptions {
  return {
    id: apiDocsPluginId,
    path: apiContentDir,
    routeBasePath: apiRoutePrefix.replace(/^\//, ''),
    sidebarPath: path.join(__dirname, 'sidebars.ts'),
    sidebarCollapsible: true,
    editUrl: undefined,
    lastVersion: 'current',
    versions: {current: {label: 'Next', path: ''}},
    globalDataDocs: 'main',
  };
}
