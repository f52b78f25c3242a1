/**
 * A production build served as a static host serves it: clean URLs (`/docs/intro` is `docs/intro/index.html`), the
 * site's 404 page for any path that names no file (a malformed percent-escape too), and the response headers of
 * the build's `_headers` file (plugins/security-headers), so pages run under the Content-Security-Policy they get
 * in production.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import {headersForPath, parseHeadersFile, type HeaderRule} from '../../plugins/security-headers/headersFile';

export interface BuildServerOptions {
  dir: string;
  port: number;
  host: string;
}

/** The rules of `<dir>/_headers`, read again whenever the file changes (a new build under a running server). */
function headerRules(dir: string): () => HeaderRule[] {
  const file = path.join(dir, '_headers');
  let cached: {mtimeMs: number; rules: HeaderRule[]} | undefined;
  return () => {
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    if (!stat) throw new Error(`${file} is missing: build the site (npm run build) before serving it.`);
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = {mtimeMs: stat.mtimeMs, rules: parseHeadersFile(fs.readFileSync(file, 'utf8'))};
    }
    return cached.rules;
  };
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The request handler: headers first, then serve-handler, which keeps them when it writes its own. */
export function buildRequestHandler(dir: string): http.RequestListener {
  const rules = headerRules(dir);
  // A build without the file fails here, before any test runs.
  rules();
  const notFoundPage = path.join(dir, '404.html');
  return (request, response) => {
    const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
    try {
      for (const {key, value} of headersForPath(rules(), pathname)) response.setHeader(key, value);
    } catch (error) {
      response.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(String(error));
      return;
    }
    // serve-handler answers an address it cannot decode with 400; hosts answer with the site's 404 page.
    if (!decodes(pathname)) {
      response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
      fs.createReadStream(notFoundPage).pipe(response);
      return;
    }
    serveHandler(request, response, {public: dir, cleanUrls: true, directoryListing: false}).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  };
}

export function startBuildServer({dir, port, host}: BuildServerOptions): Promise<http.Server> {
  const handler = buildRequestHandler(path.resolve(dir));
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
