/**
 * The speed layer reads and rewrites the files Docusaurus generates for routes (`.docusaurus/registry.js`, `routes.js`,
 * `routesChunkNames.json`). Here they are written by the installed Docusaurus' own code generation, for a small
 * site, so that a format change in an upgrade fails these tests before a build does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {PluginRouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import {
  clientRegistrySource,
  clientRoutesSource,
  compactLeafRoutes,
  deferredRoutesOf,
  splitRegistrySource,
} from '../../plugins/speed/lean-runtime';
import {registryChunkNames, routeChunkNames} from '../../plugins/speed/route-scripts';

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
const doc = (routePath: string, file: string): PluginRouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  modules: {content: file},
  plugin,
});

/** A docs root with guides and API pages under it, and a page of its own. */
const fixtureRoutes: PluginRouteConfig[] = [
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    plugin,
    routes: [
      doc('/docs/intro', '@site/docs/intro.md'),
      doc('/docs/concepts/nodes', '@site/docs/concepts/nodes.md'),
      doc('/docs/api/classes/lexical.TextNode', '@site/api/classes/lexical.TextNode.md'),
      doc('/docs/api/classes/lexical.ElementNode', '@site/api/classes/lexical.ElementNode.md'),
    ],
  },
  {path: '/search', component: '@theme/SearchPage', exact: true, plugin},
];

let registry = '';
let routes = '';
let chunkNames: Record<string, unknown> = {};

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-layer-codegen-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: fixtureRoutes, baseUrl: '/'});
  registry = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
  routes = fs.readFileSync(path.join(dir, 'routes.js'), 'utf8');
  chunkNames = JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  fs.rmSync(dir, {recursive: true, force: true});
});

describe("the speed layer on Docusaurus' own generated route files", () => {
  it('lean-runtime empties the module path of every registry entry', () => {
    expect(registry).toContain('"@site/docs/intro.md"');
    const client = clientRegistrySource(registry);
    expect(client).not.toMatch(/"@(site|theme)\/[^"]*", require\.resolveWeak/);
    expect(client.match(/webpackChunkName:/g)).toHaveLength(registry.match(/webpackChunkName:/g)!.length);
  });

  it('lean-runtime finds the API routes and the chunk names they alone use, and splits the registry by them', () => {
    const deferred = deferredRoutesOf(chunkNames, ['/docs/api/']);
    expect([...deferred.routeKeys].map((key) => key.replace(/-[^-]+$/, '')).sort()).toEqual([
      '/docs/api/classes/lexical.ElementNode',
      '/docs/api/classes/lexical.TextNode',
    ]);
    // Their content chunks, not the DocItem component the guides share.
    expect(deferred.chunkNames.size).toBe(2);
    const {kept, deferred: buckets} = splitRegistrySource(registry, [deferred.chunkNames]);
    expect(kept).toContain('@site/docs/intro.md');
    expect(kept).not.toContain('@site/api/');
    expect(buckets[0]).toContain('@site/api/classes/lexical.TextNode.md');
  });

  it('lean-runtime rewrites every route component, and writes sibling leaf routes compactly', () => {
    const deferred = deferredRoutesOf(chunkNames, ['/docs/api/']);
    const client = clientRoutesSource(routes, {routeKeys: deferred.routeKeys, componentModule: '/deferred.ts'});
    expect(client).not.toMatch(/component: ComponentCreator\(/);
    const compact = compactLeafRoutes(client);
    // The two guides (one run) and the two API pages (a deferred run) each become one call.
    expect(compact).toMatch(/leafRoutes\("\/docs\/", "intro:[0-9a-f]{3}\|concepts\/nodes:[0-9a-f]{3}", 0\)/);
    expect(compact).toMatch(
      /leafRoutes\("\/docs\/api\/classes\/", "lexical\.TextNode:[0-9a-f]{3}\|lexical\.ElementNode:[0-9a-f]{3}", 1\)/,
    );
  });

  it('lean-runtime with compactLeafRoutes off keeps each route an object, and no leaf route reader', () => {
    const client = clientRoutesSource(routes, undefined, {compact: false});
    expect(client).not.toMatch(/component: ComponentCreator\(/);
    expect(client).not.toContain('leafRoutes(');
    expect(client).not.toContain('function leafRoutes');
    expect(client).toContain("path: '/docs/intro'");
    expect(clientRoutesSource(routes)).toContain('function leafRoutes');
  });

  it('route-scripts maps each module path to its chunk name, and finds the chunks of a route', () => {
    const byModule = registryChunkNames(registry);
    expect(byModule.size).toBe(registry.match(/webpackChunkName:/g)!.length);
    const search = routeChunkNames(chunkNames, ['/search']);
    expect(search.size).toBe(1);
    expect(search.has(byModule.get('@theme/SearchPage')!)).toBe(true);
  });
});
