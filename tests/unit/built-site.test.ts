import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it, vi} from 'vitest';

const repoRoot = path.resolve(__dirname, '..', '..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
fs.mkdirSync(path.join(folder, 'assets'));
fs.mkdirSync(path.join(folder, 'guide'));
fs.writeFileSync(path.join(folder, 'assets', 'main.js'), 'console.log("main");'.repeat(50));
fs.writeFileSync(path.join(folder, 'guide', 'index.html'), '<p>guide</p>');

describe('builtGzipSize (the e2e budgets read the build their config serves)', () => {
  afterAll(() => fs.rmSync(folder, {recursive: true, force: true}));

  it('reads the folder the Playwright config names, a clean URL from its index.html, and throws for a missing file', async () => {
    vi.stubEnv('E2E_BUILD_FOLDER', path.relative(repoRoot, folder));
    const {builtGzipSize, buildDir} = await import('../e2e/support/builtSite');
    vi.unstubAllEnvs();
    expect(buildDir).toBe(folder);
    const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(folder, file)), {level: 9}).length;
    expect(builtGzipSize('http://127.0.0.1:4175/assets/main.js')).toBe(gzip('assets/main.js'));
    expect(builtGzipSize('http://127.0.0.1:4175/guide')).toBe(gzip('guide/index.html'));
    expect(() => builtGzipSize('http://127.0.0.1:4175/assets/other-build.js')).toThrow(/names no file of/);
  });
});
