/**
 * How Docusaurus' `Link` loads the page it points to:
 * - It prefetches its page when it scrolls into view, and each prefetch scans the chunk names of every route: a page
 *   that shows a dozen links does a dozen scans in the task that first paints it. Each prefetch runs when the
 *   browser is idle instead, one task each; a hover still preloads at once.
 * - It preloads on hover and drops the promise, so a chunk that fails to load (offline, or removed by a new
 *   deployment) was an uncaught `ChunkLoadError`. The failure is handled here; following the link then reloads the
 *   page, which the offline-reading worker answers (plugins/offline-reading).
 */
type Docusaurus = Window['docusaurus'];

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => setTimeout(run, 50);

let installed = false;

function idlePrefetch(prefetch: Docusaurus['prefetch']): Docusaurus['prefetch'] {
  return (url) => {
    idle(() => void prefetch(url));
    return false;
  };
}

function handledPreload(preload: Docusaurus['preload']): Docusaurus['preload'] {
  return (url) => {
    const loading = preload(url);
    if (loading) loading.catch(() => undefined);
    return loading;
  };
}

// The first call comes in the commit of the first render, before any IntersectionObserver of a link reports.
export function onRouteDidUpdate(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  // Docusaurus' object is read-only: `Link` looks `window.docusaurus` up on every call, so a copy takes its place.
  const {prefetch, preload} = window.docusaurus;
  window.docusaurus = {...window.docusaurus, prefetch: idlePrefetch(prefetch), preload: handledPreload(preload)};
}
