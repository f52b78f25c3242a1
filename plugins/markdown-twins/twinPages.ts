/**
 * Which pages have a Markdown twin: every page of the sitemap. Shared by the plugin that writes the twins and by
 * the host rules that send requests for Markdown to them (plugins/redirects), so both name the same pages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** How long to wait for the sitemap by default: another plugin writes it after the build too. */
export const defaultSitemapTimeoutMs = 120_000;

/** `/docs/react/` -> `/docs/react`; `/` stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/$/, '$1');
}

/** Page paths of the sitemap. It is written by the sitemap plugin's own `postBuild`: wait for it. */
export async function readSitemap(file: string, timeoutMs: number): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const xml = await fs.readFile(file, 'utf8').catch(() => '');
    if (xml.includes('</urlset>')) {
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replace(/&amp;/g, '&')).pathname);
    }
    if (Date.now() - started > timeoutMs) throw new Error(`markdown-twins: no sitemap at ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The pages that get a twin, base URL included and without a trailing slash (`/` for the home page), in sitemap
 * order: the sitemap's pages. The twins plugin fails the build when one of them has no content to convert.
 */
export async function twinPagePaths(outDir: string, timeoutMs = defaultSitemapTimeoutMs): Promise<string[]> {
  const sitemap = await readSitemap(path.join(outDir, 'sitemap.xml'), timeoutMs);
  return [...new Set(sitemap.map(withoutTrailingSlash))];
}
