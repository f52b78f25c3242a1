import crypto from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type BuildVariantCacheOptions} from './options';

export {validateOptions} from './options';
export type {BuildVariantCacheOptions} from './options';

/** The part of a bundler configuration this plugin reads and changes. */
interface CacheConfig {
  experiments?: {cache?: boolean | {type?: string; version?: string}};
}

/** A short, stable key for a variant: the same settings give the same key, in any key order. */
export function variantKey(variant: Record<string, unknown>): string {
  const sorted = Object.keys(variant)
    .sort()
    .map((key) => [key, variant[key]]);
  return crypto.createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
}

/** Appends the variant's key to Rspack's persistent cache version, which names the cache's folder. */
export function withVariantCacheVersion(config: CacheConfig, key: string): void {
  const cache = config.experiments?.cache;
  if (typeof cache !== 'object' || cache.type !== 'persistent') return;
  cache.version = `${cache.version ?? ''}-variant-${key}`;
}

/**
 * A persistent bundler cache of its own for each build variant. Rspack's persistent cache keeps module resolutions
 * from one build to the next, and Docusaurus evicts it only for another Docusaurus version, another set of theme
 * aliases or an edited config file. A build whose plugins alias modules differently because of the environment (the
 * speed layer switched off, hosted search) would otherwise bundle what the previous build resolved. Each variant
 * keeps its own cache folder, so switching between them stays correct and stays fast.
 */
export default function buildVariantCachePlugin(_context: LoadContext, validatedOptions: unknown): Plugin {
  const key = variantKey((validatedOptions as BuildVariantCacheOptions).variant);
  return {
    name: 'build-variant-cache',
    configureWebpack(config) {
      withVariantCacheVersion(config as CacheConfig, key);
      return {};
    },
  };
}

buildVariantCachePlugin.validateOptions = validateOptions;
