/**
 * The local search client the UI talks to: a stand-in with the shape DocSearch
 * expects, whose engine and index load on the first query (so no search code
 * or data is downloaded before the reader searches).
 */
import type {createLocalSearchClient, LocalClientOptions, LocalSearch, LocalSearchClient} from './localSearchClient';
import type {indexSource} from './loadIndex';
import type {SearchIndexGlobalData} from '../index';

/** The code a local search runs, which the client otherwise imports on its first query. */
export interface LocalSearchCode {
  createLocalSearchClient: typeof createLocalSearchClient;
  indexSource: typeof indexSource;
}

let providedCode: LocalSearchCode | undefined;

/** Hands over the search code already bundled with the page (see `searchPageCode.ts`). */
export function provideLocalSearchCode(code: LocalSearchCode): void {
  providedCode = code;
}

function loadLocalSearchCode(): Promise<LocalSearchCode> {
  if (providedCode) return Promise.resolve(providedCode);
  return Promise.all([import('./localSearchClient'), import('./loadIndex')]).then(
    ([{createLocalSearchClient}, {indexSource}]) => ({createLocalSearchClient, indexSource}),
  );
}

/**
 * One client per index and options, shared by every search UI on the page: a query the /search page starts before
 * it has hydrated (`searchPageCode.ts`) leaves its index, postings and texts in the caches the page then reads.
 */
const localClients = new Map<string, Promise<LocalSearch>>();

function sharedLocalClient(data: SearchIndexGlobalData, options?: LocalClientOptions): Promise<LocalSearch> {
  const key = JSON.stringify([data.indexUrl ?? null, options?.sectionText ?? true]);
  let client = localClients.get(key);
  if (!client) {
    client = loadLocalSearchCode().then(
      ({createLocalSearchClient, indexSource}) => createLocalSearchClient(indexSource(data), options),
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
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
