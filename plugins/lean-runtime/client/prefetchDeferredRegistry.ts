/**
 * Prefetching links to deferred routes (those under `deferredRoutes`), whose chunk names come with the deferred chunk:
 * - The first such link Docusaurus prefetches also prefetches that chunk, once, at idle time like its own prefetches
 *   (downloaded, not run), so following a link waits for no download its prefetch could have made.
 * - Until the chunk is run (when the reader points at such a link, or follows one), Docusaurus could not find a
 *   deferred route's chunks: its prefetches are held, and made once the chunk names are in.
 */
import globalData from '@generated/globalData';
import {deferredRegistryChunk, type LeanRuntimeGlobalData} from '../shared';
import {afterDeferredRoutesLoad, deferredRoutesLoaded} from './deferredRoutes';

/** Docusaurus' bundler helper: the URL of a named chunk (what its own prefetch uses). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined} | undefined;

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => setTimeout(run, 50);

let installed = false;

export function onRouteDidUpdate(): void {
  // Only a production build defers (the development server's routes are Docusaurus' own).
  if (installed || process.env.NODE_ENV !== 'production' || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  const data = globalData['lean-runtime']?.default as LeanRuntimeGlobalData | undefined;
  const prefixes = data?.deferredRoutes ?? [];
  const chunkUrl =
    typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca?.(deferredRegistryChunk);
  if (prefixes.length === 0 || !chunkUrl || chunkUrl.includes('undefined')) return;
  const held = new Set<string>();
  let chunkPrefetched = false;
  const {prefetch} = window.docusaurus;
  afterDeferredRoutesLoad(() => {
    for (const routePath of held) prefetch(routePath);
    held.clear();
  });
  // Docusaurus' object is read-only: `Link` looks `window.docusaurus` up on every call, so a copy takes its place.
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (routePath) => {
      if (deferredRoutesLoaded() || !prefixes.some((prefix) => routePath.startsWith(prefix))) {
        return prefetch(routePath);
      }
      if (!chunkPrefetched) {
        chunkPrefetched = true;
        idle(() => {
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.href = chunkUrl;
          document.head.appendChild(link);
        });
      }
      held.add(routePath);
      return false;
    },
  };
}
