/**
 * Registers the offline-reading service worker once the first page has loaded and the browser is idle, then tells
 * it what this page loaded before the worker controlled it. Skipped where the reader saves data. Any failure (no
 * service worker support, storage blocked) leaves the site as it is, only not offline-ready.
 *
 * Sent inline in every page (see ../index.ts, which bundles it with its settings): a few hundred bytes of HTML,
 * where a script file of its own would cost the first visit a request and more bytes than its code.
 */
declare const OFFLINE_READING_REGISTRATION: {baseUrl: string; workerFile: string};

const {baseUrl, workerFile} = OFFLINE_READING_REGISTRATION;

function start(): void {
  try {
    const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}})
      .connection;
    if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    // Reading the property throws where the browser blocks site data.
    const container = navigator.serviceWorker;
    if (!container) return;
    container
      .register(`${baseUrl}${workerFile}`, {scope: baseUrl})
      .then(() => container.ready)
      .then((ready) => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(`${location.origin}${baseUrl}`));
        ready.active?.postMessage({type: 'cache-urls', pages: [location.href], files});
      })
      .catch(() => undefined);
  } catch {
    // No worker: the site works as before.
  }
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(start, {timeout: 5000});
  else setTimeout(start, 1000);
}

if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, {once: true});
