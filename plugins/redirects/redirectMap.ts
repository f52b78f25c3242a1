/**
 * Turns a list of redirects into the two forms the site serves: path redirects
 * (redirect pages and server rules) and anchor redirects (applied in the browser
 * by the client module, since a server never sees the part after `#`).
 */
import {anchorBucket, anchorBucketCount} from './anchorBucket';
import type {AnchorRedirects, PathRedirect, Redirect} from './types';
import {isExternal, splitAnchor} from './urls';

export interface RedirectMap {
  paths: PathRedirect[];
  anchors: AnchorRedirects;
}

/**
 * Splits `redirects` into path and anchor redirects. An anchor redirect is keyed
 * by the page the reader lands on: the old path itself, or where a path redirect
 * of the same list sends it (redirect pages keep the anchor). Throws on two
 * redirects from the same URL, and on a path redirect that leads to another one.
 */
export function buildRedirectMap(redirects: readonly Redirect[]): RedirectMap {
  const problems: string[] = [];
  const pathTargets = new Map<string, string>();
  for (const {from, to} of redirects) {
    if (from.includes('#')) continue;
    if (pathTargets.has(from)) problems.push(`${from} is redirected twice`);
    pathTargets.set(from, to);
  }
  for (const [from, to] of pathTargets) {
    if (!isExternal(to) && pathTargets.has(splitAnchor(to).path)) problems.push(`${from} leads to a redirect: ${to}`);
  }

  const anchors: AnchorRedirects = {};
  for (const {from, to} of redirects) {
    const {path, anchor} = splitAnchor(from);
    if (!anchor) continue;
    const redirected = pathTargets.get(path);
    const landing = redirected === undefined || isExternal(redirected) ? path : splitAnchor(redirected).path;
    if (to === `${landing}#${anchor}`) continue;
    const onPage = (anchors[landing] ??= {});
    if (anchor in onPage && onPage[anchor] !== to) problems.push(`${from} is redirected twice`);
    onPage[anchor] = to;
  }
  if (problems.length > 0) throw new Error(`redirects: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  return {paths: [...pathTargets].map(([from, to]) => ({from, to})), anchors};
}

/** The bucket files: bucket number -> the anchor redirects of its pages. */
export function anchorBuckets(anchors: AnchorRedirects, bucketCount = anchorBucketCount): AnchorRedirects[] {
  const buckets: AnchorRedirects[] = Array.from({length: bucketCount}, () => ({}));
  for (const page of Object.keys(anchors).sort()) buckets[anchorBucket(page, bucketCount)][page] = anchors[page];
  return buckets;
}
