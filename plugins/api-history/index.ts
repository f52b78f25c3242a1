/**
 * Docusaurus plugin: the API changes of each release up to the documented one (an index and one page per minor
 * version) and the 'Upgrading from an older version' page, all read from the committed API history. The changes
 * pages are rendered on the server from route data; the upgrading page loads its data as a chunk of its own
 * (`@generated/api-history/default/upgrade-data.json`) and computes the answer in the browser.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentedPackages, lexicalPackagesModel, lexicalVersion} from '../../lib/lexical-packages';
import {moduleUrl} from '../../lib/lexical-packages/naming';
import {loadApiHistory} from './history';
import {changesPages, upgradeData, type ChangesIndex, type MinorChanges} from './pages';
import type {UpgradeData} from './upgrade';
import {validateOptions, type ApiHistoryPluginOptions} from './options';

export {validateOptions} from './options';
export type {ApiHistoryPluginOptions} from './options';

interface Content {
  index: ChangesIndex;
  minors: MinorChanges[];
  upgrade: UpgradeData;
}

/** Reference URLs of the documented exports by module and name, from the package model. */
function referenceUrls(): {exportUrl: (module: string, name: string) => string | undefined; modules: Set<string>} {
  const urls = new Map<string, string>();
  const modules = new Set<string>();
  for (const pkg of lexicalPackagesModel()) {
    for (const module of pkg.modules) {
      modules.add(module.name);
      for (const exported of module.exports) urls.set(`${module.name}\0${exported.name}`, exported.url);
    }
  }
  return {exportUrl: (module, name) => urls.get(`${module}\0${name}`), modules};
}

// Typed with unknown content because that is what docusaurus.config.ts accepts.
export default function apiHistoryPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as Required<ApiHistoryPluginOptions>;
  const route = (routePath: string) => `${context.baseUrl}${routePath.replace(/^\//, '')}`;
  return {
    name: 'api-history',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [path.resolve(context.siteDir, options.historyFile)];
    },
    async loadContent(): Promise<Content> {
      const history = loadApiHistory(path.resolve(context.siteDir, options.historyFile));
      // The documented release is the installed one; later releases in the data are not described here.
      const asOf = lexicalVersion;
      const {exportUrl, modules} = referenceUrls();
      const modulePage = (module: string) => (modules.has(module) ? moduleUrl(module) : undefined);
      const {index, minors} = changesPages(history, asOf, route(options.changesPath), exportUrl, modulePage);
      return {index, minors, upgrade: upgradeData(history, asOf, documentedPackages, exportUrl)};
    },
    async contentLoaded({content, actions}) {
      const {index, minors, upgrade} = content as Content;
      const shared = {upgradingPath: route(options.upgradingPath), changesPath: route(options.changesPath)};
      const indexData = await actions.createData('changes-index.json', JSON.stringify(index));
      actions.addRoute({
        path: route(options.changesPath),
        exact: true,
        component: '@theme/ApiChangesIndexPage',
        modules: {index: indexData},
        props: shared,
      });
      for (const minor of minors) {
        const minorData = await actions.createData(`changes-${minor.minor}.json`, JSON.stringify(minor));
        actions.addRoute({
          path: minor.path,
          exact: true,
          component: '@theme/ApiChangesMinorPage',
          modules: {changes: minorData},
          props: shared,
        });
      }
      // Imported by the upgrading page itself, after it renders: see the file comment.
      await actions.createData('upgrade-data.json', JSON.stringify(upgrade));
      actions.addRoute({
        path: route(options.upgradingPath),
        exact: true,
        component: '@theme/ApiUpgradePage',
        props: {
          ...shared,
          documentedVersion: upgrade.version,
          olderReleases: upgrade.versions.slice(0, -1),
          packages: upgrade.packages,
        },
      });
    },
  };
}

apiHistoryPlugin.validateOptions = validateOptions;
