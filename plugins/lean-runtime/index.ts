import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims what every page's first scripts carry to find the chunks of the site's routes, which grows with the route
 * count (main.js and its runtime), by what only the server render or a file name needs:
 *
 * - Each entry of the route registry Docusaurus writes (`.docusaurus/registry.js`) holds its module's path, as
 *   `"@site/api/classes/lexical.LexicalEditor.md"`. Only the server render reads it (react-loadable reports the
 *   modules a page rendered, by path); in the browser it is dead weight. The client build reads a copy of the
 *   registry with the paths left empty; the server build keeps the original.
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

/** Chunk files named by id: the runtime then needs no id-to-name map. */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function leanRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(config, isServer) {
      // Production client builds only: the server render needs the paths, and `docusaurus start` rewrites the
      // registry as files change, which a copy made here would not follow.
      if (isServer || config.mode !== 'production') return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      // Beside the original, so a relative import in it would still resolve.
      const clientRegistry = path.join(context.generatedFilesDir, 'registry.client.js');
      fs.writeFileSync(clientRegistry, clientRegistrySource(fs.readFileSync(registry, 'utf8')));
      // First in the alias list: `@generated` (every generated file) would otherwise match first.
      config.resolve = {...config.resolve, alias: {'@generated/registry$': clientRegistry, ...config.resolve?.alias}};
      return {output: {chunkFilename}};
    },
  };
}
