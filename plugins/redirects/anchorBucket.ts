// Shared by the plugin, which writes the bucket files, and the client module, which reads one.

/**
 * Anchor redirects are served in a fixed number of small files, one per bucket
 * of page paths, so that a page fetches only a small part of the map, and every
 * file exists (no failed request for pages that have none).
 */
export const anchorBucketCount = 32;

/** The bucket of a page path: a string hash (FNV-1a), the same in Node and the browser. */
export function anchorBucket(pagePath: string, bucketCount = anchorBucketCount): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < pagePath.length; index += 1) {
    hash ^= pagePath.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % bucketCount;
}

/** Where bucket `bucket` is served, relative to the site's base URL. */
export function anchorBucketFile(bucket: number): string {
  return `redirect-anchors/${bucket}.json`;
}
