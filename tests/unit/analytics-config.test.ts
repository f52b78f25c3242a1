import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

const envName = 'LEXICAL_DOCS_GTAG_ID';
const gtagPluginName = '@docusaurus/plugin-google-gtag';

/** Imports a fresh copy of the site config, evaluated with the given tracking id (or none). */
async function loadConfig(trackingId: string | undefined): Promise<Config> {
  vi.resetModules();
  vi.stubEnv(envName, trackingId);
  const module = (await import('../../docusaurus.config')) as {default: Config};
  return module.default;
}

function gtagEntries(config: Config): unknown[] {
  const plugins: readonly unknown[] = config.plugins ?? [];
  return plugins.filter((plugin) => Array.isArray(plugin) && plugin[0] === gtagPluginName);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('analytics in docusaurus.config.ts', () => {
  it(`configures the gtag plugin with the id from ${envName}`, async () => {
    const config = await loadConfig('G-TEST12345');
    const entries = gtagEntries(config);
    expect(entries).toHaveLength(1);
    const [, options] = entries[0] as [string, {trackingID: string}];
    expect(options.trackingID).toBe('G-TEST12345');
  });

  it('trims the id, so a stray newline from a secret store does not break tracking', async () => {
    const config = await loadConfig('  G-TRIMMED1\n');
    const [, options] = gtagEntries(config)[0] as [string, {trackingID: string}];
    expect(options.trackingID).toBe('G-TRIMMED1');
  });

  it('ships no analytics plugin without the variable', async () => {
    const config = await loadConfig(undefined);
    expect(gtagEntries(config)).toEqual([]);
    expect(JSON.stringify(config)).not.toMatch(/gtag|googletagmanager|google-analytics/i);
  });

  it('ships no analytics plugin when the variable is empty', async () => {
    const config = await loadConfig('   ');
    expect(gtagEntries(config)).toEqual([]);
  });
});
