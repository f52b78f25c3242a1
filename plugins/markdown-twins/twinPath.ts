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
