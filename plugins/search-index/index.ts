/**
 * search-index: builds the site's local search index and tells the search UI
 * which backend to query.
 *
 * - Production build: after the pages are rendered, reads every page's HTML
 *   and writes the index's files (indexFiles.ts) to `search-index/<build>/`,
 *   fetched by the browser once the reader opens search, as queries need them.
 * - Development server: makes the index from the Markdown sources and bundles
 *   it as a lazily loaded chunk (nothing is written to disk by `start`).
 * - Hosted backend (`backend: 'algolia'`): builds nothing; the UI queries Algolia.
 */
import {existsSync, readdirSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {defaultIgnoredRoutes, extractRecords} from './extractHtml';
import {extractMarkdownRecords, type MarkdownPage} from './extractMarkdown';
import {indexFileEntries, indexFileNames, splitIndex, type IndexFiles, type IndexSource} from './indexFiles';
import {defaultOptions, validateOptions, type SearchIndexOptions} from './options';
import {apiReferenceGroup, blogGroup, type SearchRecord} from './shared';

export {defaultOptions, validateOptions} from './options';
export type {SearchIndexOptions} from './options';

/** What the browser reads through `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  backend: 'local' | 'algolia';
  /** Folder (ending in `/`) the production index's files are fetched from; absent in development (bundled chunk). */
  indexUrl?: string;
}

/** Alias the client imports the development index through. */
const devIndexAlias = '@lexical-docs/search-index-dev';
/** The local search code for the /search page to bundle, or nothing with hosted Algolia. */
const searchPageCodeAlias = '@lexical-docs/search-page-code';
/** The search worker's chunk, as `workerSearch.ts` names it. */
const searchWorkerChunk = 'search-worker';

export async function buildIndexFromHtml(
  outDir: string,
  routesPaths: string[],
  {baseUrl, siteTitle, ignoreRoutes}: {baseUrl: string; siteTitle: string; ignoreRoutes: string[]},
): Promise<SearchRecord[]> {
  const ignored = (route: string) =>
    defaultIgnoredRoutes.some((pattern) => pattern.test(route)) || ignoreRoutes.includes(route);
  const routes = [...new Set(routesPaths)]
    .map((routePath) => (routePath.startsWith(baseUrl) ? `/${routePath.slice(baseUrl.length)}` : routePath))
    .filter((route) => !ignored(route))
    .sort();
  const records: SearchRecord[] = [];
  for (const route of routes) {
    const file = path.join(outDir, route, route.endsWith('.html') ? '' : 'index.html');
    let html: string;
    try {
      html = await fs.readFile(file, 'utf8');
    } catch {
      // A route without an HTML file of its own (e.g. a redirect) has nothing to index.
      continue;
    }
    records.push(...extractRecords({path: normalizeUrl([baseUrl, route]), html}, {siteTitle}));
  }
  return records;
}

/** The index a production build wrote, read from disk (ranking test, benchmark). */
export function builtIndexSource(outDir: string, outputDir = defaultOptions.outputDir): IndexSource & {folder: string} {
  const root = path.join(outDir, outputDir);
  const folders = existsSync(root) ? readdirSync(root) : [];
  if (folders.length !== 1) {
    throw new Error(`Expected one index folder in ${root}, found ${folders.length}: run the production build first.`);
  }
  const folder = path.join(root, folders[0]!);
  const read = async (name: string) => JSON.parse(await fs.readFile(path.join(folder, name), 'utf8'));
  return {
    folder,
    core: () => read(indexFileNames.core),
    chunk: (chunk) => read(indexFileNames.chunk(chunk)),
    text: (block) => read(indexFileNames.text(block)),
  };
}

interface DocsContent {
  loadedVersions: {docs: {source: string; permalink: string; title: string}[]}[];
}
interface BlogContent {
  blogPosts: {metadata: {source: string; permalink: string; title: string}}[];
}
type PagesContent = {type: 'jsx' | 'mdx'; source: string; permalink: string}[];

async function markdownPages(siteDir: string, allContent: Record<string, Record<string, unknown> | undefined>) {
  const pages: Omit<MarkdownPage, 'source'>[] = [];
  const sources: string[] = [];
  const add = (source: string, page: Omit<MarkdownPage, 'source'>) => {
    sources.push(source.replace(/^@site\//, `${siteDir}/`));
    pages.push(page);
  };
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        const lvl0 = doc.permalink.includes('/docs/api/') ? apiReferenceGroup : 'Docs';
        add(doc.source, {path: doc.permalink, title: doc.title, lvl0, tag: 'docs-default-current'});
      }
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[]) {
    for (const {metadata} of content.blogPosts) {
      add(metadata.source, {path: metadata.permalink, title: metadata.title, lvl0: blogGroup, tag: 'default'});
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}) as PagesContent[]) {
    for (const page of content.filter((entry) => entry.type === 'mdx')) {
      add(page.source, {path: page.permalink, title: page.permalink, lvl0: 'Pages', tag: 'default'});
    }
  }
  const texts = await Promise.all(sources.map((file) => fs.readFile(file, 'utf8').catch(() => '')));
  return pages.map((page, i) => {
    const source = texts[i]!;
    const h1 = /^#\s+(.+)$/m.exec(source)?.[1];
    const titleFromFrontMatter = /^---\n[\s\S]*?^title:\s*['"]?(.+?)['"]?\s*$/m.exec(source)?.[1];
    const title = page.title === page.path ? (titleFromFrontMatter ?? h1 ?? page.path) : page.title;
    return {...page, title, source};
  });
}

export default function searchIndexPlugin(context: LoadContext, userOptions: unknown): Plugin<unknown> {
  // Docusaurus runs `validateOptions` first: defaults are filled in.
  const options = userOptions as SearchIndexOptions;
  const {baseUrl, siteDir, generatedFilesDir, siteConfig} = context;
  const isDev = process.env.NODE_ENV === 'development';
  const buildId = Date.now().toString(36);
  const devIndexFile = path.join(generatedFilesDir, 'search-index', 'dev-index.json');
  const local = options.backend === 'local';

  return {
    name: 'search-index',

    // The search bar and the search page (DocSearch's UI over the local index, or hosted Algolia). Registered after
    // the classic preset's theme-search-algolia, so these are the @theme/SearchBar and @theme/SearchPage pages get.
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      const data: SearchIndexGlobalData = local
        ? {backend: 'local', ...(isDev ? {} : {indexUrl: normalizeUrl([baseUrl, options.outputDir, buildId, '/'])})}
        : {backend: 'algolia'};
      actions.setGlobalData(data);
      // The alias must resolve in every mode; only the dev server fills it.
      let index: IndexFiles = splitIndex([]);
      if (local && isDev) {
        const pages = await markdownPages(siteDir, allContent as Record<string, Record<string, unknown>>);
        index = splitIndex(pages.flatMap(extractMarkdownRecords));
      }
      await fs.mkdir(path.dirname(devIndexFile), {recursive: true});
      await fs.writeFile(devIndexFile, JSON.stringify(index));
    },

    configureWebpack(_config, isServer) {
      const searchPageCode = path.join(__dirname, 'client', local ? 'searchPageCode.ts' : 'noSearchPageCode.ts');
      const resolve = {alias: {[devIndexAlias]: devIndexFile, [searchPageCodeAlias]: searchPageCode}};
      if (isServer) return {resolve};
      // The bundler's defaults put the node_modules code of lazily loaded chunks in chunks of their own. The search
      // worker's MiniSearch would then be a second script the worker fetches, after its own, before it can start:
      // it keeps its code in one file.
      const vendorsOfLazyChunks: Record<string, unknown> = {
        idHint: 'vendors',
        reuseExistingChunk: true,
        test: /[\\/]node_modules[\\/]/i,
        priority: -10,
        chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
          !chunk.canBeInitial() && chunk.name !== searchWorkerChunk,
      };
      return {resolve, optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsOfLazyChunks}}}};
    },

    async postBuild({outDir, routesPaths}) {
      if (!local) return;
      const started = performance.now();
      const records = await buildIndexFromHtml(outDir, routesPaths, {
        baseUrl,
        siteTitle: siteConfig.title,
        ignoreRoutes: options.ignoreRoutes,
      });
      const target = path.join(outDir, options.outputDir, buildId);
      const index = splitIndex(records);
      const files = indexFileEntries(index);
      await fs.mkdir(target, {recursive: true});
      let bytes = 0;
      await Promise.all(
        files.map(([name, data]) => {
          const json = JSON.stringify(data);
          bytes += json.length;
          return fs.writeFile(path.join(target, name), json);
        }),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(
        `[search-index] ${records.length} records from ${index.core.paths.length} pages: ${files.length} files, ` +
          `${(bytes / 1024).toFixed(0)} KB (${index.chunks.length} postings chunks), in ${seconds} s`,
      );
    },
  };
}

searchIndexPlugin.validateOptions = validateOptions;
