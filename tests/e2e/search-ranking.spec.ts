/**
 * Ranking fit for an API reference, on the index the production build wrote:
 * each query's first result must be the expected page or anchor.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {createEngine} from '../../plugins/search-index/engine';
import {deserializeRecords, type SerializedIndex} from '../../plugins/search-index/shared';
import {rankingTable} from './search-ranking-table';


function loadBuiltIndex(): SerializedIndex {
  const dir = path.join(__dirname, '../../build/search-index');
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => /^index\..+\.json$/.test(name)) : undefined;
  if (!file) throw new Error(`No search index in ${dir}: run the production build first (npx docusaurus build).`);
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SerializedIndex;
}

const records = deserializeRecords(loadBuiltIndex());
const engine = createEngine(records);
const indexedUrls = new Set(records.map((record) => record.url));

test.describe('search ranking on the built index', () => {
  test('the table has at least 40 queries', () => {
    expect(rankingTable.length).toBeGreaterThanOrEqual(40);
  });

  for (const [query, expected] of rankingTable) {
    test(`"${query}" → ${expected}`, () => {
      expect(indexedUrls.has(expected), `${expected} is not in the index at all`).toBe(true);
      const top = engine.search(query).slice(0, 3).map((hit) => hit.record.url);
      expect(top[0], `top 3: ${top.join(', ')}`).toBe(expected);
    });
  }
});
