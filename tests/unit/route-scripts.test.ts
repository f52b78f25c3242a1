import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {
  registryChunkNames,
  routeChunkNames,
  validateOptions,
  withModulePathOrigins,
} from '../../plugins/speed/route-scripts';

// The shapes Docusaurus writes to .docusaurus/registry.js, routesChunkNames.json and client-manifest.json.
const registry = `export default {
  "1a4e3797": [() => import(/* webpackChunkName: "1a4e3797" */ "@theme/SearchPage"), "@theme/SearchPage", require.resolveWeak("@theme/SearchPage")],
  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@generated/docusaurus.config"), "@generated/docusaurus.config", require.resolveWeak("@generated/docusaurus.config")],
  "c141421f": [() => import(/* webpackChunkName: "c141421f" */ "@generated/a \\"quoted\\" path.json"), "@generated/a \\"quoted\\" path.json", require.resolveWeak("x")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;
const routesChunkNames = {
  '/search-5de': {__comp: '1a4e3797', __context: {plugin: 'c141421f'}},
  '/docs-abc': {__comp: 'aaaaaaaa', routes: [{__comp: '17896441'}]},
};
const manifest = {
  origins: {
    '1a4e3797': ['7722', '1a4e3797'],
    c141421f: ['c141421f'],
    '17896441': ['52114', '17896441'],
    main: ['main'],
  },
};

describe('route-scripts', () => {
  it('reads the chunk name of every module path of the registry, escaped quotes included', () => {
    expect(registryChunkNames(registry)).toEqual(
      new Map([
        ['@theme/SearchPage', '1a4e3797'],
        ['@generated/docusaurus.config', '5e9f5e1a'],
        ['@generated/a "quoted" path.json', 'c141421f'],
        ['@theme/DocItem', '17896441'],
      ]),
    );
  });

  it("collects a route's chunk names, nested ones included, and names a route the site lacks", () => {
    expect(routeChunkNames(routesChunkNames, ['/search'])).toEqual(new Set(['1a4e3797', 'c141421f']));
    expect(routeChunkNames(routesChunkNames, ['/docs'])).toEqual(new Set(['aaaaaaaa', '17896441']));
    expect(() => routeChunkNames(routesChunkNames, ['/serch'])).toThrow('the site has no route /serch');
  });

  it("keys the wanted chunks by module path too, and leaves other routes' modules out", () => {
    const patched = withModulePathOrigins(manifest, registryChunkNames(registry), new Set(['1a4e3797', 'c141421f']));
    expect(patched.origins['@theme/SearchPage']).toEqual(['7722', '1a4e3797']);
    expect(patched.origins['@generated/a "quoted" path.json']).toEqual(['c141421f']);
    expect(patched.origins['@theme/DocItem']).toBeUndefined();
    expect(patched.origins.main).toEqual(['main']);
  });

  it('fails the build when a wanted chunk has no module or no chunk, rather than going back to late scripts', () => {
    expect(() => withModulePathOrigins(manifest, registryChunkNames(registry), new Set(['aaaaaaaa']))).toThrow(
      'aaaaaaaa',
    );
    expect(() => withModulePathOrigins(manifest, new Map(), new Set(['1a4e3797']))).toThrow('1a4e3797');
  });

  it('takes a list of paths and nothing else', () => {
    const check = (options: unknown) => validateOptions({options, validate: normalizePluginOptions as never});
    expect(check({routes: ['/search']})).toMatchObject({routes: ['/search']});
    expect(() => check({routes: []})).toThrow(/routes/);
    expect(() => check({routes: ['search']})).toThrow(/starting with \//);
    expect(() => check({routes: ['/search'], other: 1})).toThrow(/other/);
  });
});
