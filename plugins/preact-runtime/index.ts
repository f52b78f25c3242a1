import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Runs the site's React components on Preact's React-compatible runtime (`preact/compat`), on the server and in the
 * browser: React DOM alone was half of every page's first script (63 KB of its 126 KB gzipped), Preact with its
 * compatibility layer is about 5 KB. The site's code is still written against React's API and types.
 *
 * Lexical's editors are the exception: every editor a reader types in (live examples, the home page's editor, the
 * blog's state viewer) runs on React itself, as docs about `@lexical/react` must show React's behaviour. Each is a
 * "React island": a module named in `reactIslands` and everything it imports are compiled in a module layer of their
 * own, where `react` and `react-dom` are React's, and it renders into a root of its own (`client/islandRoot.tsx`),
 * which the page's component mounts (`client/ReactIsland.tsx`). React is downloaded with the first island a page
 * loads, never with the page.
 *
 * The build fails if React's own code lands outside an island, or Preact's inside one.
 */

export interface PreactRuntimeOptions {
  /** Modules, relative to the site, that render their React tree with React itself (see above). */
  reactIslands: string[];
}

/** The module layer of the React islands. */
export const reactIslandLayer = 'react-islands';

/** Requests of React's packages a site or its dependencies make, and the module each resolves to outside islands. */
export const preactAliases: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react-dom/server$': 'preact/compat/server',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/** The same requests resolved to React's files, for islands. */
export function reactAliases(resolve: (request: string) => string = require.resolve): Record<string, string> {
  return Object.fromEntries(Object.keys(preactAliases).map((key) => [key, resolve(key.slice(0, -1))]));
}

/** The package a module's file belongs to, as its name in `node_modules` (`react-dom`, `@lexical/react`). */
export function packageOf(resource: string): string | undefined {
  const parts = resource.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const name = parts[at + 1]!;
  return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name;
}

const reactPackages = new Set(['react', 'react-dom', 'scheduler']);
const preactPackages = new Set(['preact', 'preact-render-to-string']);

/** A compiled module as the layer check sees it. */
export interface CompiledModule {
  resource?: string;
  layer?: string | null;
}

/**
 * What is wrong with where the modules of a build ended up: React outside the islands would be a second runtime
 * in every page's download (a request of React's the aliases do not cover), Preact inside them an island that is
 * not running on React.
 */
export function misplacedRuntimeModules(modules: Iterable<CompiledModule>): string[] {
  const problems = new Set<string>();
  for (const {resource, layer} of modules) {
    if (!resource) continue;
    const name = packageOf(resource);
    if (name === undefined) continue;
    const inIsland = layer === reactIslandLayer;
    if (reactPackages.has(name) && !inIsland) problems.add(`${name} outside the React islands: ${resource}`);
    if (preactPackages.has(name) && inIsland) problems.add(`${name} inside a React island: ${resource}`);
  }
  return [...problems];
}

/** Escapes a string for use inside a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const optionsSchema = Joi.object({
  reactIslands: Joi.array().items(Joi.string().trim().min(1)).required(),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts: unknown keys and a missing island list are errors. */
export function validateOptions<T, U>({options, validate}: OptionValidationContext<T, U>): U {
  return validate(optionsSchema as never, (options ?? {}) as T);
}

// Docusaurus runs `validateOptions` (attached below) before calling the plugin.
export default function preactRuntimePlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  const {reactIslands} = validatedOptions as PreactRuntimeOptions;
  const islandFiles = reactIslands.map((island) => path.resolve(context.siteDir, island));
  for (const file of islandFiles) {
    if (!fs.existsSync(file)) throw new Error(`preact-runtime: the React island ${file} does not exist`);
  }
  const islandEntry = new RegExp(`^(?:${islandFiles.map(escapeRegExp).join('|')})$`);
  const islandResolve = {alias: reactAliases()};
  return {
    name: 'preact-runtime',
    configureWebpack(config) {
      // First in the alias list: Docusaurus' own `react` and `react-dom` aliases (the packages' folders) would
      // otherwise match first.
      config.resolve = {...config.resolve, alias: {...preactAliases, ...config.resolve?.alias}};
      return {
        module: {
          rules: [
            // An island and what it imports, at any depth, are in the layer, and resolve React's requests to React.
            {test: islandEntry, layer: reactIslandLayer, resolve: islandResolve},
            {issuerLayer: reactIslandLayer, resolve: islandResolve},
          ],
        },
        plugins: [
          {
            apply(compiler: {
              hooks: {compilation: {tap(name: string, callback: (compilation: LayerCheckCompilation) => void): void}};
            }) {
              compiler.hooks.compilation.tap('preact-runtime', (compilation) => {
                compilation.hooks.finishModules.tap('preact-runtime', (modules) => {
                  const problems = misplacedRuntimeModules(modules);
                  if (problems.length > 0) {
                    compilation.errors.push(new Error(`preact-runtime:\n${problems.join('\n')}`));
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}

/** The part of a compilation the layer check uses. */
interface LayerCheckCompilation {
  hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<CompiledModule>) => void): void}};
  errors: Error[];
}

preactRuntimePlugin.validateOptions = validateOptions;
