/**
 * The deferred routes' registry entries and chunk names (`deferredRoutes`): a chunk of their own, loaded once, before
 * the first of those routes is preloaded or rendered, and added to Docusaurus' own registry and chunk names, which
 * its route components and its prefetching read.
 */
import type {ComponentType} from 'react';
import Loadable from 'react-loadable';
import ComponentCreator from '@docusaurus/ComponentCreator';
import Loading from '@theme/Loading';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

let loading: Promise<void> | undefined;
let loaded = false;
const waiting: (() => void)[] = [];

/** Loads the deferred entries and adds them; once, but a failed load is tried again by the next call. */
export function loadDeferredRoutes(): Promise<void> {
  // The chunk's name is `deferredRegistryChunk` (../shared), which the prefetching client module looks up.
  loading ??= import(/* webpackChunkName: "deferred-registry" */ '@lean-runtime/deferred-routes').then(
    (deferred) => {
      Object.assign(registry, deferred.registry);
      Object.assign(routesChunkNames, deferred.routesChunkNames);
      loaded = true;
      for (const run of waiting.splice(0)) run();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const deferredRoutesLoaded = (): boolean => loaded;

/** Runs `run` once the deferred entries have been added (not at all if they never are). */
export function afterDeferredRoutesLoad(run: () => void): void {
  if (loaded) run();
  else waiting.push(run);
}

/**
 * A deferred route's component: loads the deferred entries, then creates the route's component as Docusaurus does
 * for any route, and loads it. Docusaurus preloads a route before rendering it, at start-up and on navigation, so the
 * page then renders at once.
 */
export function deferredComponent(path: string, hash: string): ComponentType<object> {
  return Loadable({
    loading: Loading,
    loader: async () => {
      await loadDeferredRoutes();
      const component = ComponentCreator(path, hash);
      // Typed as returning nothing, but Docusaurus' react-loadable returns the load's promise.
      await (component.preload() as unknown as Promise<unknown>);
      return component;
    },
  });
}
