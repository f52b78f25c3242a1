import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {moduleUrl as apiModuleUrl} from '../../lib/lexical-packages/naming';
import {documentedPackages, firstSentence, schemeExportUrl as apiExportUrl} from '../../lib/lexical-packages';
import {packageExportsData as extractPackageExports} from '../../plugins/package-exports/dataFiles';
import packageExportsPlugin, {DEFAULT_OPTIONS, validateOptions} from '../../plugins/package-exports';
import {declaredExports} from '../helpers/declaredExports';
import type {LoadContext} from '@docusaurus/types';

const extracted = extractPackageExports(documentedPackages);

describe('package-exports plugin output', () => {
  it.each(documentedPackages)('lists exactly what %s declares, with the kinds the declarations have', (packageName) => {
    const pluginData = extracted.find((data) => data.packageName === packageName);
    expect(pluginData).toBeDefined();
    const declared = declaredExports(packageName);
    expect(pluginData!.modules.map((module) => module.moduleName).sort()).toEqual(
      declared.map((module) => module.moduleName).sort(),
    );
    for (const module of declared) {
      const fromPlugin = pluginData!.modules.find((candidate) => candidate.moduleName === module.moduleName)!;
      const pluginKinds = Object.fromEntries(fromPlugin.exports.map((entry) => [entry.name, [...entry.kinds].sort()]));
      expect(pluginKinds, module.moduleName).toEqual(Object.fromEntries(module.exports));
      expect(fromPlugin.exports.length).toBeGreaterThan(0);
    }
  });

  it('tells functions, classes, interfaces, types and constants apart across re-exports', () => {
    const kindsIn = (moduleName: string, name: string) =>
      extracted
        .flatMap((data) => data.modules)
        .find((module) => module.moduleName === moduleName)
        ?.exports.find((entry) => entry.name === name)?.kinds;
    expect(kindsIn('@lexical/link', 'LinkNode')).toEqual(['class']);
    expect(kindsIn('@lexical/link', '$toggleLink')).toEqual(['function']);
    expect(kindsIn('@lexical/link', 'TOGGLE_LINK_COMMAND')).toEqual(['constant']);
    expect(kindsIn('@lexical/link', 'SerializedLinkNode')).toEqual(['type']);
    expect(kindsIn('lexical', 'EditorConfig')).toEqual(['interface']);
    // Re-exported from @lexical/code-core, another package.
    expect(kindsIn('@lexical/code', 'CodeNode')).toEqual(['class']);
    // `export * from './TreeView'` chain.
    expect(kindsIn('@lexical/devtools-core', 'TreeView')).toEqual(['constant']);
    // `export {default as markSelection} from './markSelection'`.
    expect(kindsIn('@lexical/utils', 'markSelection')).toEqual(['function']);
  });

  it('keeps the licence header out of summaries and turns {@link} into code', () => {
    const summaries = extracted.flatMap((data) =>
      data.modules.flatMap((module) => module.exports.map((e) => e.summary)),
    );
    expect(summaries.filter((summary) => /Copyright \(c\)|@link/.test(summary))).toEqual([]);
    const linkExtension = extracted
      .find((data) => data.packageName === '@lexical/link')!
      .modules[0]!.exports.find((entry) => entry.name === 'LinkExtension')!;
    expect(linkExtension.summary).toContain('`LinkNode`');
  });
});

describe('firstSentence', () => {
  it('stops at the first full stop that ends a sentence', () => {
    expect(firstSentence('Creates a node. Then more.')).toBe('Creates a node.');
    expect(firstSentence('Reads the value, e.g. a URL. Later text.')).toBe('Reads the value, e.g. a URL.');
    expect(firstSentence('Calls `editor.update()`. Then.')).toBe('Calls `editor.update()`.');
    expect(firstSentence('No full stop at all')).toBe('No full stop at all');
    expect(firstSentence('First paragraph\nwraps\n\nSecond paragraph.')).toBe('First paragraph wraps');
  });
});

describe('API URL scheme', () => {
  it('links classes and interfaces to pages, everything else to module anchors', () => {
    expect(apiModuleUrl('@lexical/rich-text')).toBe('/docs/api/modules/lexical_rich_text');
    expect(apiExportUrl('lexical', '$getRoot', ['function'])).toBe('/docs/api/modules/lexical#getroot');
    expect(apiExportUrl('lexical', 'LexicalEditor', ['class'])).toBe('/docs/api/classes/lexical.LexicalEditor');
    expect(apiExportUrl('@lexical/link', 'LinkNode', ['class'])).toBe('/docs/api/classes/lexical_link.LinkNode');
    expect(apiExportUrl('lexical', 'EditorConfig', ['interface'])).toBe('/docs/api/interfaces/lexical.EditorConfig');
    expect(apiExportUrl('@lexical/react/LexicalComposer', 'LexicalComposer', ['function'])).toBe(
      '/docs/api/modules/lexical_react_LexicalComposer#lexicalcomposer',
    );
  });
});

describe('plugin options', () => {
  const check = (options: unknown) => validateOptions({options, validate: normalizePluginOptions as never});
  it('fills in the defaults and rejects unknown keys', () => {
    expect(check({})).toMatchObject(DEFAULT_OPTIONS);
    expect(() => check({apiDir: 'docs/api'})).toThrow(/"apiDir" is not allowed/);
  });
  it('rejects a bad package list with a clear message', () => {
    expect(() => check({packages: ['lexical', '']})).toThrow(/"packages\[1\]" is not allowed to be empty/);
  });

  it('fails loudly on a package that is not installed', async () => {
    const plugin = packageExportsPlugin({} as LoadContext, {packages: ['@lexical/not-installed']}) as {
      loadContent: () => Promise<unknown>;
    };
    await expect(plugin.loadContent!()).rejects.toThrow(/not-installed/);
  });
});
