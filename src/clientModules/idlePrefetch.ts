/**
 * Docusaurus' `Link` prefetches its page when it scrolls into view, and each prefetch scans the chunk names of
 * every route: a page that shows a dozen links does a dozen scans in the task that first paints it. Run each
 * prefetch when the browser is idle instead, one task each; a hover still preloads at once (`preload`).
 */
type Prefetch = Window['docusaurus']['prefetch'];

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => setTimeout(run, 50);

let installed = false;

function idlePrefetch(prefetch: Prefetch): Prefetch {
  return (url) => {
    idle(() => void prefetch(url));
    return false;
  };
}

// The first call comes in the commit of the first render, before any IntersectionObserver of a link reports.
export function onRouteDidUpdate(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  // Docusaurus' object is read-only: `Link` looks `window.docusaurus` up on every call, so a copy takes its place.
  window.docusaurus = {...window.docusaurus, prefetch: idlePrefetch(window.docusaurus.prefetch)};
}
