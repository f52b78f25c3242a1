import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildRequestHandler, startBuildServer} from '../../scripts/serve-build/server';

/** A build folder with a page, a 404 page, a script and the headers file. */
function buildFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'docs/intro/index.html': '<h1>Intro</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'assets/js/main.js': 'main()',
    _headers: "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the test server of the build', () => {
  const dir = buildFolder();
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = await startBuildServer({dir, port: 0, host: '127.0.0.1'});
    origin = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, {recursive: true});
  });

  it('answers pages at their clean URL with the headers of _headers', async () => {
    for (const pathname of ['/', '/docs/intro', '/docs/intro/', '/assets/js/main.js']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-security-policy'), pathname).toBe("default-src 'self'");
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    expect(await (await fetch(`${origin}/docs/intro`)).text()).toBe('<h1>Intro</h1>');
  });

  it('answers a path that names no file, or cannot be decoded, with the 404 page and the same headers', async () => {
    for (const pathname of ['/docs/nope', '/docs/%E0%A4%A']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toBe('<h1>Page Not Found</h1>');
      expect(response.headers.get('content-security-policy'), pathname).toBe("default-src 'self'");
    }
  });

  it('picks up a new _headers file without a restart', async () => {
    const file = path.join(dir, '_headers');
    fs.writeFileSync(file, '/*\n  X-Test: 2\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const response = await fetch(`${origin}/`);
    expect(response.headers.get('x-test')).toBe('2');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('refuses to serve a build without _headers', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-empty-'));
    expect(() => buildRequestHandler(empty)).toThrow(/_headers is missing/);
    fs.rmSync(empty, {recursive: true});
  });
});
