/**
 * Types and helpers shared by the index builder (Node) and the search client
 * (browser). Keep this file free of Node and DOM imports.
 */

/** DocSearch's hit levels: a page (lvl1), a section (lvl2/lvl3) or its text. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3';

/** `lvl0` of every record of the API reference: its headings all name code. */
export const apiReferenceGroup = 'API reference';

/** `lvl0` of every blog post's records. */
export const blogGroup = 'Blog';

/** `lvl0` of the gallery's records: its index and its example pages. */
export const galleryGroup = 'Gallery';

/** One searchable unit: a page, or one section of a page under a heading. */
export interface SearchRecord {
  /** Path plus `#anchor` for sections, e.g. `/docs/api/modules/lexical#getroot`. */
  url: string;
  /** Group shown in the modal: `Docs`, `API reference`, `Blog`, `Pages` or a sidebar category. */
  lvl0: string;
  /** Page title. */
  lvl1: string;
  /** Enclosing h2 (for h2 and h3 records). */
  lvl2?: string;
  /** The h3 (for h3 records). */
  lvl3?: string;
  type: RecordType;
  /** Plain text of the section (or of the page intro for lvl1 records). */
  content: string;
  /** DocSearch contextual-search tag, e.g. `docs-default-current` or `default`. */
  tag: string;
  /** An API symbol marked `@deprecated` (its heading is struck through): hits show a label. */
  deprecated?: true;
}

/** Content longer than this is cut: it is indexed and shown as a snippet, never read in full. */
export const maxContentChars = 1200;

/** Collapse runs of whitespace; cut at `maxChars` on a word boundary. */
export function cleanText(text: string, maxChars = maxContentChars): string {
  const collapsed = text.replace(/[\s\u200b]+/g, ' ').trim();
  if (collapsed.length <= maxChars) return collapsed;
  const cut = collapsed.lastIndexOf(' ', maxChars);
  return collapsed.slice(0, cut > maxChars / 2 ? cut : maxChars);
}

/** The index's file names in its build folder (here, not beside the engine: the search page preloads the core). */
export const indexFileNames = {
  core: 'core.json',
  chunk: (chunk: number) => `terms.${chunk}.json`,
  text: (block: number) => `text.${block}.json`,
};

/** Hits per page of results on the /search page. */
export const searchPageHitsPerPage = 15;

/**
 * The hits of a first page the /search page shows before the rest, with the local index: a phone's screenful, whose
 * texts it waits for alone (each hit's text is a download of its own). Its opening query is started early with it.
 */
export const searchPageFirstHits = 6;
