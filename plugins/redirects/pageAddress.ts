/**
 * What the browser does with an address that names a page in another spelling than its own, before the app starts
 * (plugins/redirects/client/canonicalAddress.ts); kept apart from the browser so that Node tests can run it.
 *
 * The router matches paths without regard to case, and a host answers by the file it finds: a case-sensitive host
 * answers `/DOCS/INTRO` with its 404 page, which the router would then hydrate as the intro page (React's
 * hydration error, and a canonical link in the wrong case); a host that folds `//` or decodes `%2F` answers
 * `/docs//intro` with the intro page, which the router would hydrate as "Page Not Found". Either way the reader
 * gets the page the address was meant to name, at its own address, and React renders what the server sent or,
 * when the server sent its 404 page, renders the page afresh instead of hydrating markup that is another page's.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

export interface PageLocation {
  /** As `window.location` gives them: percent-encoded. */
  pathname: string;
  search: string;
  hash: string;
}

/** The path of the page the router shows at a (decoded) path, or undefined where it shows "Page Not Found". */
export type PageAt = (path: string) => string | undefined;

export interface AddressPlan {
  /** The address to put in place of the current one (path, query and fragment), if it changes. */
  address?: string;
  /** Whether the app must render afresh: the server's markup is its 404 page, not the page the router shows. */
  renderAfresh: boolean;
}

/** The route matching of the router (react-router-config's, which the app uses), as a `PageAt`. */
export function pageAtRoutes(routes: readonly RouteConfig[]): PageAt {
  return (path) => {
    const branch = matchRoutes(routes as RouteConfig[], path);
    const leaf = branch[branch.length - 1]?.route;
    // A page is a leaf route with a literal path; the catch-all `*` and a docs root without a matching doc show
    // "Page Not Found".
    return leaf?.exact && typeof leaf.path === 'string' && !/[:*(]/.test(leaf.path) ? leaf.path : undefined;
  };
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

/** Slashes doubled or percent-encoded are one slash: what hosts that find the file anyway make of them. */
function foldSlashes(path: string): string {
  return path.replace(/%2f/gi, '/').replace(/\/{2,}/g, '/');
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Two spellings of one path, by the router's rules (case, trailing slash) and the hosts' (slashes). */
function samePathLoosely(a: string, b: string): boolean {
  return withoutTrailingSlash(foldSlashes(a)).toLowerCase() === withoutTrailingSlash(foldSlashes(b)).toLowerCase();
}

/** Whether `path` is the page's own path, give or take a trailing slash (which the site leaves as the reader wrote it). */
function spelledAsPage(path: string, page: string): boolean {
  return !/\/\/|%2f/i.test(path) && withoutTrailingSlash(path) === withoutTrailingSlash(page);
}

/**
 * A path holding a percent-encoded `?` (a tool that encoded a whole link: `/docs/error%3Fcode=66`) names no page
 * of the site, since no page's path has a `?`; when what precedes it names one, the rest is its query. When
 * its `=` and `&` were encoded too, the rest is decoded once, which gives back the query as it was.
 */
function withEncodedQuery(location: PageLocation, pageAt: PageAt): PageLocation {
  const at = location.pathname.search(/%3f/i);
  if (at < 0) return location;
  const path = location.pathname.slice(0, at);
  const decoded = decodePath(path);
  if (decoded === undefined || pageAt(foldSlashes(decoded)) === undefined) return location;
  let rest = location.pathname.slice(at + 3);
  if (!/[=&]/.test(rest) && /%(?:3d|26)/i.test(rest)) {
    try {
      rest = decodeURIComponent(rest);
    } catch {
      // Left as it is: the address repair has made every escape decodable, so this is not reached.
    }
  }
  const fragmentAt = rest.indexOf('#');
  const query = fragmentAt < 0 ? rest : rest.slice(0, fragmentAt);
  const fragment = fragmentAt < 0 ? '' : rest.slice(fragmentAt);
  const search = [query, location.search.slice(1)].filter(Boolean).join('&');
  return {pathname: path, search: search ? `?${search}` : '', hash: location.hash || fragment};
}

/**
 * What to do with the address `location` before the app starts. `served` is the (decoded) path of the page whose
 * markup the server sent, as its canonical link names it: `notFoundPath` for the 404 page, undefined when the
 * document holds no server markup (the development server), where any page can render.
 */
export function planAddress(
  location: PageLocation,
  served: string | undefined,
  notFoundPath: string,
  pageAt: PageAt,
): AddressPlan {
  const repaired = withEncodedQuery(location, pageAt);
  const decoded = decodePath(repaired.pathname);
  if (decoded === undefined) return {renderAfresh: false};
  let pathname = repaired.pathname;
  let renderAfresh = false;
  if (served !== undefined && served !== notFoundPath) {
    // The server sent a page: the address becomes that page's own, if it is another spelling of it. The markup
    // is that page's, so nothing else may change what the router shows.
    if (!samePathLoosely(decoded, served)) return {renderAfresh: false};
    if (!spelledAsPage(decoded, served)) pathname = encodeURI(served);
  } else {
    const page = pageAt(foldSlashes(decoded));
    if (page !== undefined) {
      if (!spelledAsPage(decoded, page)) pathname = encodeURI(page);
      // The server's markup is its 404 page (or none): the page is rendered, not hydrated.
      renderAfresh = served !== undefined;
    }
  }
  const address = `${pathname}${repaired.search}${repaired.hash}`;
  const current = `${location.pathname}${location.search}${location.hash}`;
  return address === current ? {renderAfresh} : {address, renderAfresh};
}
