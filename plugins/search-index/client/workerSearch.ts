/**
 * The page's side of the search worker (`searchWorker.ts`): a `LocalSearch` whose queries are answered in the
 * worker. One worker serves every client on the page. If the worker cannot start or fails, the queries waiting on
 * it fail as an unreachable index does (DocSearch's and the search page's error screens), and the next query starts
 * a new worker: nothing is lost but that answer.
 */
import type {SearchIndexGlobalData} from '../index';
import type {LocalClientOptions, LocalSearch, SearchResponse} from './localSearchClient';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

interface Waiting {
  resolve: (answer: {results: SearchResponse[]}) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/** An error DocSearch shows as "could not reach the search service" (it recognises that name only). */
function unavailable(message: string): Error {
  const error = new Error(message);
  error.name = 'RetryError';
  return error;
}

function failEveryQuery(reason: string): void {
  worker?.terminate();
  worker = undefined;
  for (const query of waiting.values()) query.reject(unavailable(reason));
  waiting.clear();
}

/** Downloads the index core for the worker from the page, where the HTML's preload of it can be used. */
async function sendCore(target: Worker, url: string): Promise<void> {
  let message: ToSearchWorker;
  const transfer: Transferable[] = [];
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    message = {type: 'core', url, bytes};
    transfer.push(bytes);
  } catch (error) {
    message = {type: 'core', url, error: error instanceof Error ? error.message : String(error)};
  }
  target.postMessage(message, transfer);
}

function startWorker(): Worker {
  const started = new Worker(/* webpackChunkName: "search-worker" */ new URL('./searchWorker.ts', import.meta.url), {
    name: 'lexical-docs-search',
  });
  started.onmessage = ({data: message}: MessageEvent<FromSearchWorker>) => {
    if (message.type === 'core') {
      void sendCore(started, message.url);
      return;
    }
    const query = waiting.get(message.id);
    if (!query) return;
    waiting.delete(message.id);
    if (message.type === 'results') {
      query.resolve({results: message.results});
    } else {
      const error = new Error(message.message);
      error.name = message.name;
      query.reject(error);
    }
  };
  // A script that did not load, or an error the worker did not handle: it cannot be trusted with more queries.
  started.onerror = (event) => {
    event.preventDefault();
    if (started === worker) failEveryQuery(`The search worker stopped: ${event.message || 'its script did not load'}`);
  };
  started.onmessageerror = () => {
    if (started === worker) failEveryQuery('The search worker sent a message that could not be read');
  };
  return started;
}

/** A search over one index answered by the worker, with the options of `createLocalSearchClient`. */
export function openWorkerSearch(data: SearchIndexGlobalData, options?: LocalClientOptions): LocalSearch {
  return {
    search({requests}) {
      return new Promise((resolve, reject) => {
        const id = ++lastId;
        try {
          worker ??= startWorker();
          waiting.set(id, {resolve, reject});
          // The requests' data only: DocSearch's objects are not all cloneable as they are.
          const copy = JSON.parse(JSON.stringify(requests)) as typeof requests;
          worker.postMessage({type: 'search', id, data, options, requests: copy} satisfies ToSearchWorker);
        } catch (error) {
          waiting.delete(id);
          reject(unavailable(`The search worker could not be started: ${String(error)}`));
        }
      });
    },
  };
}
