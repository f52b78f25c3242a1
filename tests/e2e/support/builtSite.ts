/** Reading the production build from disk: pages, redirects and anchors. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {repoRoot} from './site';

/** The build the running Playwright config serves (each config names it), `build/` when none does. */
export const buildDir = path.join(repoRoot, process.env.E2E_BUILD_FOLDER ?? 'build');

/** The HTML file the static server answers `route` with, if there is one. */
export function builtHtml(route: string): string | undefined {
  const file = path.join(buildDir, route.replace(/^\//, ''), 'index.html');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  // Docusaurus writes a route that ends like a file name (`lexical_mdast.Html`) as that file.
  const asFile = path.join(buildDir, route.replace(/^\//, ''));
  return /\.html?$/i.test(route) && fs.existsSync(asFile) && fs.statSync(asFile).isFile()
    ? fs.readFileSync(asFile, 'utf8')
    : undefined;
}

/** Where a page of @docusaurus/plugin-client-redirects sends the reader, if it is one. */
export function redirectTarget(html: string): string | undefined {
  const target = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
  return target === undefined ? undefined : new URL(target, 'https://lexical.dev').pathname;
}

/** Every element id of a page (the HTML is minified: attribute values may be unquoted). */
export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((match) => match[1] ?? match[2]!));
}

/** Whether `url` (path plus optional `#anchor`) is a real page of the build, with that anchor. */
export function resolvesInBuild(url: string): boolean {
  const [route, anchor] = url.split('#');
  const html = builtHtml(route!);
  if (html === undefined || redirectTarget(html) !== undefined) return false;
  return anchor === undefined || anchorIds(html).has(anchor);
}

/**
 * Gzipped size of the built file a same-site URL is served from: what a gzipping server sends. A URL that names no
 * file of the build throws, rather than counting as nothing: a size read from another build than the one served
 * would otherwise pass any budget.
 */
export function builtGzipSize(url: string): number {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const file = [pathname, path.join(pathname, 'index.html')]
    .map((candidate) => path.join(buildDir, candidate))
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!file) throw new Error(`${url} names no file of ${buildDir}`);
  return zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
}
