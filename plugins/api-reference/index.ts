import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentedPackages, readPackageJson} from '../shared/lexicalPackages';
import {GenerationCache, generationKey} from './cache';
import {listApiModules} from './entryPoints';
import {generateApiReference} from './generate';

/** Options of the api-reference plugin (all optional). */
export interface ApiReferencePluginOptions {
  /** Packages to document; default: every package of plugins/shared/lexicalPackages.ts. */
  packages?: readonly string[];
  /** Docs folder, relative to the site; default `docs`. */
  docsDir?: string;
  /** Folder under the docs folder that receives the pages; default `api` (URL /docs/api/). */
  apiDir?: string;
  /** Sidebar every API page is displayed with; default `api` (see sidebars.ts). */
  sidebarId?: string;
  /** Docs route a dead guide link in a doc comment is redirected to; default `/docs/intro`. */
  fallbackRoute?: string;
  /**
   * Modules whose functions, variables and type aliases get pages of their own
   * (to keep the module page light); default `['lexical']`.
   */
  splitModules?: readonly string[];
}

const optionKeys = ['packages', 'docsDir', 'apiDir', 'sidebarId', 'fallbackRoute', 'splitModules'] as const;

/** Checks the options given in docusaurus.config.ts, with a message that names the bad one. */
export function normalizeApiReferenceOptions(raw: unknown): ApiReferencePluginOptions {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error('api-reference: options must be an object');
  const options = raw as Record<string, unknown>;
  for (const key of Object.keys(options)) {
    if (key === 'id') continue; // added by Docusaurus
    if (!(optionKeys as readonly string[]).includes(key)) {
      throw new Error(`api-reference: unknown option "${key}" (known: ${optionKeys.join(', ')})`);
    }
  }
  for (const key of ['docsDir', 'apiDir', 'sidebarId', 'fallbackRoute'] as const) {
    if (options[key] !== undefined && (typeof options[key] !== 'string' || options[key] === '')) {
      throw new Error(`api-reference: option "${key}" must be a non-empty string`);
    }
  }
  for (const key of ['packages', 'splitModules'] as const) {
    const names = options[key];
    if (names !== undefined && (!Array.isArray(names) || names.some((name) => typeof name !== 'string'))) {
      throw new Error(`api-reference: option "${key}" must be an array of package or module names`);
    }
  }
  if (typeof options.fallbackRoute === 'string' && !options.fallbackRoute.startsWith('/docs/')) {
    throw new Error('api-reference: option "fallbackRoute" must be a docs route such as /docs/intro');
  }
  return options as ApiReferencePluginOptions;
}

/**
 * Generates the API reference (Markdown pages for the docs plugin, plus the
 * 'api' sidebar items) from the installed Lexical declarations with TypeDoc
 * and typedoc-plugin-markdown. It runs while the plugin is set up, that is
 * before any plugin loads content, on `docusaurus build` and `docusaurus start`
 * alike; nothing it writes is committed (see .gitignore).
 */
export default async function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Promise<Plugin> {
  const options = normalizeApiReferenceOptions(rawOptions);
  const docsDir = path.resolve(context.siteDir, options.docsDir ?? 'docs');
  const outDir = path.join(docsDir, options.apiDir ?? 'api');
  const modules = listApiModules(options.packages ?? documentedPackages);
  const settings = {
    modules,
    outDir,
    docsDir,
    workDir: path.join(context.generatedFilesDir, 'api-reference-entries'),
    fallbackRoute: options.fallbackRoute ?? '/docs/intro',
    sidebarId: options.sidebarId ?? 'api',
    splitModules: options.splitModules ?? ['lexical'],
  };
  const unknownSplit = settings.splitModules.filter((name) => !modules.some((module) => module.name === name));
  if (unknownSplit.length > 0) {
    throw new Error(`api-reference: option "splitModules" names modules that are not documented: ${unknownSplit.join(', ')}`);
  }
  const versions = Object.fromEntries(
    [...new Set([...modules.map((module) => module.packageName), 'typedoc', 'typedoc-plugin-markdown', 'typescript'])].map(
      (name) => [name, readPackageJson(name).version],
    ),
  );
  const key = generationKey({versions, pluginDir: __dirname, settings, docsDir, apiDir: outDir});
  const cache = new GenerationCache(path.join(context.siteDir, 'node_modules/.cache/api-reference'));
  if (cache.restore(key, outDir)) {
    console.info(`[api-reference] pages for ${modules.length} modules restored from the cache (${key})`);
  } else {
    const result = await generateApiReference(settings);
    cache.save(key, outDir);
    console.info(
      `[api-reference] ${result.pages} pages for ${modules.length} modules in ${(result.milliseconds / 1000).toFixed(1)} s`,
    );
  }
  return {name: 'api-reference'};
}
