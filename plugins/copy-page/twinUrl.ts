import {markdownTwinPath} from '../markdown-twins/twinPath';

/**
 * Root-relative URL of the Markdown twin of the page at `pathname` (a browser pathname, so it starts with
 * the site's `baseUrl`): the twin rule applies to the path inside the site, then the base is put back, so
 * the home page of a site under `/lexical/` has its twin at `/lexical/index.md`, not `/lexical.md`.
 */
export function markdownTwinUrl(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const insideBase = base !== '' && (pathname === base || pathname.startsWith(`${base}/`));
  const sitePath = insideBase ? pathname.slice(base.length) || '/' : pathname;
  return `${base}${markdownTwinPath(sitePath)}`;
}
