/**
 * Where the Markdown form of a page lives: the page URL without its trailing
 * slash, plus `.md` (`/` is `/index.md`). Shared by the build, which writes
 * the files, the host rules that serve them and the browser, which links to
 * them: no Node imports here.
 */
export function markdownTwinPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

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
