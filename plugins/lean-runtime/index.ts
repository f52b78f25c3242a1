import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims the route bookkeeping every page's first scripts (main.js and its runtime) carry and run, which grows with
 * the route count, in the client build only (the server render reads the originals):
 *
 * - Each entry of the route registry Docusaurus writes (`.docusaurus/registry.js`) holds its module's path, as
 *   `"@site/api/classes/lexical.LexicalEditor.md"`. Only the server render reads it (react-loadable reports the
 *   modules a page rendered, by path); in the browser it is dead weight, and the client's copy leaves it empty.
 * - Every route's component is created when the router first reads it, not all of them while main.js starts: a
 *   route's component is a react-loadable wrapper (`ComponentCreator`), and making one for each of several hundred
 *   routes is tens of milliseconds on a phone, in the task that blocks the page the longest.
 * - Chunk files are named by chunk id, not by chunk name (`15217.<hash>.js` for `0e384e19.<hash>.js`), so the runtime
 *   no longer needs a map from every chunk id to its name to build a file name.
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

// A route's component as Docusaurus writes it: `component: ComponentCreator('/docs/intro', 'a6e')` (the 404 route
// passes the path alone). Paths are written unescaped between single quotes.
const routeComponent = /component: ComponentCreator\(('[^'\n]*'(?:, '[^'\n]*')?)\)/g;

/**
 * Makes each route's `component` (left as `ComponentCreator`'s arguments) a getter that creates it on first read.
 */
const lazyComponentsFunction = `
function lazyComponents(routes) {
  for (const route of routes) {
    const creatorArguments = route.component;
    let component;
    Object.defineProperty(route, 'component', {
      get: () => (component ??= ComponentCreator(...creatorArguments)),
      enumerable: true,
    });
    if (route.routes) lazyComponents(route.routes);
  }
}
`;

/**
 * The routes' source with each route's component created when first read: the calls are left as their arguments,
 * turned into getters once the list is made. Throws when not every `ComponentCreator` call matched (the format
 * changed).
 */
export function clientRoutesSource(routesSource: string): string {
  const calls = routesSource.match(/ComponentCreator\(/g)?.length ?? 0;
  let replaced = 0;
  const source = routesSource.replace(routeComponent, (_match, routeArguments: string) => {
    replaced += 1;
    return `component: [${routeArguments}]`;
  });
  const exportLine = /^export default \[$/m;
  if (calls === 0 || replaced !== calls || !exportLine.test(source)) {
    throw new Error(
      `lean-runtime: found ${replaced} of ${calls} route components, or no \`export default [\`; did Docusaurus change its routes format?`,
    );
  }
  return `${source.replace(exportLine, 'const routes = [').trimEnd()}
${lazyComponentsFunction}
lazyComponents(routes);

export default routes;
`;
}

/** Chunk files named by id: the runtime then needs no id-to-name map. */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function leanRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(config, isServer) {
      // Production client builds only: the server render needs the paths, and `docusaurus start` rewrites the
      // registry as files change, which a copy made here would not follow.
      if (isServer || config.mode !== 'production') return {};
      // Client copies beside the originals, so a relative import in them would still resolve.
      const clientCopy = (name: string, transform: (source: string) => string) => {
        const copy = path.join(context.generatedFilesDir, `${name}.client.js`);
        fs.writeFileSync(copy, transform(fs.readFileSync(path.join(context.generatedFilesDir, `${name}.js`), 'utf8')));
        return copy;
      };
      const aliases = {
        '@generated/registry$': clientCopy('registry', clientRegistrySource),
        '@generated/routes$': clientCopy('routes', clientRoutesSource),
      };
      // First in the alias list: `@generated` (every generated file) would otherwise match first.
      config.resolve = {...config.resolve, alias: {...aliases, ...config.resolve?.alias}};
      return {output: {chunkFilename}};
    },
  };
}
