import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {listApiModules} from '../../plugins/api-reference/entryPoints';
import {plainSubHeadings} from '../../plugins/api-reference/markdown';
import {GuideLinkResolver} from '../../plugins/api-reference/guideLinks';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions} from '../../plugins/api-reference/index';
import {
  classUrl,
  interfaceUrl,
  memberAnchor,
  memberUrl,
  moduleAlias,
  moduleUrl,
} from '../../plugins/lexical-packages/naming';

describe('URL scheme', () => {
  it('drops @ and turns / and - into _ in module aliases', () => {
    expect(moduleAlias('lexical')).toBe('lexical');
    expect(moduleAlias('@lexical/rich-text')).toBe('lexical_rich_text');
    expect(moduleAlias('@lexical/react/LexicalComposer')).toBe('lexical_react_LexicalComposer');
  });
  it('builds module, class, interface and member URLs', () => {
    expect(moduleUrl('@lexical/link')).toBe('/docs/api/modules/lexical_link');
    expect(classUrl('lexical', 'LexicalEditor')).toBe('/docs/api/classes/lexical.LexicalEditor');
    expect(classUrl('@lexical/link', 'LinkNode')).toBe('/docs/api/classes/lexical_link.LinkNode');
    expect(interfaceUrl('lexical', 'EditorConfig')).toBe('/docs/api/interfaces/lexical.EditorConfig');
    expect(memberUrl('lexical', '$getRoot')).toBe('/docs/api/modules/lexical#getroot');
    expect(memberAnchor('createEditor')).toBe('createeditor');
  });
});

describe('documented modules', () => {
  const modules = listApiModules();
  it('has every package, and @lexical/react as one module per sub-path export', () => {
    const names = modules.map((module) => module.name);
    expect(names).toContain('lexical');
    expect(names).toContain('@lexical/yjs');
    expect(names).toContain('@lexical/react/LexicalComposer');
    expect(names).toContain('@lexical/react/LexicalComposerContext');
    expect(names).not.toContain('@lexical/react');
    expect(names.some((name) => name.endsWith('.js'))).toBe(false);
    expect(new Set(modules.map((module) => module.packageName)).size).toBe(32);
  });
  it('points every module at an existing declaration file', () => {
    for (const module of modules) expect(fs.existsSync(module.declarationFile), module.name).toBe(true);
  });
  it('rejects a package that is not installed with a clear message', () => {
    expect(() => listApiModules(['@lexical/not-a-package'])).toThrow(/not-a-package/);
  });
});

describe('links from doc comments into the guides', () => {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-guides-'));
  fs.mkdirSync(path.join(docsDir, 'concepts'));
  fs.writeFileSync(path.join(docsDir, 'intro.md'), '# Intro\n');
  fs.writeFileSync(
    path.join(docsDir, 'concepts/transforms.md'),
    '# Transforms\n\n## Node transforms\n\n## Custom {#my-id}\n',
  );
  afterAll(() => fs.rmSync(docsDir, {recursive: true, force: true}));
  const resolver = new GuideLinkResolver(docsDir, '/docs/intro');

  it('keeps a link to an existing page, and its anchor when the page has it', () => {
    expect(resolver.rewrite('[a](/docs/concepts/transforms)')).toBe('[a](/docs/concepts/transforms)');
    expect(resolver.rewrite('[a](/docs/concepts/transforms#node-transforms)')).toBe(
      '[a](/docs/concepts/transforms#node-transforms)',
    );
    expect(resolver.rewrite('[a](/docs/concepts/transforms#my-id)')).toBe('[a](/docs/concepts/transforms#my-id)');
  });
  it('drops an anchor the page does not have', () => {
    expect(resolver.rewrite('[a](/docs/concepts/transforms#nope)')).toBe('[a](/docs/concepts/transforms)');
  });
  it('makes lexical.dev guide links local and sends missing pages to the fallback', () => {
    expect(resolver.rewrite('[a](https://lexical.dev/docs/concepts/transforms)')).toBe(
      '[a](/docs/concepts/transforms)',
    );
    expect(resolver.rewrite('[a](https://lexical.dev/docs/concepts/serialization#lexical---html)')).toBe(
      '[a](/docs/intro)',
    );
    expect(resolver.rewrite('[a](/docs/extensions/react)')).toBe('[a](/docs/intro)');
  });
  it('leaves API links and other sites alone', () => {
    expect(resolver.rewrite('[a](/docs/api/modules/lexical#getroot)')).toBe('[a](/docs/api/modules/lexical#getroot)');
    expect(resolver.rewrite('[a](https://developer.mozilla.org/docs/Web/API/StaticRange)')).toBe(
      '[a](https://developer.mozilla.org/docs/Web/API/StaticRange)',
    );
  });
});

describe('plugin options', () => {
  const check = (options: unknown) => validateOptions({options, validate: normalizePluginOptions as never});
  it('accepts nothing and known options, and fills in the defaults', () => {
    expect(check(undefined)).toMatchObject(DEFAULT_OPTIONS);
    expect(check({id: 'default', fallbackRoute: '/docs/intro'})).toMatchObject({
      id: 'default',
      fallbackRoute: '/docs/intro',
    });
  });
  it('names the bad option', () => {
    expect(() => check({fallback: '/docs/intro'})).toThrow(/"fallback" is not allowed/);
    expect(() => check({packages: 'lexical'})).toThrow(/"packages"/);
    expect(() => check({fallbackRoute: 'https://lexical.dev'})).toThrow(/"fallbackRoute"/);
  });
});

describe('member sub-headings', () => {
  it('become plain HTML headings, except anchored ones and lines inside code fences', () => {
    const markdown = [
      '### getKey() {#getkey}',
      '#### Returns',
      '##### Inherited from',
      '##### type {#type}',
      '```ts',
      '#### not a heading in a code sample',
      '```',
      '## Methods',
    ].join('\n');
    expect(plainSubHeadings(markdown).split('\n')).toEqual([
      '### getKey() {#getkey}',
      '<h4>Returns</h4>',
      '<h5>Inherited from</h5>',
      '##### type {#type}',
      '```ts',
      '#### not a heading in a code sample',
      '```',
      '## Methods',
    ]);
  });
});
