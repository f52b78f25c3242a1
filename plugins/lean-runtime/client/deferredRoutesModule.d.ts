/** The deferred routes' registry entries and chunk names, written by the plugin for a production client build. */
declare module '@lean-runtime/deferred-routes' {
  import type {Registry, RouteChunkNames} from '@docusaurus/types';

  export const registry: Registry;
  export const routesChunkNames: RouteChunkNames;
}
