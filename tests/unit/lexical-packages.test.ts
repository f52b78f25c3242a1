import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {
  documentedPackages,
  installedLexicalPackages,
  lexicalPackagesModel,
  lexicalPackagesOnDisk,
  listPackageModules,
} from '../../lib/lexical-packages';
import packageExportsRemarkPlugin from '../../remark/package-exports';

describe('the package list', () => {
  it('documents the installed Lexical dependencies, core first, except @lexical/internal', () => {
    expect(documentedPackages).toHaveLength(32);
    expect(documentedPackages[0]).toBe('lexical');
    expect(documentedPackages).not.toContain('@lexical/internal');
    expect([...documentedPackages].sort()).toEqual([...installedLexicalPackages()].sort());
  });
  it('scans every Lexical package on disk for error codes, @lexical/internal included', () => {
    expect(lexicalPackagesOnDisk()).toContain('@lexical/internal');
    expect(lexicalPackagesOnDisk()[0]).toBe('lexical');
  });
});

describe('the package model', () => {
  it('is read once per process', () => {
    expect(lexicalPackagesModel()).toBe(lexicalPackagesModel());
  });
  it('has one module per sub-path export, the `.js` aliases left out', () => {
    const react = listPackageModules('@lexical/react').map((module) => module.name);
    expect(react).toContain('@lexical/react/LexicalComposer');
    expect(react.some((name) => name.endsWith('.js'))).toBe(false);
  });
  it('links a re-export to where the reference documents it', () => {
    const exportOf = (moduleName: string, name: string) =>
      lexicalPackagesModel()
        .flatMap((pkg) => pkg.modules)
        .find((module) => module.name === moduleName)!
        .exports.find((entry) => entry.name === name)!;
    expect(exportOf('@lexical/react/LexicalTypeaheadMenuPlugin', 'MenuOption').url).toBe(
      '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption',
    );
    expect(exportOf('@lexical/eslint-plugin', 'default').url).toBe('/docs/api/modules/lexical_eslint_plugin#default');
  });
});

describe('the package pages remark plugin', () => {
  it("imports each package's own data file and passes it to the components", () => {
    const element = (name: string) => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: [{type: 'mdxJsxAttribute', name: 'package', value: '@lexical/file'}],
      children: [],
    });
    const tree = {type: 'root', children: [element('PackageInfo'), element('PackageExports')]} as unknown as Root;
    packageExportsRemarkPlugin()(tree);
    const [esm, info, table] = tree.children as unknown as {
      type: string;
      value?: string;
      attributes?: {name: string; value: unknown}[];
    }[];
    expect(esm!.type).toBe('mdxjsEsm');
    expect(esm!.value).toBe('import packageExportsData0 from "@generated/package-exports/default/lexical-file.json";');
    for (const component of [info!, table!]) {
      const data = component.attributes!.find((attribute) => attribute.name === 'data');
      expect(data?.value).toMatchObject({type: 'mdxJsxAttributeValueExpression', value: 'packageExportsData0'});
    }
  });
});
