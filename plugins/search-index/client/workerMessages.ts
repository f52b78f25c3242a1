/**
 * The messages between the page (`workerSearch.ts`) and the search worker (`searchWorker.ts`), and the key both
 * sides keep one client under.
 */
import type {SearchIndexGlobalData} from '../index';
import type {LocalClientOptions, SearchRequest, SearchResponse} from './localSearchClient';

/** What the page posts to the worker. */
export type ToSearchWorker =
  | {
      type: 'search';
      id: number;
      data: SearchIndexGlobalData;
      options?: LocalClientOptions;
      requests: readonly SearchRequest[];
    }
  /** The index core the worker asked for, as the page downloaded it (or why it could not). */
  | {type: 'core'; url: string; bytes: ArrayBuffer}
  | {type: 'core'; url: string; error: string};

/** What the worker posts to the page. */
export type FromSearchWorker =
  | {type: 'results'; id: number; results: SearchResponse[]}
  | {type: 'failed'; id: number; name: string; message: string}
  /** The worker needs the index core: the page fetches it, so that the download its HTML preloads is the one used. */
  | {type: 'core'; url: string};

/** One client per index and options, on the page and in the worker: the options with their defaults filled in. */
export function localClientKey(data: SearchIndexGlobalData, options?: LocalClientOptions): string {
  return JSON.stringify([data.indexUrl ?? null, options?.sectionText ?? true, options?.shownPerGroup ?? null]);
}
