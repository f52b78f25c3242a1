/**
 * Prefetching links to deferred routes (those under `deferredRoutes`), whose chunk names come with their bucket's
 * chunk (`deferredRoutes.ts`):
 * - A link whose bucket is not in yet also prefetches that bucket's chunk, once, at idle time like Docusaurus' own
 *   prefetches (downloaded, not run), so following a link waits for no download its prefetch could have made.
 * - Until the bucket is run, Docusaurus could not find the route's chunks: its prefetch is held, and made once the
 *   bucket's chunk names are in. A bucket runs when one of its routes is opened or preloaded; pointing at any link to
 *   a deferred route (Docusaurus then preloads it) runs them all, for the links the reader may follow next.
 */
import globalData from '@generated/globalData';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {deferredBucketCount, deferredBucketOf, deferredRegistryChunk, type LeanRuntimeGlobalData} from '../shared';
import {deferredBucketLoaded, loadAllDeferredRoutes, onDeferredBucketLoad} from './deferredRoutes';

/** Docusaurus' bundler helper: the URL of a named chunk (what its own prefetch uses). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined} | undefined;

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => setTimeout(run, 50);

function prefetchFile(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

let installed = false;

export function onRouteDidUpdate(): void {
  // Only a production build defers (the development server's routes are Docusaurus' own).
  if (installed || process.env.NODE_ENV !== 'production' || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  const data = globalData['lean-runtime']?.default as LeanRuntimeGlobalData | undefined;
  const prefixes = data?.deferredRoutes ?? [];
  const chunkUrls = Array.from({length: deferredBucketCount}, (_, bucket) =>
    typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca?.(deferredRegistryChunk(bucket)),
  );
  if (prefixes.length === 0 || chunkUrls.some((url) => !url || url.includes('undefined'))) return;
  /** The bucket of the route a link leads to (by the route's own path, as the plugin split them), if deferred. */
  const bucketOf = (link: string): number | undefined => {
    const route = matchRoutes(routes, new URL(link, window.location.href).pathname).at(-1)?.route.path;
    return route && prefixes.some((prefix) => route.startsWith(prefix)) ? deferredBucketOf(route) : undefined;
  };
  const held = new Map<string, number>();
  const prefetchedBuckets = new Set<number>();
  const {prefetch, preload} = window.docusaurus;
  onDeferredBucketLoad((bucket) => {
    for (const [link, linkBucket] of held) {
      if (linkBucket !== bucket) continue;
      held.delete(link);
      prefetch(link);
    }
  });
  // Docusaurus' object is read-only: `Link` looks `window.docusaurus` up on every call, so a copy takes its place.
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (link) => {
      const bucket = bucketOf(link);
      if (bucket === undefined || deferredBucketLoaded(bucket)) return prefetch(link);
      if (!prefetchedBuckets.has(bucket)) {
        prefetchedBuckets.add(bucket);
        idle(() => prefetchFile(chunkUrls[bucket]!));
      }
      held.set(link, bucket);
      return false;
    },
    preload: (link) => {
      // A bucket that fails to load stays held; the route's own preload reports and retries its own.
      if (bucketOf(link) !== undefined) loadAllDeferredRoutes().catch(() => undefined);
      return preload(link);
    },
  };
}
