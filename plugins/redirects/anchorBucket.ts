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

/** `record[key]` when it is the record's own entry, not one every object inherits (`toString`, `__proto__`). */
function ownEntry(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Where a bucket file's map sends `anchor` of `page`, if anywhere. The anchor comes from the address, so it can name
 * anything an object inherits; only the map's own entries, and only text, count.
 */
export function anchorTarget(bucket: unknown, page: string, anchor: string): string | undefined {
  const target = ownEntry(ownEntry(bucket, page), anchor);
  return typeof target === 'string' ? target : undefined;
}
