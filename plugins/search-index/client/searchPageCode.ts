/**
 * The local search code, bundled with the /search page: the search-index plugin aliases
 * `@lexical-docs/search-page-code` to this module with the local backend (to `noSearchPageCode.ts` with Algolia).
 * The page runs its query as soon as it loads, so its HTML names these scripts and they download with main.js,
 * instead of once the page has hydrated and asked for them; the engine itself runs in the search worker. The modal
 * still imports them on its first query.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {createLazyLocalClient, provideWorkerSearch} from './searchClient';
import {openWorkerSearch} from './workerSearch';
import {searchPageFirstHits} from '../shared';
import type {SearchIndexGlobalData} from '../index';

provideWorkerSearch(openWorkerSearch);

/**
 * Starts the query a reader opened /search with while the page is still hydrating: the page asks the same shared
 * client once it has, and finds the index, the query's postings and its first hits' texts loaded or on the way,
 * instead of fetching them one after another from then on. Without filters: on this site the page's contextual
 * filters cover every record, and were it otherwise the page would fetch what it lacks. Failures are left to the
 * page's own request, which tries again.
 */
function startOpeningQuery(): void {
  const searchPagePath = (siteConfig.themeConfig.algolia as {searchPagePath?: string} | undefined)?.searchPagePath;
  const onSearchPage =
    searchPagePath && window.location.pathname.replace(/\/$/, '') === `${siteConfig.baseUrl}${searchPagePath}`;
  const query = new URLSearchParams(window.location.search).get('q')?.trim();
  const data = globalData['search-index']?.default as SearchIndexGlobalData | undefined;
  if (!onSearchPage || !query || data?.backend !== 'local') return;
  // What the page asks first: its first screenful of hits (it asks for the rest once that is painted).
  createLazyLocalClient(data)
    .search({requests: [{indexName: '', query, hitsPerPage: searchPageFirstHits}]})
    .catch(() => undefined);
}

// Where the module first runs in the browser: on a load of /search, before the page hydrates.
if (ExecutionEnvironment.canUseDOM) startOpeningQuery();
