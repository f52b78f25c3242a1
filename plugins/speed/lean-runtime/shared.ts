/** What the lean-runtime plugin and its client modules share. */

/**
 * How many chunks the deferred routes' registry entries and chunk names are spread over: a page loads the one its
 * route is in, not the whole API reference's (more chunks would each cost the runtime a file-name entry).
 */
export const deferredBucketCount = 32;

/** The deferred chunk a route's entries are in, by its path as the route list gives it (FNV-1a, stable by path). */
export function deferredBucketOf(routePath: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < routePath.length; index += 1) {
    hash = Math.imul(hash ^ routePath.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0) % deferredBucketCount;
}

/** The chunk name of a deferred bucket (`deferredBucketsLoaderSource`), which the prefetching module looks up. */
export const deferredRegistryChunk = (bucket: number): string => `deferred-registry-${bucket}`;

/** The plugin's global data. */
export interface LeanRuntimeGlobalData {
  /** Path prefixes of the routes whose registry entries are deferred; empty where nothing is. */
  deferredRoutes: string[];
}
