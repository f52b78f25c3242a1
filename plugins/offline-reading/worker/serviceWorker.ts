/**
 * The service worker that keeps what a reader has read readable offline (bundled into `sw.js` after the build, see
 * ../index.ts). Pages come from the network and are stored on the way; hashed assets are served from the device
 * first; when a page can be neither fetched nor found here, an offline page with Retry replaces the browser's error
 * page. The page script sends the addresses it loaded before the worker took control (`cache-urls`).
 */
import {
  cacheNames,
  isStorable,
  offlinePageHtml,
  offlinePagePolicy,
  pageKey,
  pageSubresources,
  pageTitle,
  requestKind,
  type CacheName,
  type OfflineReadingSettings,
  type SavedPage,
} from './policy';

// The DOM library the project type-checks with has no service-worker types: the little used here, spelled out.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly navigator: {readonly onLine: boolean};
  readonly clients: {claim(): Promise<void>};
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

declare const OFFLINE_READING_SETTINGS: OfflineReadingSettings;
const settings = OFFLINE_READING_SETTINGS;
const worker = self as unknown as ServiceWorkerScope;
const scope = new URL(settings.baseUrl, worker.location.origin);
const limits: Record<CacheName, number> = {
  [cacheNames.pages]: settings.maxPages,
  [cacheNames.assets]: settings.maxAssets,
  [cacheNames.files]: settings.maxFiles,
};

/** Stores a response, most recent last, and drops the oldest entries past the cache's limit. */
async function store(cacheName: CacheName, key: string, response: Response): Promise<void> {
  try {
    const cache = await caches.open(cacheName);
    await cache.delete(key);
    await cache.put(key, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - limits[cacheName])).map((old) => cache.delete(old)));
  } catch {
    // Storage full or blocked: the reader still gets the response, only offline reading suffers.
  }
}

async function stored(cacheName: CacheName, key: string): Promise<Response | undefined> {
  try {
    return (await (await caches.open(cacheName)).match(key)) ?? undefined;
  } catch {
    return undefined;
  }
}

async function savedPages(except: string): Promise<SavedPage[]> {
  try {
    const cache = await caches.open(cacheNames.pages);
    const keys = [...(await cache.keys())].reverse().filter((request) => request.url !== except);
    const pages = await Promise.all(
      keys.slice(0, 30).map(async (request) => {
        const text = await (await cache.match(request))?.text();
        return {url: request.url, title: (text && pageTitle(text)) ?? new URL(request.url).pathname};
      }),
    );
    return pages;
  } catch {
    return [];
  }
}

async function offlinePage(url: string): Promise<Response> {
  const html = offlinePageHtml({
    url,
    online: worker.navigator.onLine,
    savedPages: await savedPages(pageKey(url)),
    settings,
  });
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': offlinePagePolicy(settings.offlinePageScriptHash),
    },
  });
}

// Each handler stores a copy in the background (`keep`): waiting for the copy would hold the response until its whole
// body has arrived, and the page would no longer render as it streams in.
type Keep = (work: Promise<unknown>) => void;

async function page(request: Request, keep: Keep): Promise<Response> {
  const key = pageKey(request.url);
  try {
    const response = await fetch(request);
    if (isStorable(response) && !response.redirected) keep(store(cacheNames.pages, key, response.clone()));
    return response;
  } catch {
    return (await stored(cacheNames.pages, key)) ?? offlinePage(request.url);
  }
}

async function asset(request: Request, keep: Keep): Promise<Response> {
  const hit = await stored(cacheNames.assets, request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (isStorable(response)) keep(store(cacheNames.assets, request.url, response.clone()));
  return response;
}

async function file(request: Request, keep: Keep): Promise<Response> {
  const key = request.url.split('#')[0]!;
  try {
    const response = await fetch(request);
    if (isStorable(response)) keep(store(cacheNames.files, key, response.clone()));
    return response;
  } catch (error) {
    const hit = await stored(cacheNames.files, key);
    if (hit) return hit;
    throw error;
  }
}

/** Stores a file of the site unless it is stored already. */
async function cacheFile(url: string): Promise<void> {
  const kind = requestKind({method: 'GET', mode: 'no-cors', url}, scope, settings);
  if (kind !== 'asset' && kind !== 'file') return;
  const cacheName = kind === 'asset' ? cacheNames.assets : cacheNames.files;
  if (await stored(cacheName, url)) return;
  // Mostly answered by the browser's HTTP cache: the page has just loaded these.
  const response = await fetch(url, {credentials: 'same-origin'});
  if (isStorable(response)) await store(cacheName, url, response);
}

/**
 * Stores a page and the scripts and styles its HTML loads: a page opened by a link in the site ran on the scripts
 * of that navigation, and opening it afresh needs its own.
 */
async function cachePage(url: string): Promise<void> {
  if (requestKind({method: 'GET', mode: 'navigate', url}, scope, settings) !== 'page') return;
  const key = pageKey(url);
  if (await stored(cacheNames.pages, key)) return;
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!isStorable(response) || response.redirected) return;
  const html = await response.clone().text();
  // The page last: once it is listed as stored, what it needs is too.
  await Promise.allSettled(pageSubresources(html, url).map(cacheFile));
  await store(cacheNames.pages, key, response);
}

/** Stores what the page loaded before this worker controlled it: the page itself and the files it fetched. */
async function cacheUrls(pages: readonly string[], files: readonly string[]): Promise<void> {
  await Promise.allSettled([...pages.map(cachePage), ...files.map(cacheFile)]);
}

function isCacheUrlsMessage(data: unknown): data is {type: 'cache-urls'; pages: string[]; files: string[]} {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  return message.type === 'cache-urls' && strings(message.pages) && strings(message.files);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(cacheNames));
  event.waitUntil(
    (async () => {
      try {
        const names = await caches.keys();
        await Promise.all(
          names
            .filter((name) => name.startsWith('lexical-docs-') && !current.has(name))
            .map((name) => caches.delete(name)),
        );
      } catch {
        // Nothing stored, nothing to clean.
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const {request} = event;
  const kind = requestKind(request, scope, settings);
  const keep: Keep = (work) => event.waitUntil(work);
  if (kind === 'page') event.respondWith(page(request, keep));
  else if (kind === 'asset') event.respondWith(asset(request, keep));
  else if (kind === 'file') event.respondWith(file(request, keep));
});

worker.addEventListener('message', (event) => {
  if (isCacheUrlsMessage(event.data))
    event.waitUntil(cacheUrls(event.data.pages.slice(0, 5), event.data.files.slice(0, 300)));
});
