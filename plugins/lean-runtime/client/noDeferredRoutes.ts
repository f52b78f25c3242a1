/** What `@lean-runtime/deferred-routes` is in a build that defers no route (the server render, `docusaurus start`). */
import type {Registry, RouteChunkNames} from '@docusaurus/types';

export const buckets: (() => Promise<{
  registry: Registry;
  routesChunkNames: RouteChunkNames;
  chunks: {ids: Record<string, string>; hashes: Record<string, string>};
}>)[] = [];
