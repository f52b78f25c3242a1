import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type RouteScriptsOptions} from './options';

export {validateOptions} from './options';
export type {RouteScriptsOptions} from './options';

/**
 * Makes the HTML of chosen pages name the scripts of their route (`<script defer>` beside main.js), so the browser
 * fetches them with main.js instead of only once main.js has run and asked for them: one network round trip less
 * before the page renders. It is for pages whose content the browser renders (search results, a decoded error):
 * their scripts are on the way to that content. A server-rendered page paints from its HTML, and scripts fetched
 * that early only compete with its styles (Lighthouse's phone profile put their largest paint 0.4 s later).
 *
 * Docusaurus means to list every route's scripts: while rendering a page it collects the modules the route loads
 * (by path, as `@theme/SearchPage`) and looks them up in the client manifest. But with webpack 5 and Rspack that
 * manifest is keyed by chunk name ('1a4e3797'), so the lookup finds nothing and the HTML lists main.js alone. The
 * chunk name of each path is in the route registry Docusaurus writes; after the client build, this plugin adds the
 * paths of the chosen routes' chunks as keys beside their chunk names.
 */

/** The client manifest Docusaurus' react-loadable addon writes (only the part read here). */
interface ClientManifest {
  origins: Record<string, string[]>;
}

// A registry entry: `"0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/intro.md"), ...`
const registryEntry = /^\s*("[^"]+"): \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)/gm;

/** Module path → chunk name, from the text of `.docusaurus/registry.js`. */
export function registryChunkNames(registrySource: string): Map<string, string> {
  const chunkNames = new Map<string, string>();
  for (const [, chunkName, modulePath] of registrySource.matchAll(registryEntry)) {
    chunkNames.set(JSON.parse(modulePath!) as string, JSON.parse(chunkName!) as string);
  }
  return chunkNames;
}

/** Every chunk name in a value of `.docusaurus/routesChunkNames.json` (nested for routes with sub-routes). */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * The chunk names of the given routes, from `.docusaurus/routesChunkNames.json` (keyed by path and a short hash,
 * as `/search-5de`). Throws for a route the site does not have.
 */
export function routeChunkNames(routesChunkNames: Record<string, unknown>, routes: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const route of routes) {
    const keys = Object.keys(routesChunkNames).filter((key) => key.slice(0, key.lastIndexOf('-')) === route);
    if (keys.length === 0) throw new Error(`route-scripts: the site has no route ${route}`);
    for (const key of keys) for (const name of chunkNamesIn(routesChunkNames[key])) names.add(name);
  }
  return names;
}

/**
 * The manifest with the module path of each wanted chunk as a key of its own, naming the same chunks as its chunk
 * name. Throws when a wanted chunk name has no module in the registry or no chunk in the manifest: the format of
 * either changed, and the pages would silently go back to fetching their scripts late.
 */
export function withModulePathOrigins(
  manifest: ClientManifest,
  chunkNames: Map<string, string>,
  wanted: ReadonlySet<string>,
): ClientManifest {
  const origins = {...manifest.origins};
  const found = new Set<string>();
  for (const [modulePath, chunkName] of chunkNames) {
    const chunks = manifest.origins[chunkName];
    if (!wanted.has(chunkName) || !chunks) continue;
    origins[modulePath] = chunks;
    found.add(chunkName);
  }
  const missing = [...wanted].filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(`route-scripts: no module or no chunk for the route chunks ${missing.join(', ')}`);
  }
  return {...manifest, origins};
}

export default function routeScriptsPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  const {routes} = validatedOptions as RouteScriptsOptions;
  const generated = (name: string) => path.join(context.generatedFilesDir, name);
  return {
    name: 'route-scripts',
    configureWebpack(config, isServer) {
      // The manifest is written by production client builds only; the server build and `docusaurus start` skip it.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap(name: string, callback: () => void): void}}}) {
              // The manifest is written at `emit`; `done` comes after it and before pages are rendered.
              compiler.hooks.done.tap('route-scripts', () => {
                const read = (name: string) => fs.readFileSync(generated(name), 'utf8');
                const manifest = JSON.parse(read('client-manifest.json')) as ClientManifest;
                const chunkNames = registryChunkNames(read('registry.js'));
                const wanted = routeChunkNames(
                  JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
                  routes,
                );
                const patched = withModulePathOrigins(manifest, chunkNames, wanted);
                fs.writeFileSync(generated('client-manifest.json'), JSON.stringify(patched));
              });
            },
          },
        ],
      };
    },
  };
}

routeScriptsPlugin.validateOptions = validateOptions;
