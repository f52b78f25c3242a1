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
import {validateOptions, type OfflineReadingOptions} from './options';
import {workerFile} from './shared';
import {offlinePageScript, type OfflineReadingSettings} from './worker/policy';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {OfflineReadingOptions} from './options';

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
