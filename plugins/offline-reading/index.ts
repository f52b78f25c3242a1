/**
 * Docusaurus plugin: pages a reader has opened stay readable offline, and a page that cannot load shows an offline
 * page with Retry instead of the browser's error page. After the build it bundles the service worker
 * (worker/serviceWorker.ts) into `<outDir>/sw.js` with esbuild; a client module registers it once the first page
 * is idle. Nothing is downloaded ahead of the reader: the worker stores only what the reader's pages load.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {workerFile} from './shared';
import {offlinePageScript, type OfflineReadingSettings} from './worker/policy';
import {validateWith} from '../../lib/pluginOptions';

export interface OfflineReadingOptions {
  /** Register the worker; off, the build also writes a `sw.js` that removes an earlier worker and its caches. */
  enabled: boolean;
  /** Most pages kept on the device. */
  maxPages: number;
  /** Most hashed assets (scripts, styles, fonts) kept. */
  maxAssets: number;
  /** Most other files (images, Markdown twins) kept. */
  maxFiles: number;
  /**
   * Paths under the base URL (prefixes, no leading slash) the worker leaves to the browser: files fetched by the
   * hundred whose copies would crowd the pages' own files out of the cache, and cost a write each.
   */
  networkOnly: string[];
}

export const DEFAULT_OPTIONS: OfflineReadingOptions = {
  enabled: true,
  maxPages: 60,
  maxAssets: 400,
  maxFiles: 200,
  networkOnly: [],
};

const optionsSchema = Joi.object({
  enabled: Joi.boolean().default(DEFAULT_OPTIONS.enabled),
  maxPages: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.maxPages),
  maxAssets: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.maxAssets),
  maxFiles: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.maxFiles),
  networkOnly: Joi.array().items(Joi.string().pattern(/^[^/]/, 'relative path')).default(DEFAULT_OPTIONS.networkOnly),
  id: Joi.string(),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);

/** A worker that unregisters itself and deletes its caches: what readers of a site that turned the option off get. */
const removalWorker = `self.addEventListener('install',function(){self.skipWaiting()});
self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(n){return Promise.all(n.filter(function(k){return k.indexOf('lexical-docs-')===0}).map(function(k){return caches.delete(k)}))}).then(function(){return self.registration.unregister()}))});
`;

/** The CSP source allowing an inline script by its hash. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The inline script that registers the worker (client/registration.ts), bundled with the site's settings. */
async function registrationScript(baseUrl: string): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(__dirname, 'client/registration.ts')],
    write: false,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    define: {OFFLINE_READING_REGISTRATION: JSON.stringify({baseUrl, workerFile})},
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text.trim();
}

export default function offlineReadingPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as OfflineReadingOptions;
  // Only a production build writes the worker (postBuild); the development server has none to register.
  const registers = options.enabled && process.env.NODE_ENV === 'production';
  return {
    name: 'offline-reading',
    getClientModules() {
      return registers ? [path.resolve(__dirname, 'client/registerServiceWorker.ts')] : [];
    },
    async loadContent() {
      return registers ? registrationScript(context.baseUrl) : '';
    },
    injectHtmlTags({content}) {
      const script = content as string;
      return script ? {postBodyTags: [{tagName: 'script', innerHTML: script}]} : {};
    },
    async postBuild({outDir, siteConfig}) {
      const outfile = path.join(outDir, workerFile);
      if (!options.enabled) {
        await fs.writeFile(outfile, removalWorker);
        return;
      }
      const settings: OfflineReadingSettings = {
        baseUrl: siteConfig.baseUrl,
        siteTitle: siteConfig.title,
        workerFile,
        maxPages: options.maxPages,
        maxAssets: options.maxAssets,
        maxFiles: options.maxFiles,
        networkOnly: options.networkOnly,
        offlinePageScriptHash: scriptHashSource(offlinePageScript),
      };
      await build({
        entryPoints: [path.resolve(__dirname, 'worker/serviceWorker.ts')],
        outfile,
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        legalComments: 'none',
        define: {OFFLINE_READING_SETTINGS: JSON.stringify(settings)},
        logLevel: 'warning',
      });
    },
  };
}

offlineReadingPlugin.validateOptions = validateOptions;
