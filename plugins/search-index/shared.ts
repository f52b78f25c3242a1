/**
 * Types and helpers shared by the index builder (Node) and the search client
 * (browser). Keep this file free of Node and DOM imports.
 */

/** DocSearch's hit levels: a page (lvl1), a section (lvl2/lvl3) or its text. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3';

/** `lvl0` of every record of the API reference: its headings all name code. */
export const apiReferenceGroup = 'API reference';

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
}

/** What the build writes: records in a column-light array form, to keep the file small. */
export interface SerializedIndex {
  /** Format version: bump when the layout changes. */
  format: 1;
  /** Distinct lvl0/lvl1/lvl2 strings; records point into it to avoid repeating page titles. */
  strings: string[];
  /** Distinct page paths. */
  paths: string[];
  /**
   * One row per record: [pathIndex, anchor, lvl0, lvl1, lvl2 (-1 if none),
   * lvl3 text ('' if none), typeCode (1..3), content, tagIndex].
   */
  rows: SerializedRow[];
}

export type SerializedRow = [
  path: number,
  anchor: string,
  lvl0: number,
  lvl1: number,
  lvl2: number,
  lvl3: string,
  type: 1 | 2 | 3,
  content: string,
  tag: number,
];

/** Content longer than this is cut: it is indexed and shown as a snippet, never read in full. */
export const maxContentChars = 1200;

export function serializeRecords(records: SearchRecord[]): SerializedIndex {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (value: string): number => {
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.length;
      strings.push(value);
      stringIds.set(value, id);
    }
    return id;
  };
  const paths: string[] = [];
  const pathIds = new Map<string, number>();
  const rows = records.map((record): SerializedRow => {
    const hash = record.url.indexOf('#');
    const path = hash === -1 ? record.url : record.url.slice(0, hash);
    const anchor = hash === -1 ? '' : record.url.slice(hash + 1);
    let pathId = pathIds.get(path);
    if (pathId === undefined) {
      pathId = paths.length;
      paths.push(path);
      pathIds.set(path, pathId);
    }
    return [
      pathId,
      anchor,
      intern(record.lvl0),
      intern(record.lvl1),
      record.lvl2 === undefined ? -1 : intern(record.lvl2),
      record.lvl3 ?? '',
      record.type === 'lvl1' ? 1 : record.type === 'lvl2' ? 2 : 3,
      record.content,
      intern(record.tag),
    ];
  });
  return {format: 1, strings, paths, rows};
}

export function deserializeRecords(index: SerializedIndex): SearchRecord[] {
  if (index.format !== 1 || !Array.isArray(index.rows)) {
    throw new Error(`search index: unsupported format ${String(index.format)}`);
  }
  const {strings, paths} = index;
  return index.rows.map(([path, anchor, lvl0, lvl1, lvl2, lvl3, type, content, tag]) => ({
    url: anchor ? `${paths[path]}#${anchor}` : paths[path]!,
    lvl0: strings[lvl0]!,
    lvl1: strings[lvl1]!,
    lvl2: lvl2 === -1 ? undefined : strings[lvl2],
    lvl3: lvl3 || undefined,
    type: type === 1 ? 'lvl1' : type === 2 ? 'lvl2' : 'lvl3',
    content,
    tag: strings[tag]!,
  }));
}

/** Collapse runs of whitespace; cut at `maxChars` on a word boundary. */
export function cleanText(text: string, maxChars = maxContentChars): string {
  const collapsed = text.replace(/[\s\u200b]+/g, ' ').trim();
  if (collapsed.length <= maxChars) return collapsed;
  const cut = collapsed.lastIndexOf(' ', maxChars);
  return collapsed.slice(0, cut > maxChars / 2 ? cut : maxChars);
}
