/**
 * One old URL and where it leads now. `from` is a site path, optionally with a
 * `#anchor`; `to` is a site path (optionally with an anchor) or an absolute URL.
 */
export interface Redirect {
  from: string;
  to: string;
  /** Why the old URL exists and why this target: one line. */
  reason: string;
}

/** A redirect of a whole path, served as a redirect page and as a server rule. */
export interface PathRedirect {
  from: string;
  to: string;
}

/**
 * Anchor redirects grouped by the page a reader lands on (after any path
 * redirect): page path -> old anchor -> new target (path and anchor).
 */
export type AnchorRedirects = Record<string, Record<string, string>>;
