/**
 * The contextual search tags of a page, as Docusaurus' `useDocsContextualSearchTags` defines them: `default`, and for
 * each docs instance the version the page is in, else the reader's preferred one, else the latest. Found here
 * without the theme's locale-aware sort of the instances' paths, whose first comparison sets up a collator: tens of
 * milliseconds on a phone, while the search page hydrates. Where two instances or versions both contain a page, one
 * path is a prefix of the other and the longer is the page's, which is what that sort achieves.
 */
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/** The tag every record outside the docs carries (Docusaurus' DEFAULT_SEARCH_TAG). */
const defaultSearchTag = 'default';

/** The tag of a docs version's records (as Docusaurus' `getDocsVersionSearchTag` writes it). */
function docsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** Whether `pathname` is `base` or below it, as the router matches a non-exact route (no case, trailing slash). */
export function isPathUnder(pathname: string, base: string): boolean {
  const trim = (path: string) => path.toLowerCase().replace(/\/+$/, '');
  const page = trim(pathname);
  const root = trim(base);
  return root === '' || page === root || page.startsWith(`${root}/`);
}

function deepest<T extends {path: string}>(entries: T[], pathname: string): T | undefined {
  return entries.filter((entry) => isPathUnder(pathname, entry.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

export function contextualSearchTags(
  allDocsData: Record<string, GlobalPluginData>,
  preferredVersions: Record<string, GlobalVersion | null | undefined>,
  pathname: string,
): string[] {
  const active = deepest(
    Object.entries(allDocsData).map(([pluginId, data]) => ({pluginId, path: data.path, data})),
    pathname,
  );
  const docsTags = Object.entries(allDocsData).flatMap(([pluginId, data]) => {
    const activeVersion = active?.pluginId === pluginId ? deepest(data.versions, pathname) : undefined;
    const version = activeVersion ?? preferredVersions[pluginId] ?? data.versions.find((entry) => entry.isLast);
    return version ? [docsVersionSearchTag(pluginId, version.name)] : [];
  });
  return [defaultSearchTag, ...docsTags];
}
