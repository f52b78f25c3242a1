/** What the lean-runtime plugin and its client module share. */

/** The chunk name of the deferred registry entries (see `clientRoutesSource`). */
export const deferredRegistryChunk = 'deferred-registry';

/** The plugin's global data. */
export interface LeanRuntimeGlobalData {
  /** Path prefixes of the routes whose registry entries are deferred; empty where nothing is. */
  deferredRoutes: string[];
}
