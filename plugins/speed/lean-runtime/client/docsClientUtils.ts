/**
 * Docusaurus' docs client utilities, given to its docs plugin's client code in place of its own module: the same,
 * but `getActivePlugin` finds the docs plugin whose path is the longest that matches, without sorting the paths with
 * `localeCompare`. The first `localeCompare` sets up the browser's collator, tens of milliseconds on a phone inside
 * the hydration of every docs page (the breadcrumbs ask for the active docs plugin).
 */
import {matchPath} from '@docusaurus/router';
import type {ActivePlugin, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {UseDataOptions} from '@docusaurus/types';
import {getActivePlugin as getActivePluginByLocaleOrder} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export function getActivePlugin(
  allPluginData: {[pluginId: string]: GlobalPluginData},
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  let active: ActivePlugin | undefined;
  for (const [pluginId, pluginData] of Object.entries(allPluginData)) {
    // Of two paths that both match, one is a prefix of the other: the longer is the more specific.
    if (active && pluginData.path.length <= active.pluginData.path.length) continue;
    if (matchPath(pathname, {path: pluginData.path, exact: false, strict: false})) active = {pluginId, pluginData};
  }
  // None matched: Docusaurus' own function says so in its words (it throws when asked to).
  return active ?? getActivePluginByLocaleOrder(allPluginData, pathname, options);
}
