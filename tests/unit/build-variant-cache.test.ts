import {describe, expect, it} from 'vitest';
import {variantKey, withVariantCacheVersion} from '../../plugins/build-variant-cache';

describe('build-variant-cache', () => {
  it('gives each variant its own key, whatever the order of its settings', () => {
    const on = variantKey({speed: ['lean-runtime', 'hash-carriers'], search: 'local'});
    expect(variantKey({search: 'local', speed: ['lean-runtime', 'hash-carriers']})).toBe(on);
    expect(variantKey({speed: [], search: 'local'})).not.toBe(on);
    expect(variantKey({speed: ['lean-runtime', 'hash-carriers'], search: 'algolia'})).not.toBe(on);
  });

  it("appends the key to Rspack's persistent cache version, which names the cache folder", () => {
    const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
    withVariantCacheVersion(config, 'k1');
    expect(config.experiments.cache.version).toBe('client-production-en-3.10.2-abc-variant-k1');
  });

  it('leaves a build without a persistent cache as it is', () => {
    const memory = {experiments: {cache: {type: 'memory'}}};
    withVariantCacheVersion(memory, 'k1');
    expect(memory).toEqual({experiments: {cache: {type: 'memory'}}});
    const none = {experiments: {cache: false}};
    withVariantCacheVersion(none, 'k1');
    expect(none).toEqual({experiments: {cache: false}});
    const empty = {};
    withVariantCacheVersion(empty, 'k1');
    expect(empty).toEqual({});
  });
});
