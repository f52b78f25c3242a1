/**
 * The deferred routes' registry entries and chunk names (`deferredRoutes`), spread over a few chunks by route path
 * (`deferredBucketOf`): a bucket is loaded once, before the first of its routes is preloaded or rendered, and added to
 * Docusaurus' own registry and chunk names, which its route components and its prefetching read.
 */
import type {ComponentType} from 'react';
import Loadable from 'react-loadable';
import ComponentCreator from '@docusaurus/ComponentCreator';
import Loading from '@theme/Loading';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {buckets} from '@lean-runtime/deferred-routes';
import {deferredBucketOf} from '../shared';

/** The bundler's helper for Docusaurus' URL of a named chunk (what its prefetching uses; the plugin's runtime module). */
declare const __webpack_require__: {gca?: (chunkName: string) => string} | undefined;

/** The ids of the deferred chunk names loaded so far: the runtime's own map leaves them out. */
const chunkIdsByName: Record<string, string> = {};
if (typeof __webpack_require__ !== 'undefined' && __webpack_require__.gca) {
  const chunkAsset = __webpack_require__.gca;
  // Given an id, the runtime's helper finds no name and takes it as the id.
  __webpack_require__.gca = (chunkName) => chunkAsset(chunkIdsByName[chunkName] ?? chunkName);
}

const loading = new Map<number, Promise<void>>();
const loaded = new Set<number>();
const listeners: ((bucket: number) => void)[] = [];

/** Loads a bucket's entries and adds them; once, but a failed load is tried again by the next call. */
export function loadDeferredRoutes(bucket: number): Promise<void> {
  let load = loading.get(bucket);
  if (!load) {
    load = buckets[bucket]!().then(
      (deferred) => {
        Object.assign(registry, deferred.registry);
        Object.assign(routesChunkNames, deferred.routesChunkNames);
        Object.assign(chunkIdsByName, deferred.chunks.ids);
        loaded.add(bucket);
        for (const listener of listeners) listener(bucket);
      },
      (error: unknown) => {
        loading.delete(bucket);
        throw error;
      },
    );
    loading.set(bucket, load);
  }
  return load;
}

/** Loads every bucket (what the reader may go to next, once they point at a link to a deferred route). */
export function loadAllDeferredRoutes(): Promise<void> {
  return Promise.all(buckets.map((_, bucket) => loadDeferredRoutes(bucket))).then(() => undefined);
}

export const deferredBucketLoaded = (bucket: number): boolean => loaded.has(bucket);

/** Runs `listener` with each bucket whose entries have just been added. */
export function onDeferredBucketLoad(listener: (bucket: number) => void): void {
  listeners.push(listener);
}

/**
 * A deferred route's component: loads its bucket, then creates the route's component as Docusaurus does for any
 * route, and loads it. Docusaurus preloads a route before rendering it, at start-up and on navigation, so the page
 * then renders at once.
 */
export function deferredComponent(path: string, hash: string): ComponentType<object> {
  return Loadable({
    loading: Loading,
    loader: async () => {
      await loadDeferredRoutes(deferredBucketOf(path));
      const component = ComponentCreator(path, hash);
      // Typed as returning nothing, but Docusaurus' react-loadable returns the load's promise.
      await (component.preload() as unknown as Promise<unknown>);
      return component;
    },
  });
}
