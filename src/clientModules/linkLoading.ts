/**
 * How Docusaurus' `Link` loads the page it points to:
 * - It prefetches its page when it scrolls into view, and each prefetch scans the chunk names of every route: a page
 *   that shows a dozen links does a dozen scans in the task that first paints it. Each prefetch runs when the
 *   browser is idle instead, one task each; a hover still preloads at once.
 * - It matches the link's whole address against the routes, so a link to a section (`/docs/page#section`) or with a
 *   query matched only the layout routes around the page: the page's own chunks were never fetched ahead. Links are
 *   matched by their path alone. A path is prefetched once, however many links lead to it, and a link to the page
 *   being read (an API page's links to its own members) prefetches nothing.
 * - It preloads on hover and drops the promise, so a chunk that fails to load (offline, or removed by a new
 *   deployment) was an uncaught `ChunkLoadError`. The failure is handled here; following the link then reloads the
 *   page, which the offline-reading worker answers (plugins/offline-reading). An address Docusaurus cannot decode
 *   (a stray `%`) threw on hover; it preloads nothing instead.
 */
type Docusaurus = Window['docusaurus'];

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => setTimeout(run, 50);

/**
 * The route path a link leads to, as Docusaurus' route matching reads it (decoded, without query or hash), or
 * undefined for a link that leaves the site or cannot be read as a URL.
 */
export function routePathOf(link: string, page: Pick<Location, 'href' | 'origin'>): string | undefined {
  let url: URL;
  try {
    url = new URL(link, page.href);
  } catch {
    return undefined;
  }
  if (url.origin !== page.origin) return undefined;
  try {
    return decodeURI(url.pathname);
  } catch {
    return url.pathname;
  }
}

let installed = false;

function idlePrefetch(prefetch: Docusaurus['prefetch']): Docusaurus['prefetch'] {
  const requested = new Set<string>();
  return (link) => {
    const path = routePathOf(link, window.location);
    if (path === undefined || path === routePathOf(window.location.pathname, window.location) || requested.has(path)) {
      return false;
    }
    requested.add(path);
    idle(() => void prefetch(path));
    return false;
  };
}

function handledPreload(preload: Docusaurus['preload']): Docusaurus['preload'] {
  return (link) => {
    const path = routePathOf(link, window.location);
    if (path === undefined) return false;
    let loading: ReturnType<Docusaurus['preload']>;
    try {
      loading = preload(path);
    } catch {
      return false;
    }
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
