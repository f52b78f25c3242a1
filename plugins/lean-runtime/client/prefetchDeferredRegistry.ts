/**
 * When Docusaurus prefetches a link to a deferred route (one under `deferredRoutes`), the deferred registry entries'
 * chunk is prefetched too, once: following the link then waits for no download its prefetch could have made. Like the
 * other prefetches it runs at idle time, and the chunk is only downloaded, not run.
 */
import globalData from '@generated/globalData';
import {deferredRegistryChunk, type LeanRuntimeGlobalData} from '../shared';

/** Docusaurus' bundler helper: the URL of a named chunk (what its own prefetch uses). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined} | undefined;

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => setTimeout(run, 50);

let installed = false;

export function onRouteDidUpdate(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  const data = globalData['lean-runtime']?.default as LeanRuntimeGlobalData | undefined;
  const prefixes = data?.deferredRoutes ?? [];
  // Nothing is deferred by the development server, which does not name the chunk.
  const chunkUrl =
    typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca?.(deferredRegistryChunk);
  if (prefixes.length === 0 || !chunkUrl || chunkUrl.includes('undefined')) return;
  let prefetched = false;
  const {prefetch} = window.docusaurus;
  // Docusaurus' object is read-only: `Link` looks `window.docusaurus` up on every call, so a copy takes its place.
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (routePath) => {
      if (!prefetched && prefixes.some((prefix) => routePath.startsWith(prefix))) {
        prefetched = true;
        idle(() => {
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.href = chunkUrl;
          document.head.appendChild(link);
        });
      }
      return prefetch(routePath);
    },
  };
}
