/**
 * The local search client the UI talks to: a stand-in with the shape DocSearch
 * expects, whose engine and index load when the reader opens search or on the
 * first query (so no search code or data is downloaded before that).
 */
import type {LocalClientOptions, LocalSearch, LocalSearchClient} from './localSearchClient';
import {localClientKey} from './workerMessages';
import type {SearchIndexGlobalData} from '../index';

/** Opens a search over one index, with the options of `createLocalSearchClient`. */
export type OpenLocalSearch = (data: SearchIndexGlobalData, options?: LocalClientOptions) => LocalSearch;

let providedWorkerSearch: OpenLocalSearch | undefined;

/** Hands over the worker's page side already bundled with the page (see `searchPageCode.ts`). */
export function provideWorkerSearch(open: OpenLocalSearch): void {
  providedWorkerSearch = open;
}

/**
 * A built site's index is searched in a worker (`workerSearch.ts`). The development server's index is a module of
 * the page's own bundle, searched on the main thread; that code is left out of production builds, so the worker
 * keeps the engine's code to itself.
 */
function loadSearchCode(): Promise<OpenLocalSearch> {
  if (process.env.NODE_ENV === 'development') {
    return Promise.all([import('./localSearchClient'), import('./loadIndex')]).then(
      ([{createLocalSearchClient}, {indexSource}]) =>
        (data, options) =>
          createLocalSearchClient(indexSource(data), options),
    );
  }
  if (providedWorkerSearch) return Promise.resolve(providedWorkerSearch);
  return import('./workerSearch').then(({openWorkerSearch}) => openWorkerSearch);
}

/**
 * One client per index and options, shared by every search UI on the page: a query the /search page starts before
 * it has hydrated (`searchPageCode.ts`) leaves its index, postings and texts in the caches the page then reads.
 */
const localClients = new Map<string, Promise<LocalSearch>>();

function sharedLocalClient(data: SearchIndexGlobalData, options?: LocalClientOptions): Promise<LocalSearch> {
  const key = localClientKey(data, options);
  let client = localClients.get(key);
  if (!client) {
    client = loadSearchCode().then(
      (open) => open(data, options),
      (error: unknown) => {
        localClients.delete(key);
        // A chunk that fails to load is the same failure as an index that does.
        const failure = new Error(`Search code could not be loaded: ${String(error)}`);
        failure.name = 'RetryError';
        throw failure;
      },
    );
    localClients.set(key, client);
  }
  return client;
}

export function createLazyLocalClient(data: SearchIndexGlobalData, options?: LocalClientOptions): LocalSearchClient {
  const algoliaAgent = {value: 'lexical-docs-local-search', add: () => algoliaAgent};
  return {
    appId: 'local',
    async search(input) {
      return (await sharedLocalClient(data, options)).search(input);
    },
    warm() {
      // An empty query loads the code, the index core and the engine, and matches nothing.
      sharedLocalClient(data, options)
        .then((client) => client.search({requests: [{indexName: '', query: ''}]}))
        // The first real query meets the same failure again and reports it.
        .catch(() => undefined);
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
