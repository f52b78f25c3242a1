import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentedHistory} from '../api-history/since';
import {lexicalVersion, readPackageJson} from '../../lib/lexical-packages';
import {GenerationCache, generationKey} from './cache';
import {listApiModules} from './entryPoints';
import {generateApiReference} from './generate';
import {validateOptions, type ApiReferencePluginOptions} from './options';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {ApiReferencePluginOptions} from './options';

/**
 * Generates the API reference (Markdown pages for the docs plugin, plus the
 * 'api' sidebar items) from the installed Lexical declarations with TypeDoc
 * and typedoc-plugin-markdown. It runs while the plugin is set up, that is
 * before any plugin loads content, on `docusaurus build` and `docusaurus start`
 * alike; nothing it writes is committed (see .gitignore).
 */
// Typed with unknown options because that is what docusaurus.config.ts accepts;
// Docusaurus runs `validateOptions` (attached below) first.
export default async function apiReferencePlugin(context: LoadContext, validatedOptions: unknown): Promise<Plugin> {
  const options = validatedOptions as ApiReferencePluginOptions;
  const docsDir = path.resolve(context.siteDir, options.docsDir);
  const outDir = path.resolve(context.siteDir, options.apiDir);
  const modules = listApiModules(options.packages);
  const settings = {
    modules,
    outDir,
    docsDir,
    workDir: path.join(context.generatedFilesDir, 'api-reference-entries'),
    fallbackRoute: options.fallbackRoute,
    sidebarId: options.sidebarId,
  };
  const generators = ['typedoc', 'typedoc-plugin-markdown', 'typescript'];
  const versions = Object.fromEntries(
    [...new Set([...modules.map((module) => module.packageName), ...generators])].map((name) => [
      name,
      readPackageJson(name).version,
    ]),
  );
  // Fails the build, cached pages or not, when the history does not cover the installed release.
  const history = documentedHistory(lexicalVersion);
  const pluginDirs = [
    __dirname,
    path.resolve(__dirname, '../../lib/lexical-packages'),
    path.resolve(__dirname, '../api-history'),
    path.resolve(__dirname, '../api-history/data'),
  ];
  const key = generationKey({versions, pluginDirs, settings, docsDir});
  const cache = new GenerationCache(path.join(context.siteDir, 'node_modules/.cache/api-reference'));
  if (cache.restore(key, outDir)) {
    console.info(`[api-reference] pages for ${modules.length} modules restored from the cache (${key})`);
  } else {
    const result = await generateApiReference({...settings, history});
    cache.save(key, outDir);
    const seconds = (result.milliseconds / 1000).toFixed(1);
    console.info(`[api-reference] ${result.pages} pages for ${modules.length} modules in ${seconds} s`);
  }
  return {name: 'api-reference'};
}

apiReferencePlugin.validateOptions = validateOptions;
