/**
 * Prints one closing line for the whole suite, 'tests: N passed, N failed',
 * from the JSON reports that Vitest and Playwright write under test-results/.
 */
import fs from 'node:fs';
import path from 'node:path';

type Counts = {passed: number; failed: number; skipped: number};

function readJson(file: string): unknown {
  const full = path.resolve(__dirname, '..', 'test-results', file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
}

function vitestCounts(report: unknown): Counts {
  const r = report as {numPassedTests?: number; numFailedTests?: number; numPendingTests?: number} | null;
  return {passed: r?.numPassedTests ?? 0, failed: r?.numFailedTests ?? 0, skipped: r?.numPendingTests ?? 0};
}

function playwrightCounts(report: unknown): Counts {
  const stats = (report as {stats?: {expected?: number; unexpected?: number; flaky?: number; skipped?: number}} | null)
    ?.stats;
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
  };
}

const parts = [
  vitestCounts(readJson('vitest.json')),
  playwrightCounts(readJson('playwright.json')),
  playwrightCounts(readJson('playwright-hosted.json')),
  playwrightCounts(readJson('playwright-speed-off.json')),
];
const total = parts.reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
}));
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
