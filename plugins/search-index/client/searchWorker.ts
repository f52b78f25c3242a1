/**
 * The search worker: builds the local engine and answers queries away from the page's main thread, so building the
 * engine (indexing every record's names, a few hundred milliseconds on a phone) never holds up the page that is
 * loading or the reader who is typing. It fetches the postings and texts itself; the index core comes from the page
 * (see `FromSearchWorker`).
 */
import {cachedUntilFailure, indexFileNames, type IndexCore, type IndexSource} from '../indexFiles';
import type {SearchIndexGlobalData} from '../index';
import {indexSource} from './loadIndex';
import {createLocalSearchClient, type LocalSearch} from './localSearchClient';
import {localClientKey, type FromSearchWorker, type ToSearchWorker} from './workerMessages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null;
  postMessage(message: FromSearchWorker): void;
}
const scope = globalThis as unknown as WorkerScope;

const waitingForCore = new Map<string, {resolve: (core: IndexCore) => void; reject: (error: Error) => void}>();

/** One core per URL, shared by the clients (the modal's and the page's differ in options only). */
const coreFromPage = cachedUntilFailure(
  (url: string) =>
    new Promise<IndexCore>((resolve, reject) => {
      waitingForCore.set(url, {resolve, reject});
      scope.postMessage({type: 'core', url});
    }),
);

function receiveCore(message: Extract<ToSearchWorker, {type: 'core'}>): void {
  const waiting = waitingForCore.get(message.url);
  if (!waiting) return;
  waitingForCore.delete(message.url);
  if ('error' in message) {
    waiting.reject(new Error(message.error));
    return;
  }
  try {
    waiting.resolve(JSON.parse(new TextDecoder().decode(message.bytes)) as IndexCore);
  } catch (error) {
    waiting.reject(new Error(`${message.url} is not JSON: ${String(error)}`));
  }
}

function sourceOf(data: SearchIndexGlobalData): IndexSource {
  const source = indexSource(data);
  const {indexUrl} = data;
  return indexUrl ? {...source, core: () => coreFromPage(`${indexUrl}${indexFileNames.core}`)} : source;
}

const clients = new Map<string, LocalSearch>();

scope.onmessage = ({data: message}) => {
  if (message.type === 'core') {
    receiveCore(message);
    return;
  }
  const {id, data, options, requests} = message;
  const key = localClientKey(data, options);
  let client = clients.get(key);
  if (!client) {
    client = createLocalSearchClient(sourceOf(data), options);
    clients.set(key, client);
  }
  client.search({requests}).then(
    ({results}) => scope.postMessage({type: 'results', id, results}),
    (error: unknown) => {
      const {name, message: text} = error instanceof Error ? error : new Error(String(error));
      scope.postMessage({type: 'failed', id, name, message: text});
    },
  );
};
