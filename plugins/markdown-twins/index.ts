/**
 * markdown-twins: the site in Markdown, for tools and language models. After
 * the build it writes
 *
 * - the twin of every page of the sitemap, at the page URL plus `.md` (twinPath.ts),
 *   made from the built HTML (htmlToMarkdown.ts);
 * - `/llms.txt`, an index of the twins, and `/llms-full.txt`, every guide and
 *   package page in sidebar order;
 * - `/docs/packages/<name>/llms.txt`: a package's page and its whole API reference;
 * - `/docs/error/codes.md`: every error code, from the error-codes plugin's table.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {lexicalPackagesModel, lexicalVersion} from '../../lib/lexical-packages';
import {apiRoutePrefix, moduleAlias} from '../../lib/lexical-packages/naming';
import type {ErrorCodeTable} from '../error-codes/types';
import {convertAll, defaultThreads, type ConvertOptions, type PageJob, type PageTwin} from './convertPages';
import {errorCodesMarkdown} from './errorCodes';
import {twinMarkdown} from './htmlToMarkdown';
import {concatenateTwins, llmsTxt, type LlmsLink, type LlmsSection} from './llms';
import {validateOptions, type MarkdownTwinsOptions} from './options';
import {markdownTwinPath} from './twinPath';
import {twinPagePaths, withoutTrailingSlash} from './twinPages';

export {validateOptions} from './options';
export type {MarkdownTwinsOptions} from './options';

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface DocsContent {
  loadedVersions: {docs: {id: string; permalink: string}[]; sidebars: Record<string, SidebarItem[]>}[];
}

/** Doc ids of a sidebar in reading order (a category's own page before its items). */
function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...((item.type === 'doc' || item.type === 'ref') && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarDocIds(item.items ?? []),
  ]);
}

/** Permalinks of the main docs instance in sidebar order; pages outside every sidebar follow. */
function docsInSidebarOrder(content: DocsContent | undefined): string[] {
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
  const ordered = Object.values(version.sidebars).flatMap(sidebarDocIds);
  const rest = version.docs.map((doc) => doc.id).sort();
  return [...new Set([...ordered, ...rest])].flatMap((id) => permalinks.get(id) ?? []);
}

async function htmlFileOf(outDir: string, relative: string): Promise<string | undefined> {
  for (const candidate of [path.join(outDir, relative, 'index.html'), path.join(outDir, relative)]) {
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) return candidate;
  }
  return undefined;
}

/** The name of a package's page under docs/packages: `@lexical/react` -> `lexical-react`. */
export function packagePageName(packageName: string): string {
  return packageName.replace(/^@/, '').replace('/', '-');
}

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`;
}

/** A file written after the twins: its URL path (base URL included) and its text. */
type OutputFile = [urlPath: string, text: string];

/** How the outputs address pages. */
interface SiteUrls {
  /** Site origin plus base URL, ending in `/`. */
  siteRoot: string;
  /** A site path (`/docs/intro`) as a route, under the base URL. */
  route: (pathname: string) => string;
  /** A route as an absolute URL. */
  absolute: (pathname: string) => string;
}

/** The addresses of a site served from `siteUrl` (its `url` setting) under `baseUrl`. */
function siteUrls(siteUrl: string, baseUrl: string): SiteUrls {
  const siteRoot = `${siteUrl.replace(/\/$/, '')}${baseUrl}`;
  const origin = new URL(siteRoot).origin;
  return {
    siteRoot,
    route: (pathname) => `${baseUrl}${pathname.replace(/^\//, '')}`,
    absolute: (pathname) => `${origin}${pathname}`,
  };
}

/** The twins of the site's pages, in sitemap order, and by page path. */
interface Twins {
  all: PageTwin[];
  byPath: Map<string, PageTwin>;
}

/** The pages with a built HTML file, each with that file. */
async function pageJobs(outDir: string, baseUrl: string, pages: readonly string[]): Promise<PageJob[]> {
  const jobs: PageJob[] = [];
  for (const pathname of pages) {
    const htmlFile = await htmlFileOf(outDir, decodeURIComponent(pathname.slice(baseUrl.length)));
    if (htmlFile) jobs.push({pathname, htmlFile});
  }
  return jobs;
}

/** Converts and writes the twin of every page; throws for a page that has none. */
async function convertTwins(
  pages: readonly string[],
  settings: Omit<ConvertOptions, 'pages'>,
  threads: number,
): Promise<Twins> {
  const jobs = await pageJobs(settings.outDir, settings.baseUrl, pages);
  const all = await convertAll(jobs, {...settings, pages: jobs.map((job) => job.pathname)}, threads);
  const byPath = new Map(all.map((twin) => [twin.pathname, twin]));
  const missing = pages.filter((pathname) => !byPath.has(pathname));
  if (missing.length > 0) throw new Error(`markdown-twins: no content found in ${missing.join(', ')}`);
  return {all, byPath};
}

/** Whether a twin's page is under a site path (`/docs/packages/`). */
function isUnder(urls: SiteUrls, prefix: string): (twin: PageTwin) => boolean {
  return (twin) => twin.pathname.startsWith(urls.route(prefix));
}

/** A twin as a link of llms.txt. */
function llmsLink(twin: PageTwin, urls: SiteUrls): LlmsLink {
  return {title: twin.title, url: urls.absolute(twin.twinPath), description: twin.description};
}

/** Every error code as a table, under the header a twin of the decoder page (at route `errorPage`) would have. */
function errorCodesFile(table: ErrorCodeTable, errorPage: string, urls: SiteUrls, buildDate: string): OutputFile {
  const pageUrl = urls.absolute(errorPage);
  const header = twinMarkdown(
    {title: 'Lexical error codes', lexicalVersion, pageUrl, buildDate},
    {type: 'root', children: []},
  );
  return [`${errorPage}/codes.md`, errorCodesMarkdown({table, header, pageUrl})];
}

/**
 * The sections of llms.txt: the guides, extensions and packages (`docsTwins`, in sidebar order), the API reference's
 * index and modules, the error codes (the decoder page and `codesFile`, when written), then the rest.
 */
function llmsSections(
  twins: Twins,
  docsTwins: readonly PageTwin[],
  urls: SiteUrls,
  errorCodes: {page: string; codesFile?: string},
): LlmsSection[] {
  const link = (twin: PageTwin) => llmsLink(twin, urls);
  const under = (prefix: string) => isUnder(urls, prefix);
  const apiIndex = twins.byPath.get(urls.route(apiRoutePrefix));
  const apiModules = twins.all.filter(under(`${apiRoutePrefix}/modules/`));
  const errorPage = twins.byPath.get(errorCodes.page);
  return [
    {
      title: 'Guides',
      links: docsTwins.filter((twin) => !under('/docs/extensions/')(twin) && !under('/docs/packages/')(twin)).map(link),
    },
    {title: 'Extensions', links: docsTwins.filter(under('/docs/extensions/')).map(link)},
    {title: 'Packages', links: docsTwins.filter(under('/docs/packages/')).map(link)},
    {title: 'API reference', links: [...(apiIndex ? [apiIndex] : []), ...apiModules].map(link)},
    {
      title: 'Error codes',
      links: [
        ...(errorPage ? [link(errorPage)] : []),
        ...(errorCodes.codesFile
          ? [
              {
                title: 'Every error code',
                url: urls.absolute(errorCodes.codesFile),
                description: `The message of every code Lexical has thrown, with the releases that used it.`,
              },
            ]
          : []),
      ],
    },
    {
      title: 'Optional',
      links: [
        {
          title: 'Everything in one file',
          url: urls.absolute(urls.route('/llms-full.txt')),
          description: 'Every guide and package page, in the order of the sidebar.',
        },
        ...twins.all
          .filter((twin) => under('/blog/')(twin) && !/\/blog\/(tags|authors|archive)\b/.test(twin.pathname))
          .map(link),
      ],
    },
  ];
}

/**
 * Each package's llms.txt, beside its page: the page, then the pages of its modules and of their classes,
 * interfaces... With each file's size and page count, for the build log.
 */
function packageLlmsFiles(twins: Twins, urls: SiteUrls): {files: OutputFile[]; sizes: string[]} {
  const files: OutputFile[] = [];
  const sizes: string[] = [];
  const apiRoute = urls.route(apiRoutePrefix);
  for (const pkg of lexicalPackagesModel()) {
    const pagePath = urls.route(`/docs/packages/${packagePageName(pkg.name)}`);
    const page = twins.byPath.get(pagePath);
    if (!page) continue;
    const aliases = new Set(pkg.modules.map((module) => moduleAlias(module.name)));
    const reference = twins.all.filter((twin) => {
      if (!isUnder(urls, `${apiRoutePrefix}/`)(twin)) return false;
      // `classes/lexical.TextNode`, `modules/lexical`, and a topic page of a module: `modules/lexical/selection`.
      const [, name = ''] = twin.pathname.slice(apiRoute.length + 1).split('/');
      return aliases.has(name.split('.')[0]!);
    });
    const text = concatenateTwins([page, ...reference].map((twin) => twin.markdown));
    files.push([`${pagePath}/llms.txt`, text]);
    sizes.push(`${pkg.name} ${kilobytes(Buffer.byteLength(text))} (${reference.length + 1} pages)`);
  }
  return {files, sizes};
}

/** What the files written after the twins are made from. */
interface LlmsInput {
  twins: Twins;
  urls: SiteUrls;
  /** Paths of the main docs instance's pages, in sidebar order. */
  docsOrder: readonly string[];
  /** The error-codes plugin's table, when the site has that plugin. */
  errorCodeTable: ErrorCodeTable | undefined;
  siteTitle: string;
  buildDate: string;
  options: MarkdownTwinsOptions;
}

/**
 * The files made from the twins: the table of every error code, llms.txt, llms-full.txt and each package's llms.txt.
 * With one line per package llms.txt for the build log.
 */
function llmsFiles(input: LlmsInput): {files: OutputFile[]; packageSizes: string[]} {
  const {twins, urls, errorCodeTable, siteTitle, buildDate, options} = input;
  const docsTwins = input.docsOrder.flatMap((pathname) => twins.byPath.get(pathname) ?? []);
  const errorPage = urls.route(options.errorCodesRoute);
  const codesFile = errorCodeTable ? errorCodesFile(errorCodeTable, errorPage, urls, buildDate) : undefined;
  const llmsIndex = llmsTxt({
    name: `${siteTitle} ${lexicalVersion}`,
    summary: options.summary,
    details: options.details,
    sections: llmsSections(twins, docsTwins, urls, {page: errorPage, codesFile: codesFile?.[0]}),
  });
  const packages = packageLlmsFiles(twins, urls);
  return {
    files: [
      ...(codesFile ? [codesFile] : []),
      [urls.route('/llms.txt'), llmsIndex],
      [urls.route('/llms-full.txt'), concatenateTwins(docsTwins.map((twin) => twin.markdown))],
      ...packages.files,
    ],
    packageSizes: packages.sizes,
  };
}

/** Writes each file at its URL path in the build; returns the bytes written. */
async function writeOutputFiles(outDir: string, baseUrl: string, files: readonly OutputFile[]): Promise<number> {
  let bytes = 0;
  await Promise.all(
    files.map(async ([urlPath, text]) => {
      const file = path.join(outDir, decodeURIComponent(urlPath.slice(baseUrl.length)));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, text);
      bytes += Buffer.byteLength(text);
    }),
  );
  return bytes;
}

export default function markdownTwinsPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as MarkdownTwinsOptions;
  let docsOrder: string[] = [];
  let errorCodeTable: ErrorCodeTable | undefined;
  return {
    name: 'markdown-twins',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      docsOrder = docsInSidebarOrder(docs).map(withoutTrailingSlash);
      errorCodeTable = allContent['error-codes']?.default as ErrorCodeTable | undefined;
    },

    async postBuild({outDir, siteConfig, baseUrl}) {
      const started = performance.now();
      const urls = siteUrls(siteConfig.url, baseUrl);
      const buildDate = new Date().toISOString().slice(0, 10);
      const pages = await twinPagePaths(outDir, options.sitemapTimeoutMs);
      const waited = (performance.now() - started) / 1000;
      const threads = options.threads || defaultThreads();
      const twins = await convertTwins(
        pages,
        {outDir, siteRoot: urls.siteRoot, baseUrl, siteTitle: siteConfig.title, lexicalVersion, buildDate},
        threads,
      );
      const {files, packageSizes} = llmsFiles({
        twins,
        urls,
        docsOrder,
        errorCodeTable,
        siteTitle: siteConfig.title,
        buildDate,
        options,
      });
      const twinBytes = twins.all.reduce((sum, twin) => sum + Buffer.byteLength(twin.markdown), 0);
      const bytes = twinBytes + (await writeOutputFiles(outDir, baseUrl, files));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`[markdown-twins] package llms.txt: ${packageSizes.join(', ')}`);
      logger.info(
        `[markdown-twins] ${twins.all.length} twins, ${files.length} llms files, ${kilobytes(bytes)}, in ${seconds} s ` +
          `(${threads} threads; ${waited.toFixed(1)} s of it waiting for the sitemap)`,
      );
    },
  };
}

markdownTwinsPlugin.validateOptions = validateOptions;

export {markdownTwinPath};
