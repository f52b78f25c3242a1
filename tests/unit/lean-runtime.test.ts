import {describe, expect, it} from 'vitest';
import {clientRegistrySource} from '../../plugins/lean-runtime';

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
});
