import http from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface BuildServer {
  origin: string;
  close: () => Promise<void>;
}

const gzip = compression();

/**
 * Serves a production build on 127.0.0.1 as `docusaurus serve` does (serve-handler with clean URLs, so
 * `/docs/intro` is `docs/intro/index.html`, and `404.html` for unknown paths), plus gzip, which a real host adds
 * and `docusaurus serve` does not: without it every transfer size would be the raw size.
 */
export function serveBuild(buildDir: string): Promise<BuildServer> {
  const server = http.createServer((request, response) => {
    // Gzip only, although the middleware prefers Brotli when the browser offers it: the benchmark reports
    // gzipped sizes, comparable with the other figures the project quotes.
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) request.headers['accept-encoding'] = 'gzip';
    gzip(request, response, (error) => {
      if (error) return void response.writeHead(500).end(String(error));
      serveHandler(request, response, {public: buildDir, cleanUrls: true, directoryListing: false}).catch(
        (handlerError: unknown) => response.writeHead(500).end(String(handlerError)),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port, so the benchmark never collides with a server already running.
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
