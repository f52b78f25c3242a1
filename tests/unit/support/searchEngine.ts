import {createEngine} from '../../../plugins/search-index/engine';
import {memoryIndexSource, splitIndex, type IndexFiles} from '../../../plugins/search-index/indexFiles';
import type {SearchRecord} from '../../../plugins/search-index/shared';

/** A search record with the defaults of a docs page. */
export function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'url' | 'lvl1'>): SearchRecord {
  return {lvl0: 'Docs', type: 'lvl1', content: '', tag: 'docs-default-current', ...partial};
}

/** An engine over `records` split as the build splits them, answering once the query's postings are loaded. */
export function searcher(records: SearchRecord[], files: IndexFiles = splitIndex(records)) {
  const building = createEngine(files.core, memoryIndexSource(files).chunk);
  return async (query: string) => {
    const engine = await building;
    await engine.prepare(query);
    return engine.search(query);
  };
}
