import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {
  bucketChunksPlaceholder,
  chunkAssetRuntimeCode,
  clientRegistrySource,
  clientRoutesSource,
  fillBucketChunks,
  deferredBucketsLoaderSource,
  deferredRoutesOf,
  splitRegistrySource,
  docsClientUtilsWithoutCollator,
  runtimeWithoutHashes,
  runtimeChunkHashes,
  withCarriedHashes,
  hashCarriers,
  type CarrierChunk,
  type CarrierGroup,
  splitRouteChunkNames,
  themeCommonReactUtilsWithoutCollator,
  tslibForUtilsCommon,
  validateOptions,
  type LeanRuntimeOptions,
} from '../../plugins/speed/lean-runtime';
import {getActivePlugin} from '../../plugins/speed/lean-runtime/client/docsClientUtils';
import {docsRouteLayout} from '../../plugins/speed/lean-runtime';
import {deferredBucketCount, deferredBucketOf, deferredRegistryChunk} from '../../plugins/speed/lean-runtime/shared';
import {entriesByKey} from '../../plugins/speed/lean-runtime/client/entriesByKey';
import {getActivePlugin as docusaurusGetActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {__importDefault} from '../../plugins/speed/lean-runtime/client/tslibImportDefault';
import * as tslib from 'tslib';

// The shape Docusaurus writes to .docusaurus/registry.js.
const registry = `export default {
  "1a4e3797": [() => import(/* webpackChunkName: "1a4e3797" */ "@theme/SearchPage"), "@theme/SearchPage", require.resolveWeak("@theme/SearchPage")],
  "c141421f": [() => import(/* webpackChunkName: "c141421f" */ "@generated/a \\"quoted\\", path.json"), "@generated/a \\"quoted\\", path.json", require.resolveWeak("@generated/a \\"quoted\\", path.json")],};
`;

describe('lean-runtime', () => {
  it("empties every entry's module path and keeps its import and weak require", () => {
    expect(clientRegistrySource(registry)).toBe(`export default {
  "1a4e3797": [() => import(/* webpackChunkName: "1a4e3797" */ "@theme/SearchPage"), "", require.resolveWeak("@theme/SearchPage")],
  "c141421f": [() => import(/* webpackChunkName: "c141421f" */ "@generated/a \\"quoted\\", path.json"), "", require.resolveWeak("@generated/a \\"quoted\\", path.json")],};
`);
  });

  it('refuses a registry whose entries it does not all recognise', () => {
    const changed = registry.replace('"@theme/SearchPage", require.resolveWeak', 'require.resolveWeak');
    expect(() => clientRegistrySource(changed)).toThrow('found the module path of 1 of 2 route registry entries');
    expect(() => clientRegistrySource('export default {};')).toThrow('of 0 of 0');
  });

  // The shape Docusaurus writes to .docusaurus/routes.js.
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '5f4'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '1b2'),
    routes: [
      {
        path: '/docs/intro',
        component: ComponentCreator('/docs/intro', 'a6e'),
        exact: true
      },
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

  /** Runs the client routes module with a stand-in ComponentCreator that records its calls. */
  function runRoutes(source: string) {
    const calls: unknown[][] = [];
    const body = source.replace(/^import .*$/gm, '').replace(/^export default (\w+);$/m, 'return $1;');
    const list = new Function('ComponentCreator', 'deferredComponent', body)(
      (...args: unknown[]) => {
        calls.push(args);
        return {created: args};
      },
      (...args: unknown[]) => ({deferred: args}),
    ) as {path: string; component: unknown; routes?: {component: unknown}[]}[];
    return {calls, list};
  }

  it('creates a route component when the router first reads it, once, nested routes included', () => {
    const {calls, list} = runRoutes(clientRoutesSource(routes));
    expect(list.map((route) => route.path)).toEqual(['/blog', '/docs', '*']);
    expect(calls).toEqual([]);
    expect(list[1]!.routes![0]!.component).toEqual({created: ['/docs/intro', 'a6e']});
    expect(list[1]!.routes![0]!.component).toBe(list[1]!.routes![0]!.component);
    expect(list[2]!.component).toEqual({created: ['*']});
    expect(calls).toEqual([['/docs/intro', 'a6e'], ['*']]);
  });

  it('writes runs of sibling leaf routes compactly, and they come out as the same routes', () => {
    const leaf = (path: string, hash: string, sidebar?: string) =>
      `      {\n        path: '${path}',\n        component: ComponentCreator('${path}', '${hash}'),\n        exact: true${
        sidebar ? `,\n        sidebar: "${sidebar}"` : ''
      }\n      },`;
    const source = `import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', '1b2'),
    routes: [
${leaf('/docs/api/classes/lexical.LexicalEditor', '241', 'api')}
${leaf('/docs/api/classes/lexical.TextNode', 'c31', 'api')}
${leaf('/docs/api/interfaces/lexical.EditorConfig', '0a9', 'api')}
      {
        path: '/docs/odd',
        component: ComponentCreator('/docs/elsewhere', '777'),
        exact: true
      },
${leaf('/docs/intro', 'a6e')}
${leaf('/docs/concepts/editor-state', 'e51')}
${leaf('/docs/faq', '5d0', 'docs')}
    ]
  },
];
`;
    const deferred = {
      routeKeys: new Set([
        '/docs/api/classes/lexical.LexicalEditor-241',
        '/docs/api/classes/lexical.TextNode-c31',
        '/docs/api/interfaces/lexical.EditorConfig-0a9',
      ]),
      componentModule: '/site/deferredRoutes.ts',
    };
    const compacted = clientRoutesSource(source, deferred);
    expect(compacted).toContain(
      `...leafRoutes("/docs/api/", "classes/lexical.LexicalEditor:241|classes/lexical.TextNode:c31|interfaces/lexical.EditorConfig:0a9", 1, "api")`,
    );
    expect(compacted).toContain(`...leafRoutes("/docs/", "intro:a6e|concepts/editor-state:e51", 0)`);
    const {list} = runRoutes(compacted);
    const children = list[0]!.routes! as {path: string; component: unknown; exact?: boolean; sidebar?: string}[];
    const api = (path: string, hash: string) => ({
      path,
      exact: true,
      sidebar: 'api',
      component: {deferred: [path, hash]},
    });
    const guide = (path: string, hash: string, sidebar?: string) => ({
      path,
      exact: true,
      sidebar,
      component: {created: [path, hash]},
    });
    expect(children.map(({path, exact, sidebar, component}) => ({path, exact, sidebar, component}))).toEqual([
      api('/docs/api/classes/lexical.LexicalEditor', '241'),
      api('/docs/api/classes/lexical.TextNode', 'c31'),
      api('/docs/api/interfaces/lexical.EditorConfig', '0a9'),
      {path: '/docs/odd', exact: true, sidebar: undefined, component: {created: ['/docs/elsewhere', '777']}},
      guide('/docs/intro', 'a6e'),
      guide('/docs/concepts/editor-state', 'e51'),
      guide('/docs/faq', '5d0', 'docs'),
    ]);
    // A route without a sidebar has no sidebar key, as Docusaurus writes it.
    expect('sidebar' in children[4]!).toBe(false);
  });

  it('refuses routes whose components it does not all recognise', () => {
    expect(() =>
      clientRoutesSource(routes.replace("ComponentCreator('/blog', '5f4')", 'ComponentCreator(`/blog`)')),
    ).toThrow('found 3 of 4 route components');
    expect(() => clientRoutesSource(routes.replace('export default [', 'export const routes = ['))).toThrow(
      'no `export default [`',
    );
  });

  it('splits the registry: each set of deferred entries apart (an entry may be in several), the rest as they were', () => {
    const {kept, deferred} = splitRegistrySource(clientRegistrySource(registry), [
      new Set(['c141421f']),
      new Set(),
      new Set(['c141421f']),
    ]);
    expect(kept).toBe(`export default {
  "1a4e3797": [() => import(/* webpackChunkName: "1a4e3797" */ "@theme/SearchPage"), "", require.resolveWeak("@theme/SearchPage")],
};
`);
    const quotedEntry = `{
  "c141421f": [() => import(/* webpackChunkName: "c141421f" */ "@generated/a \\"quoted\\", path.json"), "", require.resolveWeak("@generated/a \\"quoted\\", path.json")],
}`;
    expect(deferred).toEqual([quotedEntry, '{\n\n}', quotedEntry]);
    expect(splitRegistrySource(registry, []).deferred).toEqual([]);
  });

  it('refuses to split a registry whose entries it cannot all read, or that lacks a deferred entry', () => {
    const oneLine = registry.replace(/\n {2}"c141421f"/, ' "c141421f"');
    expect(() => splitRegistrySource(oneLine, [])).toThrow('read 1 of 2 route registry entries');
    expect(() => splitRegistrySource(registry, [new Set(['0000ffff'])])).toThrow('0 of the 1 to defer');
  });

  it('defers the routes under a prefix, and the chunk names no other route uses', () => {
    const chunkNames = {
      '/docs/intro-a6e': {__comp: 'docItem', content: 'intro'},
      '/docs/api-1d6': {__comp: 'docRoot', __props: 'apiVersion'},
      '/docs/api/-97d': {__comp: 'docItem', content: 'apiIndex'},
      '/docs/api/classes/lexical.LexicalEditor-241': {
        __comp: 'docItem',
        content: 'editor',
        nested: {sidebar: 'apiSidebar'},
      },
    };
    expect(deferredRoutesOf(chunkNames, ['/docs/api/'])).toEqual({
      routeKeys: new Set(['/docs/api/-97d', '/docs/api/classes/lexical.LexicalEditor-241']),
      chunkNames: new Set(['apiIndex', 'editor', 'apiSidebar']),
    });
    expect(deferredRoutesOf(chunkNames, [])).toEqual({routeKeys: new Set(), chunkNames: new Set()});
  });

  it("gives a deferred route the component that loads what was deferred first; others' are unchanged", () => {
    const deferred = {routeKeys: new Set(['/docs/intro-a6e']), componentModule: '/site/deferredRoutes.ts'};
    const source = clientRoutesSource(routes, deferred);
    expect(source).toContain("component: ['/docs/intro', 'a6e', 1]");
    expect(source).toContain("component: ['/blog', '5f4']");
    expect(source).toContain("component: ['*']");
    expect(source).toContain('import {deferredComponent} from "/site/deferredRoutes.ts";');
    expect(source).toContain('deferred === 1 ? deferredComponent : ComponentCreator');
    // Without deferred routes, nothing of it is imported.
    expect(clientRoutesSource(routes)).not.toContain('import {deferredComponent}');
    expect(() =>
      clientRoutesSource(routes, {...deferred, routeKeys: new Set(['/docs/intro-a6e', '/docs/gone-000'])}),
    ).toThrow('found 1 of the 2 routes to defer');
  });

  it("splits the route chunk names: the deferred routes' by bucket, with the deferred names each uses", () => {
    const chunkNames = {
      '/docs/intro-a6e': {__comp: 'docItem', content: 'intro'},
      '/docs/api/-97d': {__comp: 'docItem', content: 'apiIndex'},
      '/docs/api/classes/lexical.LexicalEditor-241': {__comp: 'docItem', content: 'editor'},
    };
    const deferred = {
      routeKeys: new Set(['/docs/api/-97d', '/docs/api/classes/lexical.LexicalEditor-241']),
      chunkNames: new Set(['apiIndex', 'editor']),
    };
    const {kept, buckets} = splitRouteChunkNames(chunkNames, deferred);
    expect(kept).toEqual({'/docs/intro-a6e': {__comp: 'docItem', content: 'intro'}});
    expect(buckets).toHaveLength(deferredBucketCount);
    const index = deferredBucketOf('/docs/api/');
    const editor = deferredBucketOf('/docs/api/classes/lexical.LexicalEditor');
    // Two paths that fall in different buckets, so each bucket holds its own route only.
    expect(index).not.toBe(editor);
    expect(buckets[index]).toEqual({
      routesChunkNames: {'/docs/api/-97d': {__comp: 'docItem', content: 'apiIndex'}},
      names: new Set(['apiIndex']),
    });
    expect(buckets[editor]!.names).toEqual(new Set(['editor']));
    const others = buckets.filter((_, bucket) => bucket !== index && bucket !== editor);
    expect(others.every((bucket) => Object.keys(bucket.routesChunkNames).length === 0 && bucket.names.size === 0)).toBe(
      true,
    );
    expect(splitRouteChunkNames(chunkNames, {routeKeys: new Set(), chunkNames: new Set()}).kept).toEqual(chunkNames);
  });

  it("writes a bucket's chunk ids in place of its placeholder, once", () => {
    const code = `n.d(c,{chunks:()=>d});let d=${JSON.stringify(bucketChunksPlaceholder)};`;
    expect(fillBucketChunks(code, {ids: {'0e384e19': '15217'}})).toBe(
      'n.d(c,{chunks:()=>d});let d={"ids":{"0e384e19":"15217"}};',
    );
    const none = {ids: {}};
    expect(() => fillBucketChunks('let d={};', none)).toThrow('should hold "__LEAN_RUNTIME_BUCKET_CHUNKS__" once');
    expect(() => fillBucketChunks(code + code, none)).toThrow('once');
  });

  it("maps the runtime's chunk names to URLs as Docusaurus' helper does, taking an unmapped name as an id", () => {
    const code = chunkAssetRuntimeCode({'0e384e19': '15217'}, {publicPath: 'req.p', getChunkScriptFilename: 'req.u'});
    const req: {p: string; u: (id: string) => string; gca?: (name: string) => string} = {
      p: '/',
      u: (id) => `assets/js/${id}.abcdef12.js`,
    };
    new Function('__webpack_require__', 'req', code)(req, req);
    expect(req.gca!('0e384e19')).toBe('/assets/js/15217.abcdef12.js');
    expect(req.gca!('24692')).toBe('/assets/js/24692.abcdef12.js');
  });

  // The bundler's chunk file name function, before minifying.
  const runtime = `__webpack_require__.u = (chunkId) => {
  return "assets/js/" + chunkId + "." + {"10091": "34a16dc9","1088": "95f8457a","24692": "9e6f1454",}[chunkId] + ".js";
};`;

  it("leaves the given chunks' hashes out of the runtime's file-name map, for the chunks that load them to bring", () => {
    expect(runtimeChunkHashes(runtime)).toEqual({'10091': '34a16dc9', '1088': '95f8457a', '24692': '9e6f1454'});
    const code = runtimeWithoutHashes(runtime, new Set(['24692', '1088']));
    expect(code).toContain('{"10091":"34a16dc9"}[chunkId]||(self.__leanRuntimeChunkHashes||{})[chunkId])');
    const self: {__leanRuntimeChunkHashes?: Record<string, string>} = {};
    const req: {u?: (id: string) => string} = {};
    const run = new Function('__webpack_require__', 'self', code) as (req: object, self: object) => void;
    run(req, self);
    // A chunk whose carrier has not loaded has no file yet: Docusaurus' prefetch skips such URLs.
    expect(req.u!('24692')).toBe('assets/js/24692.undefined.js');
    // A carrier chunk's code, as the browser evaluates it when the chunk loads.
    const carrier = withCarriedHashes('"use strict";push([["1"],{}]);', {'24692': '9e6f1454'});
    const pushed: unknown[] = [];
    (new Function('self', 'push', carrier) as (self: object, push: (chunk: unknown) => void) => void)(self, (chunk) =>
      pushed.push(chunk),
    );
    expect(pushed).toEqual([[['1'], {}]]);
    expect(self.__leanRuntimeChunkHashes).toEqual({'24692': '9e6f1454'});
    expect(req.u!('10091')).toBe('assets/js/10091.34a16dc9.js');
    expect(req.u!('24692')).toBe('assets/js/24692.9e6f1454.js');
    expect(req.u!('1088')).toBe('assets/js/1088.undefined.js');
    expect(runtimeWithoutHashes(runtime, new Set())).toContain('"1088":"95f8457a"');
  });

  describe('which chunks bring the hashes of the chunks they load', () => {
    type Group = CarrierGroup & {chunks: CarrierChunk[]; parents: Group[]; initial: boolean};
    const group = (parents: Group[], initial = false): Group => ({
      chunks: [],
      parents,
      initial,
      isInitial: () => initial,
      getParents: () => parents,
    });
    const chunk = (id: string, ...groups: Group[]): CarrierChunk => {
      const made = {id, groupsIterable: groups};
      for (const each of groups) each.chunks.push(made);
      return made;
    };
    const main = group([], true);
    const mainChunk = chunk('main', main);
    const page = group([main]);
    const pageChunk = chunk('page', page);
    const content = group([page]);
    const contentChunk = chunk('content', content);
    const otherPage = group([main]);
    const otherPageChunk = chunk('other-page', otherPage);
    const otherContent = group([otherPage]);
    const otherContentChunk = chunk('other-content', otherContent);
    // A chunk both contents load (the MDX components): both pages bring its hash.
    const sharedChunk = chunk('shared', content, otherContent);
    // A chunk a page and main.js both load stays in the map.
    const eager = group([main, page]);
    const eagerChunk = chunk('eager', eager);
    const chunks = [mainChunk, pageChunk, contentChunk, otherPageChunk, otherContentChunk, sharedChunk, eagerChunk];

    it('carries a chunk in its parents’ own chunks, and keeps what main.js loads in the map', () => {
      const carriers = hashCarriers(chunks, (id) => id !== 'main');
      expect(Object.fromEntries(carriers)).toEqual({
        page: ['content', 'shared'],
        'other-page': ['other-content', 'shared'],
      });
    });

    it('keeps a chunk in the map when a parent has no chunk of its own in the map', () => {
      // The other page's chunk is not one the runtime loads (a worker's, say): it cannot carry the shared chunk.
      const carriers = hashCarriers(chunks, (id) => id !== 'main' && id !== 'other-page');
      expect(Object.fromEntries(carriers)).toEqual({page: ['content']});
    });
  });

  it('refuses a runtime whose file-name map it cannot find, or that lacks a chunk to leave out', () => {
    expect(() => runtimeWithoutHashes(runtime.replace('"." +', '"-" +'), new Set())).toThrow(
      "the runtime's chunk file name map was not found",
    );
    expect(() => runtimeWithoutHashes(runtime, new Set(['777']))).toThrow('maps no hash for chunks 777');
  });

  it('spreads routes over the buckets by path, the same way every time', () => {
    const paths = Array.from({length: 400}, (_, index) => `/docs/api/classes/lexical.Node${index}`);
    const counts = new Array<number>(deferredBucketCount).fill(0);
    for (const path of paths) counts[deferredBucketOf(path)]! += 1;
    // Every bucket is used, none holds more than twice its share.
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThan((2 * paths.length) / deferredBucketCount);
    expect(paths.map(deferredBucketOf)).toEqual(paths.map(deferredBucketOf));
  });

  it('loads each bucket from a chunk of its own, named for the prefetching client module', () => {
    const source = deferredBucketsLoaderSource((bucket) => `./routes.deferred.${bucket}.client.js`);
    const loaders = source.match(/\(\) => import\(/g) ?? [];
    expect(loaders).toHaveLength(deferredBucketCount);
    expect(source).toContain(
      `() => import(/* webpackChunkName: "${deferredRegistryChunk(3)}" */ "./routes.deferred.3.client.js"),`,
    );
    expect(source.startsWith('export const buckets = [')).toBe(true);
  });

  it('checks its options: deferred routes are path prefixes ending in /', () => {
    const validate = (options: unknown) =>
      validateOptions({options, validate: normalizePluginOptions as never}) as {deferredRoutes: string[]};
    expect(validate({}).deferredRoutes).toEqual([]);
    expect(validate({deferredRoutes: ['/docs/api/']}).deferredRoutes).toEqual(['/docs/api/']);
    expect(() => validate({deferredRoutes: ['/docs/api']})).toThrow(/starts and ends with \//);
    expect(() => validate({deferredRoute: ['/docs/api/']})).toThrow(/not allowed/);
  });

  it('compacts leaf routes and carries hashes unless told not to', () => {
    const validate = (options: unknown) =>
      validateOptions({options, validate: normalizePluginOptions as never}) as LeanRuntimeOptions;
    expect(validate({})).toMatchObject({compactLeafRoutes: true, hashCarriers: true});
    expect(validate({compactLeafRoutes: false, hashCarriers: false})).toMatchObject({
      compactLeafRoutes: false,
      hashCarriers: false,
    });
    expect(() => validate({hashCarriers: 'no'})).toThrow(/must be a boolean/);
  });

  it("gives @docusaurus/utils-common its one tslib helper, and every other module tslib's", () => {
    const utilsCommon = {request: 'tslib', context: '/site/node_modules/@docusaurus/utils-common/lib'};
    tslibForUtilsCommon(utilsCommon);
    expect(utilsCommon.request).toMatch(/plugins[\\/]speed[\\/]lean-runtime[\\/]client[\\/]tslibImportDefault\.ts$/);
    for (const other of [
      {request: 'tslib', context: '/site/node_modules/@docusaurus/core/lib/client'},
      {request: 'tslib/modules', context: '/site/node_modules/@docusaurus/utils-common/lib'},
    ]) {
      const before = {...other};
      tslibForUtilsCommon(other);
      expect(other).toEqual(before);
    }
  });

  it("the helper given in tslib's place does what tslib's does", () => {
    const esModule = {__esModule: true, default: 'x'};
    for (const module of [esModule, {default: 'y'}, () => 'z', 'text', null, undefined]) {
      expect(__importDefault(module)).toStrictEqual(tslib.__importDefault(module));
    }
    expect(__importDefault(esModule)).toBe(esModule);
  });

  it("gives the docs plugin's client code and theme-common's modules the stand-ins that do without localeCompare", () => {
    const replaced = (
      replace: (resource: {request: string; context: string}) => void,
      request: string,
      context: string,
    ): string => {
      const resource = {request, context};
      replace(resource);
      return resource.request;
    };
    const docsClient = '/site/node_modules/@docusaurus/plugin-content-docs/lib/client';
    expect(replaced(docsClientUtilsWithoutCollator, './docsClientUtils', docsClient)).toMatch(
      /lean-runtime[\\/]client[\\/]docsClientUtils\.ts$/,
    );
    expect(replaced(docsClientUtilsWithoutCollator, './docsClientUtils', '/site/src/theme')).toBe('./docsClientUtils');
    const themeCommon = '/site/node_modules/@docusaurus/theme-common/lib';
    for (const [request, context] of [
      ['./utils/reactUtils', themeCommon],
      ['../utils/reactUtils', `${themeCommon}/hooks`],
      ['../../utils/reactUtils', `${themeCommon}/contexts/navbarSecondaryMenu`],
    ] as const) {
      expect(replaced(themeCommonReactUtilsWithoutCollator, request, context)).toMatch(
        /lean-runtime[\\/]client[\\/]themeCommonReactUtils\.ts$/,
      );
    }
    expect(replaced(themeCommonReactUtilsWithoutCollator, './utils/reactUtils', '/site/src')).toBe(
      './utils/reactUtils',
    );
    expect(replaced(themeCommonReactUtilsWithoutCollator, './reactUtilsExtra', themeCommon)).toBe('./reactUtilsExtra');
  });

  it("finds the active docs plugin as Docusaurus' own function does", () => {
    const plugin = (path: string) => ({path}) as GlobalPluginData;
    // Both orders of the same plugins: the answer must not depend on it.
    const sites: Record<string, GlobalPluginData>[] = [
      {default: plugin('/docs'), api: plugin('/docs/api')},
      {api: plugin('/docs/api'), default: plugin('/docs')},
      {root: plugin('/'), default: plugin('/docs'), api: plugin('/docs/api'), apis: plugin('/docs/apis')},
    ];
    const paths = ['/docs', '/docs/', '/docs/intro', '/docs/api', '/docs/api/', '/docs/api/classes/x', '/docs/apis/y'];
    for (const site of sites) {
      for (const pathname of [...paths, '/blog', '/']) {
        expect(getActivePlugin(site, pathname), `${pathname} in ${Object.keys(site).join(', ')}`).toEqual(
          docusaurusGetActivePlugin(site, pathname),
        );
      }
    }
    expect(getActivePlugin(sites[0]!, '/docs/api/classes/x')?.pluginId).toBe('api');
    expect(getActivePlugin(sites[0]!, '/blog')).toBeUndefined();
    expect(() => getActivePlugin(sites[0]!, '/blog', {failfast: true})).toThrow(/Can't find active docs plugin/);
  });

  it("orders an object's entries by key, whatever order they were added in", () => {
    expect(entriesByKey({subtree: true, attributes: true, childList: false})).toEqual([
      ['attributes', true],
      ['childList', false],
      ['subtree', true],
    ]);
    expect(entriesByKey({b: 1, a: 2})).toEqual(entriesByKey({a: 2, b: 1}));
  });
});

describe('the docs route layout cache group', () => {
  // A module it no longer matches goes back to a chunk of its own, silently: more requests on every docs page.
  it('matches the installed theme and docs plugin modules it names', () => {
    const installed = [
      require.resolve('@docusaurus/theme-classic/lib/theme/DocsRoot/index.js'),
      require.resolve('@docusaurus/theme-classic/lib/theme/DocVersionRoot/index.js'),
      require.resolve('@docusaurus/plugin-content-docs/lib/client/docsSearch.js'),
    ];
    for (const file of installed) expect(docsRouteLayout.test.test(file), file).toBe(true);
    expect(docsRouteLayout.test.test('/site/.docusaurus/docusaurus-plugin-content-docs/api/__plugin.json')).toBe(true);
    expect(docsRouteLayout.test.test(require.resolve('@docusaurus/theme-classic/lib/theme/DocItem/index.js'))).toBe(
      false,
    );
  });
});
