/**
 * The local index as files, split so that a query downloads only what it needs
 * (a single file for the whole site would be several hundred KB):
 *
 * - `core.json`: every record's place (URL, page and section titles, group,
 *   tag) and the length of its text. Enough to search titles, headings and API
 *   symbols, and to rank.
 * - `terms.<n>.json`: the text's postings (term -> records that contain it, and
 *   how often), cut into chunks of consecutive terms. A query loads the chunks
 *   its words fall in; typing `lexi` loads the chunk of terms starting `lexi`.
 * - `text.<n>.json`: the text of a run of consecutive records (about 1 KB
 *   gzipped), fetched to show the snippets of the hits on screen.
 *
 * The postings are MiniSearch's own (made by MiniSearch at build time, loaded
 * back with `MiniSearch.loadJS`), so a term scores in the browser exactly as it
 * would in one whole index. Shared by the builder (Node) and the browser: no
 * Node or DOM imports.
 */
import MiniSearch, {type AsPlainObject} from 'minisearch';
import type {SearchRecord} from './shared';
import {proseTerm, tokenize} from './text';
import {indexFileNames} from './shared';

export {indexFileNames};

export interface IndexCore {
  /** Layout version: bump when it changes. */
  format: 3;
  /** Distinct lvl0/lvl1/lvl2/tag strings; rows point into it. */
  strings: string[];
  /** Distinct page paths; rows point into it. */
  paths: string[];
  rows: CoreRow[];
  /** MiniSearch's average text length (in distinct words), for BM25. */
  averageTextLength: number;
  /** First term of each postings chunk, ascending: chunk n holds the terms from `chunkStarts[n]` to the next start. */
  chunkStarts: string[];
  /**
   * First record of each text block, ascending: block n holds the texts of records `textStarts[n]`
   * up to the next start.
   */
  textStarts: number[];
}

export type CoreRow = [
  path: number,
  /** '' for a whole page; 1 when the anchor is `headingAnchor` of the record's own heading (most are). */
  anchor: string | 1,
  lvl0: number,
  lvl1: number,
  /** -1 when the record has no lvl2. */
  lvl2: number,
  /** '' when the record has no lvl3. */
  lvl3: string,
  type: 1 | 2 | 3,
  tag: number,
  /** Distinct words in the record's text, as MiniSearch counts them. */
  textLength: number,
  /** 1 for a deprecated API symbol; absent otherwise. */
  deprecated?: 1,
];

/** Terms of one chunk with their postings: record ids as base-36 deltas, `*n` after an id seen n > 1 times. */
export type PostingsChunk = [term: string, postings: string][];

/** The texts of consecutive records, from one of `textStarts` on. */
export type TextBlock = string[];

export interface IndexFiles {
  core: IndexCore;
  chunks: PostingsChunk[];
  texts: TextBlock[];
}

/** Where the index's files come from: the build output, the dev bundle, a test's memory. */
export interface IndexSource {
  core(): Promise<IndexCore>;
  chunk(chunk: number): Promise<PostingsChunk>;
  text(block: number): Promise<TextBlock>;
}

/** The files of `splitIndex`, served from memory (development bundle, tests). */
export function memoryIndexSource(files: IndexFiles | (() => Promise<IndexFiles>)): IndexSource {
  const get = typeof files === 'function' ? files : async () => files;
  const missing = (what: string) => new Error(`search index: no ${what}`);
  return {
    core: async () => (await get()).core,
    chunk: async (chunk) => (await get()).chunks[chunk] ?? Promise.reject(missing(`postings chunk ${chunk}`)),
    text: async (block) => (await get()).texts[block] ?? Promise.reject(missing(`text block ${block}`)),
  };
}

/**
 * `load` with its answers kept per key; a failure is not kept, so the next
 * call tries again (the reader may be back online).
 */
export function cachedUntilFailure<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let answer = cache.get(key);
    if (!answer) {
      answer = load(key);
      cache.set(key, answer);
      answer.catch(() => cache.delete(key));
    }
    return answer;
  };
}

/**
 * The anchor most headings get: their text in lower case, without punctuation, spaces as hyphens. The index stores
 * a record's anchor only where it is another (an explicit id, a repeated heading's `-1`), which saves over a
 * quarter of the core's gzipped size. Builder and browser derive it with this same function, so it only has to be
 * deterministic, not the slugger's.
 */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text a record's anchor is derived from: its own heading (a page record has none). */
function anchorHeading(lvl2: string | undefined, lvl3: string | undefined): string | undefined {
  return lvl3 ?? lvl2;
}

/** Every file of the index, by name. */
export function indexFileEntries({core, chunks, texts}: IndexFiles): [name: string, data: unknown][] {
  return [
    [indexFileNames.core, core],
    ...chunks.map((chunk, n): [string, unknown] => [indexFileNames.chunk(n), chunk]),
    ...texts.map((text, n): [string, unknown] => [indexFileNames.text(n), text]),
  ];
}

/** The one field of the text index, as MiniSearch names it. */
const textField = 'content';
export const textIndexOptions = {fields: [textField], storeFields: [], tokenize, processTerm: proseTerm};

/** How big files get, in raw characters: a postings chunk is about 6 KB gzipped, a text block under 1 KB. */
export const defaultFileChars = {chunk: 12_000, text: 1_200};

export function splitIndex(records: SearchRecord[], fileChars = defaultFileChars): IndexFiles {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (value: string) => {
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
  const texts: TextBlock[] = [];
  const textStarts: number[] = [];
  let textSize = Infinity;

  const textIndex = new MiniSearch<{id: number; content: string}>(textIndexOptions);
  textIndex.addAll(records.map((record, id) => ({id, content: record.content})));
  const plain = textIndex.toJSON();

  const rows = records.map((record, id): CoreRow => {
    const hash = record.url.indexOf('#');
    const path = hash === -1 ? record.url : record.url.slice(0, hash);
    let pathId = pathIds.get(path);
    if (pathId === undefined) {
      pathId = paths.length;
      paths.push(path);
      pathIds.set(path, pathId);
    }
    if (textSize >= fileChars.text) {
      textStarts.push(id);
      texts.push([]);
      textSize = 0;
    }
    texts[texts.length - 1]!.push(record.content);
    textSize += record.content.length + 4;
    const anchor = hash === -1 ? '' : record.url.slice(hash + 1);
    // As the browser reads them back: an empty lvl3 is none.
    const heading = anchorHeading(record.lvl2, record.lvl3 || undefined);
    const row: CoreRow = [
      pathId,
      anchor && heading !== undefined && headingAnchor(heading) === anchor ? 1 : anchor,
      intern(record.lvl0),
      intern(record.lvl1),
      record.lvl2 === undefined ? -1 : intern(record.lvl2),
      record.lvl3 ?? '',
      record.type === 'lvl1' ? 1 : record.type === 'lvl2' ? 2 : 3,
      intern(record.tag),
      plain.fieldLength[id]?.[0] ?? 0,
    ];
    if (record.deprecated) row.push(1);
    return row;
  });

  // Short ids are the records' positions: they were added in order, none removed.
  const terms = plain.index
    .map(([term, fields]): [string, string] => {
      const counts = Object.entries(fields[0] ?? {})
        .map(([id, count]) => [Number(id), count] as const)
        .sort((a, b) => a[0] - b[0]);
      let previous = 0;
      const encoded = counts.map(([id, count]) => {
        const delta = (id - previous).toString(36);
        previous = id;
        return count > 1 ? `${delta}*${count}` : delta;
      });
      return [term, encoded.join(',')];
    })
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  const chunks: PostingsChunk[] = [];
  let size = Infinity;
  for (const entry of terms) {
    if (size >= fileChars.chunk) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1]!.push(entry);
    size += entry[0].length + entry[1].length + 6;
  }

  return {
    core: {
      format: 3,
      strings,
      paths,
      rows,
      averageTextLength: plain.averageFieldLength[0] ?? 0,
      chunkStarts: chunks.map((chunk) => chunk[0]![0]),
      textStarts,
    },
    chunks,
    texts,
  };
}

/** The records the core describes, text left empty until its page's text is loaded. */
export function coreRecords(core: IndexCore): SearchRecord[] {
  if (core.format !== 3 || !Array.isArray(core.rows)) {
    throw new Error(`search index: unsupported format ${String(core.format)}`);
  }
  const {strings, paths} = core;
  return core.rows.map(([path, storedAnchor, lvl0, lvl1, lvl2Id, lvl3Text, type, tag, , deprecated]) => {
    const lvl2 = lvl2Id === -1 ? undefined : strings[lvl2Id];
    const lvl3 = lvl3Text || undefined;
    const anchor = storedAnchor === 1 ? headingAnchor(anchorHeading(lvl2, lvl3) ?? '') : storedAnchor;
    return {
      url: anchor ? `${paths[path]}#${anchor}` : paths[path]!,
      lvl0: strings[lvl0]!,
      lvl1: strings[lvl1]!,
      lvl2,
      lvl3,
      type: type === 1 ? 'lvl1' : type === 2 ? 'lvl2' : 'lvl3',
      content: '',
      tag: strings[tag]!,
      ...(deprecated === 1 ? {deprecated: true as const} : {}),
    };
  });
}

/** The text block holding a record's text, and the record's place in it. */
export function textBlockOf(textStarts: readonly number[], id: number): [block: number, position: number] {
  let low = 0;
  let high = textStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textStarts[middle]! <= id) low = middle;
    else high = middle - 1;
  }
  return [low, id - (textStarts[low] ?? 0)];
}

/**
 * Chunks that can hold `term` (exactly), or every term starting with it when
 * `prefix`. Typos are looked for in the same chunks only.
 */
export function chunksFor(chunkStarts: readonly string[], term: string, prefix: boolean): number[] {
  if (chunkStarts.length === 0) return [];
  let first = 0;
  while (first + 1 < chunkStarts.length && chunkStarts[first + 1]! <= term) first += 1;
  const chunks = [first];
  if (prefix) {
    for (let next = first + 1; next < chunkStarts.length && chunkStarts[next]!.startsWith(term); next += 1) {
      chunks.push(next);
    }
  }
  return chunks;
}

/** Per-record data every chunk's MiniSearch shares, made once per core. */
export function textIndexBase(core: IndexCore): Omit<AsPlainObject, 'index'> {
  const count = core.rows.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  core.rows.forEach((row, id) => {
    documentIds[id] = id;
    fieldLength[id] = [row[8]];
  });
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: {[textField]: 0},
    fieldLength,
    averageFieldLength: [core.averageTextLength],
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
}

/** One chunk as a MiniSearch over every record's text, holding only that chunk's terms. */
export function loadTextChunk(base: Omit<AsPlainObject, 'index'>, chunk: PostingsChunk): MiniSearch {
  const index: AsPlainObject['index'] = chunk.map(([term, postings]) => {
    const counts: Record<string, number> = {};
    let id = 0;
    for (const entry of postings.split(',')) {
      const [delta, count] = entry.split('*');
      id += parseInt(delta!, 36);
      counts[id] = count ? Number(count) : 1;
    }
    return [term, {0: counts}];
  });
  return MiniSearch.loadJS({...base, index}, textIndexOptions);
}
