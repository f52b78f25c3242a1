import {describe, expect, it} from 'vitest';
import {clientRegistrySource, clientRoutesSource} from '../../plugins/lean-runtime';

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
    const list = new Function('ComponentCreator', body)((...args: unknown[]) => {
      calls.push(args);
      return {created: args};
    }) as {path: string; component: unknown; routes?: {component: unknown}[]}[];
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

  it('refuses routes whose components it does not all recognise', () => {
    expect(() =>
      clientRoutesSource(routes.replace("ComponentCreator('/blog', '5f4')", 'ComponentCreator(`/blog`)')),
    ).toThrow('found 3 of 4 route components');
    expect(() => clientRoutesSource(routes.replace('export default [', 'export const routes = ['))).toThrow(
      'no `export default [`',
    );
  });
});
