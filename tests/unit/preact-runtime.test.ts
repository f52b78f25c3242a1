import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import preactRuntimePlugin, {
  misplacedRuntimeModules,
  packageOf,
  preactAliases,
  reactAliases,
  reactIslandLayer,
  validateOptions,
} from '../../plugins/preact-runtime';

const validate = (options: unknown) =>
  validateOptions({options, validate: normalizePluginOptions as never} as never) as {reactIslands: string[]};

const siteDir = path.resolve(__dirname, '../..');
const context = {siteDir} as LoadContext;

describe('preact-runtime', () => {
  it('takes a list of islands, and names a missing list or an unknown option', () => {
    expect(validate({reactIslands: ['src/a.tsx']}).reactIslands).toEqual(['src/a.tsx']);
    expect(() => validate({})).toThrow(/"reactIslands" is required/);
    expect(() => validate({reactIslands: ['x'], islands: []})).toThrow(/"islands" is not allowed/);
    expect(() => validate({reactIslands: ['']})).toThrow(/not allowed to be empty/);
  });

  it('refuses an island file that does not exist', () => {
    expect(() => preactRuntimePlugin(context, {reactIslands: ['src/components/NoSuchIsland.tsx']})).toThrow(
      /the React island .*NoSuchIsland\.tsx does not exist/,
    );
  });

  it("maps each of React's entry points to Preact's, and islands to React's own files", () => {
    for (const target of Object.values(preactAliases))
      expect(require.resolve(target)).toContain('node_modules/preact/');
    const react = reactAliases();
    expect(Object.keys(react)).toEqual(Object.keys(preactAliases));
    expect(react.react$).toBe(require.resolve('react'));
    expect(react['react-dom/client$']).toMatch(/node_modules\/react-dom\/client\.js$/);
    expect(react['react/jsx-runtime$']).toMatch(/node_modules\/react\/jsx-runtime\.js$/);
  });

  it("puts the site's React requests ahead of Docusaurus' folder aliases, and islands in their layer", () => {
    const plugin = preactRuntimePlugin(context, {reactIslands: ['src/components/HomeEditor/Editor.tsx']});
    const config = {resolve: {alias: {react: '/site/node_modules/react', '@site': '/site'}}};
    const result = plugin.configureWebpack!(config as never, false, {} as never, {} as never) as {
      module: {rules: {test?: RegExp; layer?: string; issuerLayer?: string; resolve: {alias: object}}[]};
    };
    expect(Object.keys(config.resolve.alias).slice(0, 2)).toEqual(['react$', 'react-dom$']);
    expect(Object.keys(config.resolve.alias)).toContain('react');
    const [entry, dependencies] = result.module.rules;
    expect(entry!.layer).toBe(reactIslandLayer);
    expect(entry!.test!.test(path.join(siteDir, 'src/components/HomeEditor/Editor.tsx'))).toBe(true);
    expect(entry!.test!.test(path.join(siteDir, 'src/components/HomeEditor/index.tsx'))).toBe(false);
    expect(dependencies!.issuerLayer).toBe(reactIslandLayer);
    expect(dependencies!.resolve.alias).toEqual(reactAliases());
  });

  it('tells the package of a module file, the innermost one for nested packages', () => {
    expect(packageOf('/s/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('/s/node_modules/@lexical/react/LexicalComposer.prod.mjs')).toBe('@lexical/react');
    expect(packageOf('/s/node_modules/a/node_modules/scheduler/index.js')).toBe('scheduler');
    expect(packageOf('/s/node_modules/preact/compat/dist/compat.mjs')).toBe('preact');
    expect(packageOf('/s/src/components/react-dom/index.tsx')).toBeUndefined();
  });

  it('names React outside the islands and Preact inside them, and nothing else', () => {
    const reactDom = '/s/node_modules/react-dom/cjs/react-dom-client.production.js';
    const preact = '/s/node_modules/preact/dist/preact.mjs';
    expect(
      misplacedRuntimeModules([
        {resource: reactDom, layer: reactIslandLayer},
        {resource: preact, layer: null},
        {resource: '/s/node_modules/lexical/Lexical.prod.mjs', layer: reactIslandLayer},
        {resource: '/s/src/theme/Root.tsx'},
        {},
      ]),
    ).toEqual([]);
    expect(
      misplacedRuntimeModules([
        {resource: reactDom, layer: null},
        {resource: '/s/node_modules/scheduler/index.js'},
        {resource: preact, layer: reactIslandLayer},
      ]),
    ).toEqual([
      `react-dom outside the React islands: ${reactDom}`,
      'scheduler outside the React islands: /s/node_modules/scheduler/index.js',
      `preact inside a React island: ${preact}`,
    ]);
  });
});
