/**
 * Where the browser reads the local index's files: from the build output in
 * production, from a bundled chunk on the development server. Nothing is
 * requested before the first query.
 */
import {indexFileNames, memoryIndexSource, type IndexFiles, type IndexSource} from '../indexFiles';
import type {SearchIndexGlobalData} from '../index';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function indexSource(data: SearchIndexGlobalData): IndexSource {
  const {indexUrl} = data;
  if (!indexUrl) {
    return memoryIndexSource(() =>
      import('@lexical-docs/search-index-dev').then((module) => (module as {default: IndexFiles}).default),
    );
  }
  return {
    core: () => fetchJson(`${indexUrl}${indexFileNames.core}`),
    chunk: (chunk) => fetchJson(`${indexUrl}${indexFileNames.chunk(chunk)}`),
    text: (block) => fetchJson(`${indexUrl}${indexFileNames.text(block)}`),
  };
}
