/**
 * Serves one gallery example on its own, outside the site, as its StackBlitz project runs it: the example's `App`
 * rendered into an empty page. For writing an example and its end-to-end test before the site is built.
 *
 *   tsx scripts/gallery-preview.ts <slug> [--port 4190]
 *
 * The page is served at /gallery/<slug>, its root marked `data-gallery-example="<slug>"` as on the site.
 */
import http from 'node:http';
import path from 'node:path';
import {build} from 'esbuild';

const siteDir = path.resolve(__dirname, '..');
const [slug] = process.argv
  .slice(2)
  .filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--port');
const portIndex = process.argv.indexOf('--port');
const port = portIndex >= 0 ? Number(process.argv[portIndex + 1]) : 4190;
if (!slug || !/^[a-z0-9-]+$/.test(slug)) {
  console.error('usage: tsx scripts/gallery-preview.ts <slug> [--port 4190]');
  process.exit(2);
}

async function bundle(): Promise<{js: string; css: string}> {
  const result = await build({
    stdin: {
      contents: `import {createRoot} from 'react-dom/client';
        import {createElement} from 'react';
        import App from './src/gallery/examples/${slug}/App';
        createRoot(document.getElementById('root')).render(createElement(App));`,
      resolveDir: siteDir,
      loader: 'tsx',
    },
    bundle: true,
    outdir: 'out',
    write: false,
    jsx: 'automatic',
    loader: {'.css': 'css'},
    define: {'process.env.NODE_ENV': '"development"'},
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return {js: text('.js'), css: text('.css')};
}

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${slug}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/preview.css"></head>
<body><main><div id="root" data-gallery-example="${slug}"></div></main><script src="/preview.js"></script></body></html>`;

http
  .createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://preview').pathname.replace(/\/$/, '');
    // Bundled afresh on every request: an edit shows on reload.
    bundle().then(
      ({js, css}) => {
        if (pathname === '/preview.js') response.writeHead(200, {'content-type': 'text/javascript'}).end(js);
        else if (pathname === '/preview.css') response.writeHead(200, {'content-type': 'text/css'}).end(css);
        else if (pathname === `/gallery/${slug}` || pathname === '')
          response.writeHead(200, {'content-type': 'text/html'}).end(page);
        else response.writeHead(404).end();
      },
      (error: unknown) => response.writeHead(500, {'content-type': 'text/plain'}).end(String(error)),
    );
  })
  .listen(port, '127.0.0.1', () => console.log(`Serving ${slug} at http://127.0.0.1:${port}/gallery/${slug}`));
