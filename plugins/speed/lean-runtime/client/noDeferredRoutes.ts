/** What `@lean-runtime/deferred-routes` is in a build that defers no route (the server render, `docusaurus start`). */
import type {buckets as deferredBuckets} from '@lean-runtime/deferred-routes';

export const buckets: typeof deferredBuckets = [];
