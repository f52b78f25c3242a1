import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {collectExtensionCatalogue} from '../../plugins/extension-catalogue/collect';
import {installedLexicalPackages} from '../../lib/lexical-packages';
import {DEFAULT_OPTIONS, validateOptions, type ExtensionCatalogueOptions} from '../../plugins/extension-catalogue';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Joi as JoiType} from '@docusaurus/utils-validation';

const siteDir = path.resolve(__dirname, '../..');
const siteRequire = createRequire(path.join(siteDir, 'package.json'));

const catalogue = collectExtensionCatalogue({
  siteDir,
  packages: installedLexicalPackages(siteDir, DEFAULT_OPTIONS.exclude),
  groups: DEFAULT_OPTIONS.groups,
  fallbackGroup: DEFAULT_OPTIONS.fallbackGroup,
});

function entry(exportName: string) {
  const found = catalogue.extensions.find((item) => item.exportName === exportName);
  expect(found, `${exportName} is in the catalogue`).toBeDefined();
  return found!;
}

/**
 * A second, deliberately different walk: list every file under each package's
 * `dist/` that is a CommonJS development build, require it, and collect the
 * distinct objects whose export name ends in `Extension` and that have a string `name`.
 */
function independentWalk(): Set<unknown> {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const names = Object.keys(manifest.dependencies).filter(
    (name) =>
      (name === 'lexical' || name.startsWith('@lexical/')) &&
      name !== '@lexical/internal' &&
      name !== '@lexical/eslint-plugin',
  );
  const found = new Set<unknown>();
  for (const name of names) {
    const dist = path.join(siteDir, 'node_modules', name, 'dist');
    for (const file of fs.readdirSync(dist).filter((item) => item.endsWith('.dev.js'))) {
      const moduleExports = siteRequire(path.join(dist, file)) as Record<string, unknown>;
      for (const [key, value] of Object.entries(moduleExports)) {
        if (
          key.endsWith('Extension') &&
          typeof value === 'object' &&
          value !== null &&
          typeof (value as {name?: unknown}).name === 'string'
        ) {
          found.add(value);
        }
      }
    }
  }
  return found;
}

describe('extension catalogue', () => {
  it('lists RichTextExtension with its real dependencies and config keys', () => {
    const {RichTextExtension} = siteRequire('@lexical/rich-text') as typeof import('@lexical/rich-text');
    const richText = entry('RichTextExtension');
    expect(richText.name).toBe('@lexical/rich-text');
    expect(richText.packageName).toBe('@lexical/rich-text');
    expect(richText.dependencies.map((dependency) => dependency.name)).toEqual(
      (RichTextExtension.dependencies ?? []).map((dependency) =>
        Array.isArray(dependency) ? dependency[0].name : dependency.name,
      ),
    );
    expect(richText.dependencies.map((dependency) => dependency.name)).toContain('@lexical/dragon');
    expect(richText.config.map((field) => field.key)).toEqual(['escapeFormatTriggers', 'shouldHandlePasteAsFiles']);
    expect(richText.conflictsWith).toEqual(RichTextExtension.conflictsWith ?? []);
  });

  it('lists HistoryExtension with its config keys and plain defaults', () => {
    const history = entry('HistoryExtension');
    expect(history.name).toBe('@lexical/history/History');
    expect(history.dependencies).toEqual([]);
    expect(history.config.map((field) => field.key)).toEqual([
      'createInitialHistoryState',
      'delay',
      'disabled',
      'maxDepth',
      'now',
    ]);
    expect(history.config.find((field) => field.key === 'delay')).toEqual({key: 'delay', kind: 'data', value: '300'});
    expect(history.config.find((field) => field.key === 'now')?.kind).toBe('function');
  });

  it('lists ListExtension with its configured dependency tuple', () => {
    const list = entry('ListExtension');
    expect(list.name).toBe('@lexical/list/List');
    expect(list.dependencies).toEqual([
      {name: '@lexical/html/CoreImport', configured: false},
      {name: '@lexical/html/DOMImport', configured: true},
    ]);
    expect(list.config.map((field) => field.key)).toEqual(['hasStrictIndent', 'shouldPreserveNumbering']);
  });

  it('reads peer dependencies declared with declarePeerDependency', () => {
    expect(entry('ReactExtension').peerDependencies).toEqual([
      {name: '@lexical/react/ReactProvider', configured: false},
    ]);
    expect(entry('TailwindExtension').peerDependencies).toEqual([{name: '@lexical/react/TreeView', configured: true}]);
  });

  it('lists each extension object once, however many packages export it', () => {
    const code = entry('CodeExtension');
    expect(code.packageName).toBe('@lexical/code');
    expect(code.alsoExportedFrom).toEqual(['@lexical/code-core']);
    const keys = catalogue.extensions.map((item) => `${item.importPath}:${item.exportName}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has as many entries as a separate walk of the packages finds extension objects', () => {
    const found = independentWalk();
    expect(found.size).toBeGreaterThan(50);
    expect(catalogue.extensions).toHaveLength(found.size);
  });

  it('leaves out the excluded packages and links only documented packages to the API reference', () => {
    expect(catalogue.packages).not.toContain('@lexical/internal');
    expect(catalogue.packages).not.toContain('@lexical/eslint-plugin');
    expect(entry('ListExtension').apiUrl).toBe('/docs/api/modules/lexical_list#listextension');
    expect(entry('AutoFocusExtension').apiUrl).toBe('/docs/api/modules/lexical_extension#autofocusextension');
    expect(entry('AutoFocusExtension').npmUrl).toBe('https://www.npmjs.com/package/@lexical/extension');
  });
});

describe('extension catalogue options', () => {
  function validate(options: unknown): ExtensionCatalogueOptions {
    return validateOptions({
      options: options as Partial<ExtensionCatalogueOptions>,
      validate: (schema, value) => normalizePluginOptions(schema as JoiType.ObjectSchema, value) as never,
    }) as ExtensionCatalogueOptions;
  }

  it('fills in the defaults', () => {
    expect(validate({})).toMatchObject(DEFAULT_OPTIONS);
  });

  it('rejects unknown keys and wrong types', () => {
    expect(() => validate({packges: []})).toThrow(/packges/);
    expect(() => validate({exclude: 'lexical'})).toThrow(/exclude/);
  });
});
