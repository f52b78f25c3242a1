/** URL of the Markdown twin of a page: `/docs/intro` -> `/docs/intro.md`, `/docs/api/` -> `/docs/api.md`, `/` -> `/index.md`. */
export function markdownTwinPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}
