import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../../plugins/speed/lean-docs';

describe('lean-docs options', () => {
  const check = (options: unknown) =>
    validateOptions({options, validate: normalizePluginOptions as never}) as Record<string, unknown>;

  it("keeps the docs plugin's own options, its id included, and defaults globalDataDocs to 'all'", () => {
    const options = check({id: 'api', path: 'api', routeBasePath: 'docs/api'});
    expect(options).toMatchObject({id: 'api', path: 'api', routeBasePath: '/docs/api', globalDataDocs: 'all'});
    expect(check({path: 'docs', globalDataDocs: 'main'})).toMatchObject({id: 'default', globalDataDocs: 'main'});
  });

  it('rejects an unknown globalDataDocs and bad docs options with a message naming them', () => {
    expect(() => check({globalDataDocs: 'some'})).toThrow(/globalDataDocs/);
    expect(() => check({routeBasePath: 3})).toThrow(/routeBasePath/);
  });
});
