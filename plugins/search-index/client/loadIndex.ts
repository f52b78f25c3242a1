/**
 * Fetches the local index: from the build output in production, from a
 * bundled chunk on the development server. Loaded only on the first query.
 */
import {deserializeRecords, type SearchRecord, type SerializedIndex} from '../shared';
import type {SearchIndexGlobalData} from '../index';

export async function loadRecords(data: SearchIndexGlobalData): Promise<SearchRecord[]> {
  if (!data.indexUrl) {
    const bundled = (await import('@lexical-docs/search-index-dev')) as {default: SerializedIndex};
    return deserializeRecords(bundled.default);
  }
  const response = await fetch(data.indexUrl);
  if (!response.ok) throw new Error(`${data.indexUrl} answered HTTP ${response.status}`);
  return deserializeRecords((await response.json()) as SerializedIndex);
}
