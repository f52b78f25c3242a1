/**
 * Ranking fit for an API reference, on the index the production build wrote:
 * each query's first result must be the expected page or anchor.
 */
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {builtIndexSource} from '../../plugins/search-index';
import {createEngine} from '../../plugins/search-index/engine';
import {rankingTable} from './search-ranking-table';

// The files the build wrote, loaded the way the browser loads them: core first, postings as queries need them.
const source = builtIndexSource(path.join(__dirname, '../../build'));
const enginePromise = source.core().then((core) => createEngine(core, source.chunk));

test.describe('search ranking on the built index', () => {
  test('the table has at least 40 queries', () => {
    expect(rankingTable.length).toBeGreaterThanOrEqual(40);
  });

  for (const [query, expected] of rankingTable) {
    test(`"${query}" → ${expected}`, async () => {
      const engine = await enginePromise;
      expect(
        engine.records.some((record) => record.url === expected),
        `${expected} is not in the index at all`,
      ).toBe(true);
      await engine.prepare(query);
      const top = engine
        .search(query)
        .slice(0, 3)
        .map((hit) => hit.record.url);
      expect(top[0], `top 3: ${top.join(', ')}`).toBe(expected);
    });
  }
});
