/** The gallery's filter, read from and written to the page's query string (`?q=table&tag=markdown`). */
export interface GalleryFilter {
  query: string;
  tags: string[];
}

/** Longest filter text kept from an address: a pasted essay is not a filter. */
export const maxQueryLength = 100;

/** The filter an address asks for; tags the gallery does not have are dropped, whatever else is ignored. */
export function readFilter(search: string, knownTags: readonly string[]): GalleryFilter {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').slice(0, maxQueryLength);
  const tags = [...new Set(params.getAll('tag'))].filter((tag) => knownTags.includes(tag));
  return {query, tags};
}

export function writeFilter({query, tags}: GalleryFilter): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  for (const tag of tags) params.append('tag', tag);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface FilterableCard {
  title: string;
  summary: string;
  tags: readonly string[];
  packages: readonly string[];
}

/** A card matches when it has every chosen tag and every word of the text in its title, summary, tags or packages. */
export function matchesFilter(card: FilterableCard, {query, tags}: GalleryFilter): boolean {
  if (!tags.every((tag) => card.tags.includes(tag))) return false;
  const haystack = [card.title, card.summary, ...card.tags, ...card.packages].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
