/**
 * Client module: after each client-side navigation, asks the offline-reading worker (registered by the page's inline
 * script, see registration.ts) to store the new page's HTML, so that the page opens offline in a new tab too.
 */
export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation) return;
  const href = window.location.href;
  const post = () => {
    try {
      navigator.serviceWorker?.controller?.postMessage({type: 'cache-urls', pages: [href], files: []});
    } catch {
      // Storage blocked, or a worker being replaced: the page is simply not stored.
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(post, {timeout: 5000});
  else setTimeout(post, 1000);
}
