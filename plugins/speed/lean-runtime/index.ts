import fs from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {validateOptions, type LeanRuntimeOptions} from './options';
import {deferredBucketCount, deferredBucketOf, deferredRegistryChunk, type LeanRuntimeGlobalData} from './shared';

export {validateOptions} from './options';
export type {LeanRuntimeOptions} from './options';

/**
 * Trims what every page's first scripts (main.js and its runtime) carry and run. Mostly route bookkeeping, which grows
 * with the route count, and which only the client build's copies trim (the server render reads the originals):
 *
 * - Each entry of the route registry Docusaurus writes (`.docusaurus/registry.js`) holds its module's path, as
 *   `"@site/api/classes/lexical.LexicalEditor.md"`. Only the server render reads it (react-loadable reports the
 *   modules a page rendered, by path); in the browser it is dead weight, and the client's copy leaves it empty.
 * - Every route's component is created when the router first reads it, not all of them while main.js starts: a
 *   route's component is a react-loadable wrapper (`ComponentCreator`), and making one for each of several hundred
 *   routes is tens of milliseconds on a phone, in the task that blocks the page the longest.
 * - Runs of sibling leaf routes are written as one string of paths and hashes, made into route objects as main.js
 *   starts (`compactLeafRoutes`): a tenth of main.js less, raw, and 2.5 KB gzipped.
 * - Chunk files are named by chunk id, not by chunk name (`15217.<hash>.js` for `0e384e19.<hash>.js`), so the runtime
 *   no longer needs a map from every chunk id to its name to build a file name.
 * - What only chosen routes use (`deferredRoutes`: the API reference's pages) is left out: their route chunk names
 *   (four in five routes') and the registry entries no other route uses (three in four), spread by route path over
 *   a few chunks (`deferredBucketOf`). A route's chunk is loaded before the route is first preloaded or rendered
 *   (`client/deferredRoutes.ts`); a page showing a link to such a route only prefetches the link's chunk, at idle
 *   time (`client/prefetchDeferredRegistry.ts`). The route list stays whole, so matching a path is unchanged.
 *   The runtime's name-to-id map (Docusaurus' `ChunkAssetPlugin`, which prefetching reads) leaves them out too;
 *   each bucket's chunk brings its own (`deferredChunkAssetPlugin`).
 * - The runtime's map from chunk id to file hash leaves out the chunks that only chunks loaded later load (a deferred
 *   route's page, a page's content, the live examples' packages): the chunks that load them bring their hashes
 *   (`hashCarriers`).
 * - `@docusaurus/utils-common` takes `__importDefault` from tslib with a CommonJS require, which brings every tslib
 *   helper into main.js (10 KB raw); it gets that one helper instead.
 * - Docusaurus' client code runs no `localeCompare` while a page hydrates (its first call sets up the browser's
 *   collator): the docs plugin finds the active docs plugin (`client/docsClientUtils.ts`), and theme-common memoizes
 *   objects (`client/themeCommonReactUtils.ts`), with code that does the same without it.
 */

/**
 * A registry entry's module path, between its import and its weak require:
 * `[() => import(/* webpackChunkName: "x" *\/ "PATH"), "PATH", require.resolveWeak("PATH")]`.
 */
const entryModulePath = /(\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g;

/**
 * The registry's source with every entry's module path replaced by an empty string. Throws when not every entry
 * matched: the format changed, and the client would otherwise silently keep the paths.
 */
export function clientRegistrySource(registrySource: string): string {
  const entries = registrySource.match(/webpackChunkName:/g)?.length ?? 0;
  let replaced = 0;
  const source = registrySource.replace(entryModulePath, (_match, before: string, after: string) => {
    replaced += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `lean-runtime: found the module path of ${replaced} of ${entries} route registry entries; did Docusaurus change its format?`,
    );
  }
  return source;
}

/** One entry of the registry's source per line: `  "name": [...],` (the last one followed by the closing `};`). */
const registryEntryLine = /^ {2}"([^"\\]+)": (\[.*\]),(?:\};)?$/gm;

/** A registry module's entries, one per line. */
const registryEntriesSource = (lines: string[]) => `{\n${lines.join('\n')}\n}`;

/**
 * The registry's source split: the entries of each set of names in `deferredNames` (a name may be in several), and
 * the entries in none, as a module. Throws when not every entry is on a line of its own (the format changed) or a
 * deferred name has no entry.
 */
export function splitRegistrySource(
  registrySource: string,
  deferredNames: readonly ReadonlySet<string>[],
): {kept: string; deferred: string[]} {
  const entries = new Map<string, string>();
  for (const [, name, entry] of registrySource.matchAll(registryEntryLine)) {
    entries.set(name!, `  ${JSON.stringify(name)}: ${entry},`);
  }
  const count = registrySource.match(/webpackChunkName:/g)?.length ?? 0;
  const allDeferred = new Set(deferredNames.flatMap((names) => [...names]));
  const missing = [...allDeferred].filter((name) => !entries.has(name));
  if (entries.size !== count || missing.length > 0) {
    throw new Error(
      `lean-runtime: read ${entries.size} of ${count} route registry entries, ${allDeferred.size - missing.length} ` +
        `of the ${allDeferred.size} to defer; did Docusaurus change its format?`,
    );
  }
  const kept = [...entries].filter(([name]) => !allDeferred.has(name)).map(([, line]) => line);
  return {
    kept: `export default ${registryEntriesSource(kept)};\n`,
    deferred: deferredNames.map((names) => registryEntriesSource([...names].map((name) => entries.get(name)!))),
  };
}

/** The chunk names in a route's tree of chunk names. */
const namesIn = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(namesIn) : [];

/** Docusaurus' route key (`/docs/intro-a6e`) without its hash: the route's path. */
const pathOfRouteKey = (key: string) => key.replace(/-[^-]+$/, '');

/**
 * The routes (by key) under the given path prefixes, and the chunk names that those routes alone use, from
 * Docusaurus' `routesChunkNames.json` (route key to a tree of chunk names).
 */
export function deferredRoutesOf(
  routesChunkNames: Record<string, unknown>,
  prefixes: readonly string[],
): {routeKeys: Set<string>; chunkNames: Set<string>} {
  const routeKeys = new Set<string>();
  const deferredNames = new Set<string>();
  const keptNames = new Set<string>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const deferred = prefixes.some((prefix) => pathOfRouteKey(key).startsWith(prefix));
    if (deferred) routeKeys.add(key);
    for (const name of namesIn(tree)) (deferred ? deferredNames : keptNames).add(name);
  }
  return {routeKeys, chunkNames: new Set([...deferredNames].filter((name) => !keptNames.has(name)))};
}

// A route's component as Docusaurus writes it: `component: ComponentCreator('/docs/intro', 'a6e')` (the 404 route
// passes the path alone). Paths are written unescaped between single quotes.
const routeComponent = /component: ComponentCreator\('([^'\n]*)'(?:, '([^'\n]*)')?\)/g;

/**
 * Makes each route's `component` (left as `ComponentCreator`'s arguments, and a third, `1`, for a deferred route) a
 * getter that creates it on first read.
 */
const lazyComponentsFunction = `
function lazyComponents(routes) {
  for (const route of routes) {
    const [path, hash, deferred] = route.component;
    const creatorArguments = hash === undefined ? [path] : [path, hash];
    const create = deferred === 1 ? deferredComponent : ComponentCreator;
    let component;
    Object.defineProperty(route, 'component', {
      get: () => (component ??= create(...creatorArguments)),
      enumerable: true,
    });
    if (route.routes) lazyComponents(route.routes);
  }
}
`;

/**
 * A leaf route once its component is left as arguments: path, a component of the same path, `exact`, and maybe a
 * sidebar. Paths with `|`, `:` or quotes are left as they are (the compact form below separates with the first two).
 */
const leafRoute =
  /\{\n\s*path: '([^'|:\n]*)',\n\s*component: \['\1', '([0-9a-f]+)'(, 1)?\],\n\s*exact: true(?:,\n\s*sidebar: "([\w-]+)")?\n\s*\}/g;

/** Makes the leaf routes `compactLeafRoutes` wrote as one string back into route objects. */
const leafRoutesFunction = `
function leafRoutes(prefix, entries, deferred, sidebar) {
  return entries.split('|').map((entry) => {
    const at = entry.lastIndexOf(':');
    const path = prefix + entry.slice(0, at);
    const hash = entry.slice(at + 1);
    const route = {path, component: deferred ? [path, hash, 1] : [path, hash], exact: true};
    if (sidebar !== undefined) route.sidebar = sidebar;
    return route;
  });
}
`;

interface LeafRoute {
  start: number;
  end: number;
  path: string;
  hash: string;
  deferred: boolean;
  sidebar: string | undefined;
}

/**
 * The routes' source with each run of sibling leaf routes of the same kind (deferred or not, same sidebar) written
 * as one call to `leafRoutes`, with the paths' common folder once: `...leafRoutes("/docs/api/classes/",
 * "lexical.LexicalEditor:241|lexical.TextNode:c31", 1, "api")`. Several hundred routes are most of main.js's route
 * data, each the same few words around its path (written twice); gzip leaves a few bytes a route of that.
 */
export function compactLeafRoutes(source: string): string {
  const runs: LeafRoute[][] = [];
  for (const match of source.matchAll(leafRoute)) {
    const [text, path, hash, deferred, sidebar] = match;
    const leaf = {
      start: match.index,
      end: match.index + text.length,
      path: path!,
      hash: hash!,
      deferred: !!deferred,
      sidebar,
    };
    const run = runs.at(-1);
    const previous = run?.at(-1);
    const sameRun =
      previous?.deferred === leaf.deferred &&
      previous.sidebar === leaf.sidebar &&
      /^,\n\s*$/.test(source.slice(previous.end, leaf.start));
    if (run && sameRun) run.push(leaf);
    else runs.push([leaf]);
  }
  let compacted = '';
  let copied = 0;
  for (const run of runs.filter((leaves) => leaves.length > 1)) {
    const common = run
      .map((leaf) => leaf.path)
      .reduce((prefix, path) => {
        let length = 0;
        while (length < prefix.length && prefix[length] === path[length]) length += 1;
        return prefix.slice(0, length);
      });
    const prefix = common.slice(0, common.lastIndexOf('/') + 1);
    const entries = run.map((leaf) => `${leaf.path.slice(prefix.length)}:${leaf.hash}`).join('|');
    const {deferred, sidebar} = run[0]!;
    const kind = `${deferred ? 1 : 0}${sidebar === undefined ? '' : `, ${JSON.stringify(sidebar)}`}`;
    compacted += `${source.slice(copied, run[0]!.start)}...leafRoutes(${JSON.stringify(prefix)}, ${JSON.stringify(entries)}, ${kind})`;
    copied = run.at(-1)!.end;
  }
  return compacted + source.slice(copied);
}

/**
 * The routes' source with each route's component created when first read: the calls are left as their arguments,
 * turned into getters once the list is made. The routes in `deferred.routeKeys` (`path-hash`, Docusaurus' route key)
 * get their component from `deferredComponent` of `deferred.componentModule` (`client/deferredRoutes.ts`), which
 * first loads what was deferred. Throws when not every `ComponentCreator` call matched (the format changed).
 */
export function clientRoutesSource(
  routesSource: string,
  deferred?: {routeKeys: ReadonlySet<string>; componentModule: string},
  {compact = true}: {compact?: boolean} = {},
): string {
  const calls = routesSource.match(/ComponentCreator\(/g)?.length ?? 0;
  let replaced = 0;
  let deferredRoutes = 0;
  const source = routesSource.replace(routeComponent, (_match, routePath: string, hash: string | undefined) => {
    replaced += 1;
    const creatorArguments = hash === undefined ? [`'${routePath}'`] : [`'${routePath}'`, `'${hash}'`];
    if (hash !== undefined && deferred?.routeKeys.has(`${routePath}-${hash}`)) {
      deferredRoutes += 1;
      creatorArguments.push('1');
    }
    return `component: [${creatorArguments.join(', ')}]`;
  });
  const exportLine = /^export default \[$/m;
  if (calls === 0 || replaced !== calls || !exportLine.test(source)) {
    throw new Error(
      `lean-runtime: found ${replaced} of ${calls} route components, or no \`export default [\`; did Docusaurus change its routes format?`,
    );
  }
  if (deferred && deferredRoutes !== deferred.routeKeys.size) {
    throw new Error(`lean-runtime: found ${deferredRoutes} of the ${deferred.routeKeys.size} routes to defer`);
  }
  const deferredImport = deferred
    ? `import {deferredComponent} from ${JSON.stringify(deferred.componentModule)};\n`
    : '';
  const routes = compact ? compactLeafRoutes(source) : source;
  return `${deferredImport}${routes.replace(exportLine, 'const routes = [').trimEnd()}
${compact ? leafRoutesFunction : ''}${lazyComponentsFunction}
lazyComponents(routes);

export default routes;
`;
}

/** A bucket of deferred routes: their chunk names, and the deferred chunk names those use. */
export interface DeferredBucket {
  routesChunkNames: Record<string, unknown>;
  names: Set<string>;
}

/**
 * Docusaurus' route chunk names split: the deferred routes' (`deferred.routeKeys`) by bucket (`deferredBucketOf` their
 * path), each with the deferred chunk names (`deferred.chunkNames`) its routes use, and the others as they were.
 */
export function splitRouteChunkNames(
  routesChunkNames: Readonly<Record<string, unknown>>,
  deferred: {routeKeys: ReadonlySet<string>; chunkNames: ReadonlySet<string>},
): {kept: Record<string, unknown>; buckets: DeferredBucket[]} {
  const kept: Record<string, unknown> = {};
  const buckets = Array.from({length: deferredBucketCount}, (): DeferredBucket => ({
    routesChunkNames: {},
    names: new Set(),
  }));
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    if (!deferred.routeKeys.has(key)) {
      kept[key] = tree;
      continue;
    }
    const bucket = buckets[deferredBucketOf(pathOfRouteKey(key))]!;
    bucket.routesChunkNames[key] = tree;
    for (const name of namesIn(tree)) if (deferred.chunkNames.has(name)) bucket.names.add(name);
  }
  return {kept, buckets};
}

/** The module that loads a deferred bucket's chunk: each bucket's module, `bucketFile(index)`, a chunk of its own. */
export function deferredBucketsLoaderSource(bucketFile: (bucket: number) => string): string {
  const loaders = Array.from(
    {length: deferredBucketCount},
    (_, bucket) =>
      `  () => import(/* webpackChunkName: ${JSON.stringify(deferredRegistryChunk(bucket))} */ ${JSON.stringify(bucketFile(bucket))}),`,
  );
  return `export const buckets = [\n${loaders.join('\n')}\n];\n`;
}

/** What a bucket brings for the runtime: its chunk names' ids, which the runtime's name-to-id map leaves out. */
export interface BucketChunks {
  ids: Record<string, string>;
}

/** What a bucket's module holds for its `BucketChunks` until chunks have ids (`fillBucketChunks`). */
export const bucketChunksPlaceholder = '__LEAN_RUNTIME_BUCKET_CHUNKS__';

/**
 * A bucket chunk's code with its `BucketChunks` in place of the placeholder (a string literal, replaced by an object
 * literal). Throws unless the placeholder occurs exactly once.
 */
export function fillBucketChunks(code: string, chunks: BucketChunks): string {
  const placeholder = JSON.stringify(bucketChunksPlaceholder);
  const at = code.indexOf(placeholder);
  if (at === -1 || code.indexOf(placeholder, at + 1) !== -1) {
    throw new Error(`lean-runtime: a deferred bucket's chunk should hold ${placeholder} once`);
  }
  return code.slice(0, at) + JSON.stringify(chunks) + code.slice(at + placeholder.length);
}

/**
 * The code of Docusaurus' `__webpack_require__.gca` (chunk name to URL, for prefetching), with a name-to-id map of
 * `idsByName` only (a name missing from it is taken as an id, as Docusaurus' own does).
 */
export function chunkAssetRuntimeCode(
  idsByName: Readonly<Record<string, string>>,
  globals: {publicPath: string; getChunkScriptFilename: string},
): string {
  return `__webpack_require__.gca = function(chunkId) { chunkId = ${JSON.stringify(idsByName)}[chunkId]||chunkId; return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkId); };`;
}

/** The global where chunks put the file hashes of the chunks they load (`withCarriedHashes`), for the runtime. */
const carriedHashes = 'self.__leanRuntimeChunkHashes';

/**
 * A chunk file's code followed by a statement that adds `hashes` to the carried hashes. It runs as the file is
 * evaluated, before the bundler resolves the chunk's load (a microtask later), so before any of its modules can
 * import one of those chunks.
 */
export function withCarriedHashes(code: string, hashes: Readonly<Record<string, string>>): string {
  return `${code}\n;Object.assign(${carriedHashes}||(${carriedHashes}={}),${JSON.stringify(hashes)});\n`;
}

/**
 * The bundler's chunk file name function, before minifying:
 * `"assets/js/" + chunkId + "." + {"1": "ab12cd34", ...}[chunkId] + ".js"`.
 */
const chunkFilenameMap = /(\+ "\." \+ )(\{(?:"[^"]+": "[0-9a-f]+",?)+\})(\[chunkId\])/;

/** The runtime's map from chunk id to file hash (what `runtimeWithoutHashes` trims). */
export function runtimeChunkHashes(code: string): Record<string, string> {
  const match = chunkFilenameMap.exec(code);
  if (!match)
    throw new Error("lean-runtime: the runtime's chunk file name map was not found; did the bundler change it?");
  // A trailing comma, if any, is not JSON.
  return JSON.parse(match[2]!.replace(/,\}$/, '}')) as Record<string, string>;
}

/**
 * The runtime's code without the hashes of the chunks in `chunkIds` in its chunk file name map: it looks those up in
 * what the chunks that load them brought. Throws when the map is not found, or lacks one of the ids.
 */
export function runtimeWithoutHashes(code: string, chunkIds: ReadonlySet<string>): string {
  const hashes = runtimeChunkHashes(code);
  const missing = [...chunkIds].filter((id) => !(id in hashes));
  if (missing.length > 0) throw new Error(`lean-runtime: the runtime maps no hash for chunks ${missing.join(', ')}`);
  const kept = Object.fromEntries(Object.entries(hashes).filter(([id]) => !chunkIds.has(id)));
  return code.replace(
    chunkFilenameMap,
    (_match, before: string, _map: string, lookup: string) =>
      `${before}(${JSON.stringify(kept)}${lookup}||(${carriedHashes}||{})${lookup})`,
  );
}

/** The part of the bundler's chunks and chunk groups that `hashCarriers` reads. */
export interface CarrierChunk {
  readonly id: string | number | null | undefined;
  readonly groupsIterable: Iterable<CarrierGroup>;
}
export interface CarrierGroup {
  readonly chunks: readonly CarrierChunk[];
  isInitial(): boolean;
  getParents(): readonly CarrierGroup[];
}

const chunkIdOf = (chunk: CarrierChunk) => String(chunk.id);

/**
 * Which chunks can bring the file hash of each chunk the runtime maps (`inRuntimeMap`), so the runtime need not: a
 * chunk group is only loaded by code of its parent groups, so the hashes of its chunks can come with the parents.
 * Each parent group brings them in its own chunk (the one in no other group). A chunk stays in the runtime's map when
 * one of its groups is loaded by the start-up scripts (an initial parent), or a parent has no chunk of its own.
 * Returns, by carrier chunk id, the ids of the chunks whose hashes it brings.
 */
export function hashCarriers(
  chunks: Iterable<CarrierChunk>,
  inRuntimeMap: (chunkId: string) => boolean,
): Map<string, string[]> {
  const carriers = new Map<string, string[]>();
  for (const chunk of chunks) {
    const id = chunkIdOf(chunk);
    if (!inRuntimeMap(id)) continue;
    const parents = [...chunk.groupsIterable].flatMap((group) => group.getParents());
    if (parents.length === 0 || parents.some((parent) => parent.isInitial())) continue;
    const own = parents.map((parent) =>
      parent.chunks.find(
        (candidate) => [...candidate.groupsIterable].length === 1 && inRuntimeMap(chunkIdOf(candidate)),
      ),
    );
    if (own.some((carrier) => carrier === undefined || chunkIdOf(carrier) === id)) continue;
    for (const carrier of new Set(own.map((carrier) => chunkIdOf(carrier!)))) {
      carriers.set(carrier, [...(carriers.get(carrier) ?? []), id]);
    }
  }
  return carriers;
}

type Bundler = ConfigureWebpackUtils['currentBundler']['instance'];

/**
 * Takes the place of Docusaurus' `ChunkAssetPlugin`, whose runtime maps every chunk name to its id, and trims the
 * bundler's map from chunk id to file hash (together two thirds of every page's runtime, mostly the API pages'
 * entries): the deferred names are left out of the runtime's name map and written into their buckets' chunks instead
 * (`fillBucketChunks`), which add them when they load (`client/deferredRoutes.ts`); a chunk that only chunks loaded
 * later load (a deferred route's, a page's content, the live examples' packages) gets its hash from those
 * (`hashCarriers`).
 */
function deferredChunkAssetPlugin(
  bundler: Bundler,
  namesByBucket: readonly ReadonlySet<string>[],
  {carryHashes}: {carryHashes: boolean},
) {
  const name = 'lean-runtime-chunk-assets';
  const deferredNames = new Set(namesByBucket.flatMap((names) => [...names]));
  class ChunkAssetRuntimeModule extends bundler.RuntimeModule {
    constructor() {
      super('LeanChunkAssetRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
    }
    override generate(): string {
      const idsByName = Object.fromEntries(
        Object.entries(this.chunk!.getChunkMaps(false).name as Record<string, string>)
          .filter(([, chunkName]) => !deferredNames.has(chunkName))
          .map(([id, chunkName]) => [chunkName, id]),
      );
      return chunkAssetRuntimeCode(idsByName, bundler.RuntimeGlobals);
    }
  }
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
        });
        // Before minifying and content hashing, which then cover the filled-in code (the final content hashes
        // replace the ones written here wherever they occur).
        compilation.hooks.processAssets.tap({name, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, () => {
          const jsFile = (chunk: {files: Iterable<string>} | undefined) =>
            [...(chunk?.files ?? [])].find((file) => file.endsWith('.js'));
          const updateCode = (file: string, update: (code: string) => string) =>
            compilation.updateAsset(
              file,
              new bundler.sources.RawSource(update(compilation.getAsset(file)!.source.source().toString())),
            );
          namesByBucket.forEach((names, bucket) => {
            const file = jsFile(compilation.namedChunks.get(deferredRegistryChunk(bucket)));
            if (!file) throw new Error(`lean-runtime: no chunk file for ${deferredRegistryChunk(bucket)}`);
            const chunks: BucketChunks = {ids: {}};
            for (const chunkName of names) {
              const named = compilation.namedChunks.get(chunkName);
              if (named?.id != null) chunks.ids[chunkName] = String(named.id);
            }
            updateCode(file, (code) => fillBucketChunks(code, chunks));
          });
          if (!carryHashes) return;
          const runtimes = compilation
            .getAssets()
            .filter((asset) => /(^|\/)runtime~main\.[0-9a-f]+\.js$/.test(asset.name));
          if (runtimes.length !== 1)
            throw new Error(`lean-runtime: expected one runtime~main file, found ${runtimes.length}`);
          const runtime = runtimes[0]!;
          const hashes = runtimeChunkHashes(runtime.source.source().toString());
          const chunksById = new Map([...compilation.chunks].map((chunk) => [String(chunk.id), chunk]));
          const carried = new Set<string>();
          for (const [carrier, ids] of hashCarriers(
            compilation.chunks as Iterable<CarrierChunk>,
            (id) => id in hashes,
          )) {
            const file = jsFile(chunksById.get(carrier));
            if (!file) throw new Error(`lean-runtime: no file for chunk ${carrier}`);
            updateCode(file, (code) => withCarriedHashes(code, Object.fromEntries(ids.map((id) => [id, hashes[id]!]))));
            for (const id of ids) carried.add(id);
          }
          updateCode(runtime.name, (code) => runtimeWithoutHashes(code, carried));
        });
      });
    },
  };
}

/**
 * The small modules every docs page's route loads above its own (the docs plugins' route components for the
 * instance and the version, the search tag helper the latter uses, and each instance's plugin data), in one chunk
 * instead of one each: each file a page loads costs a request and its headers, more than these modules weigh.
 */
export const docsRouteLayout = {
  name: 'docs-route-layout',
  test: /[\\/](@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot)[\\/]|@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsSearch\.js$|\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__plugin\.json$)/,
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/** Chunk files named by id: the runtime then needs no id-to-name map. */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

/** The module `client/deferredRoutes.ts` loads: what this build deferred, or nothing. */
const deferredRoutesAlias = '@lean-runtime/deferred-routes$';

/** Where `@docusaurus/utils-common` finds the one tslib helper it uses (see `tslibImportDefault.ts`). */
export function tslibForUtilsCommon(resource: {request: string; context: string}): void {
  if (resource.request === 'tslib' && /[\\/]@docusaurus[\\/]utils-common[\\/]/.test(resource.context)) {
    resource.request = path.join(__dirname, 'client', 'tslibImportDefault.ts');
  }
}

/** Theme-classic's progress bar client module, as one that imports `nprogress` when a navigation starts. */
export function lazyProgressBarModule(resource: {request: string}): void {
  resource.request = path.join(__dirname, 'client', 'lazyProgressBar.ts');
}

/** Where theme-common's modules find its React utilities (see `client/themeCommonReactUtils.ts`). */
export function themeCommonReactUtilsWithoutCollator(resource: {request: string; context: string}): void {
  if (
    /(^|\/)reactUtils$/.test(resource.request) &&
    /[\\/]@docusaurus[\\/]theme-common[\\/]lib([\\/]|$)/.test(resource.context)
  ) {
    resource.request = path.join(__dirname, 'client', 'themeCommonReactUtils.ts');
  }
}

/** theme-common's React utilities module, for the module that stands in for it. */
function themeCommonReactUtilsFile(): string {
  const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
  if (!fs.existsSync(file)) throw new Error(`lean-runtime: ${file} is missing; did @docusaurus/theme-common move it?`);
  return file;
}

/** Where the docs plugin's client code finds its utilities (see `client/docsClientUtils.ts`). */
export function docsClientUtilsWithoutCollator(resource: {request: string; context: string}): void {
  if (
    resource.request === './docsClientUtils' &&
    /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client$/.test(resource.context)
  ) {
    resource.request = path.join(__dirname, 'client', 'docsClientUtils.ts');
  }
}

// Docusaurus runs `validateOptions` (attached below) before calling the plugin.
export default function leanRuntimePlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as LeanRuntimeOptions;
  return {
    name: 'lean-runtime',
    getClientModules() {
      return [path.join(__dirname, 'client', 'prefetchDeferredRegistry.ts')];
    },
    async contentLoaded({actions}) {
      // Only a production build defers (see `configureWebpack`); the client module then finds the chunk.
      actions.setGlobalData({deferredRoutes: options.deferredRoutes} satisfies LeanRuntimeGlobalData);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // Every build: the server renders what the client hydrates.
      const everyBuild = {
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, tslibForUtilsCommon),
          new NormalModuleReplacementPlugin(/^\.\/docsClientUtils$/, docsClientUtilsWithoutCollator),
          new NormalModuleReplacementPlugin(/(^|\/)reactUtils$/, themeCommonReactUtilsWithoutCollator),
          new NormalModuleReplacementPlugin(/[\\/]theme-classic[\\/]lib[\\/]nprogress$/, lazyProgressBarModule),
        ],
      };
      const themeCommonReactUtils = {'@lean-runtime/theme-common-react-utils$': themeCommonReactUtilsFile()};
      const noDeferredRoutes = path.join(__dirname, 'client', 'noDeferredRoutes.ts');
      // Production client builds only: the server render needs the paths, and `docusaurus start` rewrites the
      // registry as files change, which a copy made here would not follow.
      if (isServer || config.mode !== 'production') {
        return {...everyBuild, resolve: {alias: {[deferredRoutesAlias]: noDeferredRoutes, ...themeCommonReactUtils}}};
      }
      const generated = (name: string) => path.join(context.generatedFilesDir, name);
      // Client copies beside the originals, so a relative import in them would still resolve.
      const write = (name: string, source: string) => {
        fs.writeFileSync(generated(name), source);
        return generated(name);
      };
      const routesChunkNames = JSON.parse(fs.readFileSync(generated('routesChunkNames.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const deferred = deferredRoutesOf(routesChunkNames, options.deferredRoutes);
      const chunkNames = splitRouteChunkNames(routesChunkNames, deferred);
      const registry = splitRegistrySource(
        clientRegistrySource(fs.readFileSync(generated('registry.js'), 'utf8')),
        chunkNames.buckets.map((bucket) => bucket.names),
      );
      const bucketFile = (bucket: number) => `./routes.deferred.${bucket}.client.js`;
      chunkNames.buckets.forEach((bucket, index) =>
        write(
          bucketFile(index),
          `export const registry = ${registry.deferred[index]};\n` +
            `export const routesChunkNames = ${JSON.stringify(bucket.routesChunkNames)};\n` +
            `export const chunks = ${JSON.stringify(bucketChunksPlaceholder)};\n`,
        ),
      );
      const deferredRoutesModule = write('routes.deferred.client.js', deferredBucketsLoaderSource(bucketFile));
      const routes = clientRoutesSource(
        fs.readFileSync(generated('routes.js'), 'utf8'),
        deferred.routeKeys.size > 0
          ? {routeKeys: deferred.routeKeys, componentModule: path.join(__dirname, 'client', 'deferredRoutes.ts')}
          : undefined,
        {compact: options.compactLeafRoutes},
      );
      const aliases = {
        '@generated/registry$': write('registry.client.js', registry.kept),
        '@generated/routes$': write('routes.client.js', routes),
        // A module, not JSON: the deferred routes' chunk names are added to this object when they load.
        '@generated/routesChunkNames$': write(
          'routesChunkNames.client.js',
          `export default ${JSON.stringify(chunkNames.kept)};\n`,
        ),
        [deferredRoutesAlias]: deferredRoutesModule,
        ...themeCommonReactUtils,
      };
      // First in the alias list: `@generated` (every generated file) would otherwise match first.
      config.resolve = {...config.resolve, alias: {...aliases, ...config.resolve?.alias}};
      const docusaurusChunkAssets = (config.plugins ?? []).findIndex(
        (plugin) => plugin?.constructor.name === 'ChunkAssetPlugin',
      );
      if (docusaurusChunkAssets === -1) {
        throw new Error("lean-runtime: Docusaurus' ChunkAssetPlugin is not in the client config; did it move?");
      }
      config.plugins![docusaurusChunkAssets] = deferredChunkAssetPlugin(
        currentBundler.instance,
        chunkNames.buckets.map((bucket) => bucket.names),
        {carryHashes: options.hashCarriers},
      );
      return {...everyBuild, output: {chunkFilename}, optimization: {splitChunks: {cacheGroups: {docsRouteLayout}}}};
    },
  };
}

leanRuntimePlugin.validateOptions = validateOptions;
