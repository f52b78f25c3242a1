/**
 * Docusaurus plugin: keeps every old lexical.dev URL working. It owns one map
 * (movedPages.ts by hand, apiAliases.ts derived from the API reference, and the
 * URLs of re-exported classes under each module that exports them) and serves it
 * three ways after the build:
 *
 * - redirect pages for paths, as @docusaurus/plugin-client-redirects writes them
 *   but with their script in a file (redirectPage.ts);
 * - `_redirects` (Netlify, Cloudflare Pages) and `vercel.json` for hosts that
 *   redirect on the server; `vercel.json` also sends requests for Markdown to
 *   the pages' Markdown twins;
 * - anchor redirects in small JSON buckets, which the client module reads when a
 *   page opens at an anchor that no longer exists.
 *
 * The map is built at `postBuild` because the API part needs the pages that
 * the api-reference plugin generates while the site loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {
  validateOptions as validateClientRedirectsOptions,
  type PluginOptions as ClientRedirectsOptions,
} from '@docusaurus/plugin-client-redirects';
import collectClientRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import writeRedirectFiles, {
  createToUrl,
  toRedirectFiles,
} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {reExportRedirects} from '../api-reference/exportUrls';
import {twinPagePaths} from '../markdown-twins/twinPages';
import {apiRoutePrefix, moduleUrl} from '../../lib/lexical-packages/naming';
import {anchorBucketFile} from './anchorBucket';
import {apiAliasRedirects} from './apiAliases';
import {readApiExports, readApiPageMembers, readTopicMembers} from './apiSource';
import {movedPages} from './movedPages';
import {validateOptions, type RedirectsPluginOptions} from './options';
import {redirectPageHtml, redirectScript, redirectScriptFile} from './redirectPage';
import {anchorBuckets, buildRedirectMap, type RedirectMap} from './redirectMap';
import {netlifyRedirects, vercelConfig} from './serverRedirects';
import {mergeVercelConfig} from './vercelFile';
import type {Redirect} from './types';
import {isExternal, splitAnchor} from './urls';

export {validateOptions} from './options';
export type {RedirectsPluginOptions} from './options';

/** Every redirect: the hand-kept table, then those derived from the API reference in `apiDir`. */
export function collectRedirects(apiDir: string): Redirect[] {
  const api = apiAliasRedirects({
    exports: readApiExports(),
    pages: readApiPageMembers(apiDir, apiRoutePrefix),
    topicMembers: readTopicMembers(apiDir, apiRoutePrefix),
    moduleUrl,
  });
  return [...movedPages, ...api, ...reExportedClassRedirects()];
}

/**
 * The URLs of re-exported classes and interfaces under each module that exports them, to the one page the API
 * reference documents them on.
 */
export function reExportedClassRedirects(): Redirect[] {
  return [...reExportRedirects()].flatMap(([to, froms]) =>
    froms.map((from) => ({from, to, reason: 'a re-export: documented once, under the module that declares it'})),
  );
}

/** The HTML file the build writes for a route, if any (a route ending in `.Html` is written as is). */
function routeHtmlFile(outDir: string, route: string): string | undefined {
  const candidates = [
    path.join(outDir, route, 'index.html'),
    path.join(outDir, `${route}.html`),
    path.join(outDir, route),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The element ids of each built page, read once per page. */
function builtPageIds(outDir: string): (page: string) => ReadonlySet<string> {
  const cache = new Map<string, Set<string>>();
  return (page) => {
    let ids = cache.get(page);
    if (!ids) {
      const file = routeHtmlFile(outDir, page);
      const html = file ? fs.readFileSync(file, 'utf8') : '';
      // The build minifies HTML: attribute values may be unquoted.
      ids = new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>"]+))/g)].map(([, quoted, bare]) => quoted ?? bare));
      cache.set(page, ids);
    }
    return ids;
  };
}

/**
 * Drops anchor redirects that would never apply (the old anchor still names an
 * element of its page) and returns the targets on this site that are not a
 * built page, or not an element of that page.
 */
function checkAgainstBuild(
  map: RedirectMap,
  routes: ReadonlySet<string>,
  pageIds: (page: string) => ReadonlySet<string>,
): string[] {
  for (const [page, anchors] of Object.entries(map.anchors)) {
    for (const anchor of Object.keys(anchors)) if (pageIds(page).has(anchor)) delete anchors[anchor];
    if (Object.keys(anchors).length === 0) delete map.anchors[page];
  }
  const targets = [
    ...map.paths.map(({to}) => to),
    ...Object.values(map.anchors).flatMap((page) => Object.values(page)),
  ];
  return [...new Set(targets)].filter((target) => {
    if (isExternal(target)) return false;
    const {path: page, anchor} = splitAnchor(target);
    return !routes.has(page) || (anchor !== '' && !pageIds(page).has(anchor));
  });
}

/**
 * Writes a redirect page at each old path of `map`, where @docusaurus/plugin-client-redirects would (its checks and
 * file names), with the page of redirectPage.ts, and the script those pages share.
 */
async function writeRedirectPages(props: Props, map: RedirectMap): Promise<void> {
  const {outDir, baseUrl, routesPaths, siteConfig} = props;
  const clientRedirectsOptions = validateClientRedirectsOptions({
    validate: normalizePluginOptions as never,
    options: {redirects: map.paths},
  }) as ClientRedirectsOptions;
  const redirects = collectClientRedirects(
    {
      relativeRoutesPaths: routesPaths.map((route) => `/${route.slice(baseUrl.length)}`),
      baseUrl,
      outDir,
      options: clientRedirectsOptions,
      siteConfig,
    },
    siteConfig.trailingSlash,
  );
  const scriptFile = redirectScriptFile();
  const scriptUrl = `${baseUrl}${scriptFile}`;
  const files = toRedirectFiles(redirects, {baseUrl, outDir}, siteConfig.trailingSlash).map((file, index) => ({
    ...file,
    fileContent: redirectPageHtml(createToUrl(baseUrl, redirects[index]!.to), scriptUrl),
  }));
  await fs.promises.mkdir(path.dirname(path.join(outDir, scriptFile)), {recursive: true});
  await fs.promises.writeFile(path.join(outDir, scriptFile), redirectScript);
  await writeRedirectFiles(files);
}

export default function redirectsPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as Required<RedirectsPluginOptions>;
  const apiDir = path.resolve(context.siteDir, options.apiDir);
  return {
    name: 'redirects',
    getClientModules() {
      // In this order: an address must decode before its page can be found.
      return ['malformedAddress', 'canonicalAddress', 'anchorRedirects'].map((name) =>
        path.resolve(__dirname, 'client', name),
      );
    },
    async postBuild(props) {
      const {outDir, baseUrl, routesPaths, siteConfig} = props;
      const routes = new Set(routesPaths.map((route) => `/${route.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1')));
      const map = buildRedirectMap(collectRedirects(apiDir));
      // A redirect from a page that exists would hide it: the page wins.
      map.paths = map.paths.filter(({from}) => !routes.has(from));

      const broken = checkAgainstBuild(map, routes, builtPageIds(outDir));
      if (broken.length > 0) {
        const list = broken.map((target) => `\n- ${target}`).join('');
        logger.report(siteConfig.onBrokenAnchors)(`redirects: targets missing from the build:${list}`);
      }

      await writeRedirectPages(props, map);

      const buckets = anchorBuckets(map.anchors);
      await Promise.all(
        buckets.map(async (bucket, index) => {
          const file = path.join(outDir, anchorBucketFile(index));
          await fs.promises.mkdir(path.dirname(file), {recursive: true});
          await fs.promises.writeFile(file, JSON.stringify(bucket));
        }),
      );
      if (options.serverRedirects) {
        await fs.promises.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(map.paths, baseUrl));
        const twinPages = options.markdownRedirects ? await twinPagePaths(outDir) : [];
        mergeVercelConfig(outDir, vercelConfig(map.paths, twinPages, baseUrl));
      }
      const anchorCount = Object.values(map.anchors).reduce((sum, page) => sum + Object.keys(page).length, 0);
      logger.info(`[redirects] ${map.paths.length} path redirects, ${anchorCount} anchor redirects`);
    },
  };
}

redirectsPlugin.validateOptions = validateOptions;
