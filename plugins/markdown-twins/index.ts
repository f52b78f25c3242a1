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
import {Joi} from '@docusaurus/utils-validation';
import {lexicalPackagesModel, lexicalVersion} from '../../lib/lexical-packages';
import {apiRoutePrefix, moduleAlias} from '../../lib/lexical-packages/naming';
import type {ErrorCodeTable} from '../error-codes/types';
import {convertAll, defaultThreads, type PageJob, type PageTwin} from './convertPages';
import {errorCodesMarkdown} from './errorCodes';
import {twinMarkdown} from './htmlToMarkdown';
import {concatenateTwins, llmsTxt, type LlmsLink, type LlmsSection} from './llms';
import {markdownTwinPath} from './twinPath';
import {defaultSitemapTimeoutMs, twinPagePaths, withoutTrailingSlash} from './twinPages';
import {validateWith} from '../../lib/pluginOptions';

export interface MarkdownTwinsOptions {
  /** Worker threads converting pages; 0 picks one per core (at most 4). */
  threads: number;
  /** The `>` summary of llms.txt. */
  summary: string;
  /** The paragraph under it. */
  details: string;
  /** Route of the error-code page (as given to the error-codes plugin). */
  errorCodesRoute: string;
  /** How long to wait for the sitemap, which another plugin writes after the build too. */
  sitemapTimeoutMs: number;
}

const optionsSchema = Joi.object({
  threads: Joi.number().integer().min(0).default(0),
  summary: Joi.string().default(
    'Lexical is an extensible text editor framework for the web from Meta. These docs cover ' +
      'its concepts, its packages and their complete API.',
  ),
  details: Joi.string().default(
    'Every link below is the Markdown form of a page of the site: the page URL plus .md. llms-full.txt holds every ' +
      'guide and package page in one file, and each package has an llms.txt of its own, with its page and its whole ' +
      'API reference, next to its page (for example /docs/packages/lexical-react/llms.txt).',
  ),
  errorCodesRoute: Joi.string().pattern(/^\//).default('/docs/error'),
  sitemapTimeoutMs: Joi.number().integer().min(0).default(defaultSitemapTimeoutMs),
  id: Joi.string(),
}).unknown(false);

/** Checks the options (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);

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
      const siteRoot = `${siteConfig.url.replace(/\/$/, '')}${baseUrl}`;
      const origin = new URL(siteRoot).origin;
      const absolute = (pathname: string) => `${origin}${pathname}`;
      const buildDate = new Date().toISOString().slice(0, 10);
      const pages = await twinPagePaths(outDir, options.sitemapTimeoutMs);
      const waited = (performance.now() - started) / 1000;
      const jobs: PageJob[] = [];
      for (const pathname of pages) {
        const htmlFile = await htmlFileOf(outDir, decodeURIComponent(pathname.slice(baseUrl.length)));
        if (htmlFile) jobs.push({pathname, htmlFile});
      }
      const convertOptions = {
        outDir,
        siteRoot,
        baseUrl,
        siteTitle: siteConfig.title,
        lexicalVersion,
        buildDate,
        pages: jobs.map((job) => job.pathname),
      };
      const threads = options.threads || defaultThreads();
      const twins = await convertAll(jobs, convertOptions, threads);
      const byPath = new Map(twins.map((twin) => [twin.pathname, twin]));
      const missing = pages.filter((pathname) => !byPath.has(pathname));
      if (missing.length > 0) throw new Error(`markdown-twins: no content found in ${missing.join(', ')}`);

      const files: [string, string][] = [];
      const route = (pathname: string) => `${baseUrl}${pathname.replace(/^\//, '')}`;
      const link = (twin: PageTwin): LlmsLink => ({
        title: twin.title,
        url: absolute(twin.twinPath),
        description: twin.description,
      });
      const docsTwins = docsOrder.flatMap((pathname) => byPath.get(pathname) ?? []);
      const under = (prefix: string) => (twin: PageTwin) => twin.pathname.startsWith(route(prefix));
      const apiIndex = byPath.get(route(apiRoutePrefix));
      const apiModules = twins.filter(under(`${apiRoutePrefix}/modules/`));

      // Error codes: the decoder page's twin, and every code as a table.
      const errorRoute = route(options.errorCodesRoute);
      const codesPath = `${errorRoute}/codes.md`;
      if (errorCodeTable) {
        const title = 'Lexical error codes';
        const header = twinMarkdown(
          {title, lexicalVersion, pageUrl: absolute(errorRoute), buildDate},
          {type: 'root', children: []},
        );
        files.push([codesPath, errorCodesMarkdown({table: errorCodeTable, header, pageUrl: absolute(errorRoute)})]);
      }
      const errorPage = byPath.get(errorRoute);
      const sections: LlmsSection[] = [
        {
          title: 'Guides',
          links: docsTwins
            .filter((twin) => !under('/docs/extensions/')(twin) && !under('/docs/packages/')(twin))
            .map(link),
        },
        {title: 'Extensions', links: docsTwins.filter(under('/docs/extensions/')).map(link)},
        {title: 'Packages', links: docsTwins.filter(under('/docs/packages/')).map(link)},
        {title: 'API reference', links: [...(apiIndex ? [apiIndex] : []), ...apiModules].map(link)},
        {
          title: 'Error codes',
          links: [
            ...(errorPage ? [link(errorPage)] : []),
            ...(errorCodeTable
              ? [
                  {
                    title: 'Every error code',
                    url: absolute(codesPath),
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
              url: absolute(route('/llms-full.txt')),
              description: 'Every guide and package page, in the order of the sidebar.',
            },
            ...twins
              .filter((twin) => under('/blog/')(twin) && !/\/blog\/(tags|authors|archive)\b/.test(twin.pathname))
              .map(link),
          ],
        },
      ];
      files.push([
        route('/llms.txt'),
        llmsTxt({
          name: `${siteConfig.title} ${lexicalVersion}`,
          summary: options.summary,
          details: options.details,
          sections,
        }),
      ]);
      files.push([route('/llms-full.txt'), concatenateTwins(docsTwins.map((twin) => twin.markdown))]);

      // Per package: its page, then the pages of its modules and of their classes, interfaces...
      const packageSizes: string[] = [];
      for (const pkg of lexicalPackagesModel()) {
        const pagePath = route(`/docs/packages/${packagePageName(pkg.name)}`);
        const page = byPath.get(pagePath);
        if (!page) continue;
        const aliases = new Set(pkg.modules.map((module) => moduleAlias(module.name)));
        const reference = twins.filter((twin) => {
          if (!under(`${apiRoutePrefix}/`)(twin)) return false;
          // `classes/lexical.TextNode`, `modules/lexical`, and a topic page of a module: `modules/lexical/selection`.
          const [, name = ''] = twin.pathname.slice(route(apiRoutePrefix).length + 1).split('/');
          return aliases.has(name.split('.')[0]!);
        });
        const text = concatenateTwins([page, ...reference].map((twin) => twin.markdown));
        files.push([`${pagePath}/llms.txt`, text]);
        packageSizes.push(`${pkg.name} ${kilobytes(Buffer.byteLength(text))} (${reference.length + 1} pages)`);
      }

      let bytes = twins.reduce((sum, twin) => sum + Buffer.byteLength(twin.markdown), 0);
      await Promise.all(
        files.map(async ([urlPath, text]) => {
          const file = path.join(outDir, decodeURIComponent(urlPath.slice(baseUrl.length)));
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, text);
          bytes += Buffer.byteLength(text);
        }),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`[markdown-twins] package llms.txt: ${packageSizes.join(', ')}`);
      logger.info(
        `[markdown-twins] ${twins.length} twins, ${files.length} llms files, ${kilobytes(bytes)}, in ${seconds} s ` +
          `(${threads} threads; ${waited.toFixed(1)} s of it waiting for the sitemap)`,
      );
    },
  };
}

markdownTwinsPlugin.validateOptions = validateOptions;

export {markdownTwinPath};
