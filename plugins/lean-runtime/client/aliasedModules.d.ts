// Modules the lean-runtime plugin aliases.

/** The deferred routes' registry entries and chunk names, written by the plugin for a production client build. */
declare module '@lean-runtime/deferred-routes' {
  import type {Registry, RouteChunkNames} from '@docusaurus/types';

  export const registry: Registry;
  export const routesChunkNames: RouteChunkNames;
}

/** theme-common's own React utilities module (`lib/utils/reactUtils.js`), which its package does not export. */
declare module '@lean-runtime/theme-common-react-utils' {
  export function useShallowMemoObject<O extends object>(obj: O): O;
}
