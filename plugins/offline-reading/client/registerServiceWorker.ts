/**
 * Registers the offline-reading service worker once the first page has loaded and the browser is idle, then tells
 * it what this page loaded before the worker controlled it; after each client-side navigation, it asks the worker
 * to store the new page's HTML, so that the page opens offline in a new tab too. Skipped where the reader saves
 * data. Any failure (no service worker support, storage blocked) leaves the site as it is, only not offline-ready.
 */
import siteConfig from '@generated/docusaurus.config';
import {workerFile} from '../shared';

interface CacheUrlsMessage {
  type: 'cache-urls';
  pages: string[];
  files: string[];
}

const {baseUrl} = siteConfig;

function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

function serviceWorkers(): ServiceWorkerContainer | undefined {
  try {
    // Reading the property throws where the browser blocks site data.
    return 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  } catch {
    return undefined;
  }
}

function post(message: CacheUrlsMessage, to: ServiceWorker | null | undefined): void {
  try {
    to?.postMessage(message);
  } catch {
    // A worker being replaced: the next page view sends again.
  }
}

function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}${baseUrl}`));
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, {timeout: 5000});
  else setTimeout(run, 1000);
}

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

function register(container: ServiceWorkerContainer): void {
  registration = container
    .register(`${baseUrl}${workerFile}`, {scope: baseUrl})
    .then(async (registered) => {
      const ready = await container.ready;
      post({type: 'cache-urls', pages: [location.href], files: loadedFiles()}, ready.active);
      return registered;
    })
    .catch(() => undefined);
}

if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production') {
  const container = serviceWorkers();
  if (container && !savesData()) {
    const start = () => whenIdle(() => register(container));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  }
}

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation || !registration) return;
  const href = location.href;
  void registration.then(() => {
    const container = serviceWorkers();
    whenIdle(() => post({type: 'cache-urls', pages: [href], files: []}, container?.controller));
  });
}
