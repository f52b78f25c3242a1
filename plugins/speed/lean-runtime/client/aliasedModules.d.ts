// Modules the lean-runtime plugin aliases.

/**
 * Loaders of the deferred routes' registry entries and chunk names, one per bucket (`deferredBucketOf`), written by the
 * plugin for a production client build; none in other builds.
 */
declare module '@lean-runtime/deferred-routes' {
  import type {Registry, RouteChunkNames} from '@docusaurus/types';

  export const buckets: (() => Promise<{
    registry: Registry;
    routesChunkNames: RouteChunkNames;
    chunks: {ids: Record<string, string>};
  }>)[];
}

/** theme-common's own React utilities module (`lib/utils/reactUtils.js`), which its package does not export. */
declare module '@lean-runtime/theme-common-react-utils' {
  export function useShallowMemoObject<O extends object>(obj: O): O;
}

/** The part of `nprogress` (theme-classic's progress bar, which ships no types) that lazyProgressBar.ts uses. */
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner: boolean}): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
