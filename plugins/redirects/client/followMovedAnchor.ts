/**
 * Looks the anchor of the address up in the page's bucket of the anchor-redirect map and moves to its new place.
 * The map is fetched one small bucket at a time. The current history entry is replaced, so Back still leads to the
 * previous page. Loaded by anchorRedirects.ts only for an anchor that names no element.
 */
import siteConfig from '@generated/docusaurus.config';
import {anchorBucket, anchorBucketFile, anchorTarget} from '../anchorBucket';
import {splitAnchor} from '../urls';

const {baseUrl} = siteConfig;
const buckets = new Map<number, Promise<unknown>>();

function loadBucket(bucket: number): Promise<unknown> {
  let loading = buckets.get(bucket);
  if (!loading) {
    loading = fetch(`${baseUrl}${anchorBucketFile(bucket)}`)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : {}))
      .catch(() => ({}));
    buckets.set(bucket, loading);
  }
  return loading;
}

function decode(text: string, decoder: (text: string) => string): string | undefined {
  try {
    return decoder(text);
  } catch {
    // A malformed escape in the address: nothing to look up.
    return undefined;
  }
}

/** The map's key for a browser path: without the base URL and a trailing slash. */
function pageKey(pathname: string): string | undefined {
  const decoded = decode(pathname, decodeURI);
  if (decoded === undefined || !decoded.startsWith(baseUrl)) return undefined;
  const page = `/${decoded.slice(baseUrl.length)}`;
  return page.length > 1 ? page.replace(/\/$/, '') : page;
}

export async function followMovedAnchor(): Promise<void> {
  const {pathname, search, hash} = window.location;
  const anchor = decode(hash.slice(1), decodeURIComponent);
  if (!anchor || document.getElementById(anchor)) return;
  const page = pageKey(pathname);
  if (page === undefined) return;
  const target = anchorTarget(await loadBucket(anchorBucket(page)), page, anchor);
  // The reader may have moved on while the bucket loaded.
  if (!target || window.location.pathname !== pathname || window.location.hash !== hash) return;
  const {path: targetPath, anchor: targetAnchor} = splitAnchor(target);
  if (targetPath === page) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${targetAnchor}`);
    document.getElementById(targetAnchor)?.scrollIntoView();
  } else {
    window.location.replace(`${baseUrl}${target.slice(1)}`);
  }
}
