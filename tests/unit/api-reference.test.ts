import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {listApiModules} from '../../plugins/api-reference/entryPoints';
import {addMemberAnchors, plainSubHeadings} from '../../plugins/api-reference/markdown';
import {buildSidebar} from '../../plugins/api-reference/sidebar';
import {
  memberSection,
  movedIds,
  planTopicPages,
  rewriteMovedLinks,
  topicPageMarkdown,
  withTopicList,
  type TopicKind,
  type TopicSection,
} from '../../plugins/api-reference/topicPages';
import {topicOfFile, topicPagePath} from '../../plugins/api-reference/topics';
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
} from '../../lib/lexical-packages/naming';

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

describe('topic pages of the core module', () => {
  const topic = {slug: 'utilities', title: 'Utilities'};
  const section = (name: string, kind: TopicKind, size: number): TopicSection => ({
    topic,
    kind,
    name,
    anchor: memberAnchor(name),
    markdown: `### ${name} {#${memberAnchor(name)}}\n${'x'.repeat(size)}\n| <a id="type-parameter-${name}"></a> |`,
  });

  it('groups a member by the declaration file that declares it, and names unknown files after them', () => {
    expect(topicOfFile('dist/LexicalSelection.d.ts')).toEqual({slug: 'selection', title: 'Selection'});
    expect(topicOfFile('dist/caret/LexicalCaretUtils.d.ts').slug).toBe('caret');
    expect(topicOfFile('dist/nodes/LexicalTextNode.d.ts').slug).toBe('nodes');
    expect(topicOfFile('dist/LexicalUpdateTags.d.ts').title).toBe('Updates and tags');
    expect(topicOfFile('dist/LexicalGarbageCollection.d.ts')).toEqual({
      slug: 'garbage-collection',
      title: 'Garbage collection',
    });
    expect(topicOfFile('dist/newThing/helpers.d.ts')).toEqual({slug: 'helpers', title: 'Helpers'});
    expect(topicPagePath('selection')).toBe('modules/lexical/selection');
  });

  it('turns a member page into a section: its title without the kind, its headings two levels lower', () => {
    const page = ['# ~~Variable: CAN\\_UNDO\\_COMMAND~~', '', 'Text.', '## Returns', '```md', '# code', '```'];
    expect(memberSection(page.join('\n'), 'can_undo_command').split('\n')).toEqual([
      '### ~~CAN\\_UNDO\\_COMMAND~~ {#can_undo_command}',
      '',
      'Text.',
      '#### Returns',
      '```md',
      '# code',
      '```',
    ]);
    expect(memberSection('# Function: $getRoot()\n### a {#a}', 'getroot')).toBe(
      '### $getRoot() {#getroot}\n##### a {#a}',
    );
  });

  it('keeps a topic on one page while it fits, else splits it by kind and then in parts', () => {
    const small = [section('a', 'Functions', 10), section('B', 'Type Aliases', 10)];
    expect(planTopicPages(small, 1000).map((page) => page.slug)).toEqual(['utilities']);
    const big = [
      section('T', 'Type Aliases', 300),
      section('f1', 'Functions', 300),
      section('f2', 'Functions', 300),
      section('f3', 'Functions', 300),
    ];
    const pages = planTopicPages(big, 700);
    expect(pages.map((page) => [page.slug, page.title, page.sections.map((member) => member.name)])).toEqual([
      ['utilities-functions-1', 'Utilities: functions (1/2)', ['f1', 'f2']],
      ['utilities-functions-2', 'Utilities: functions (2/2)', ['f3']],
      ['utilities-type-aliases', 'Utilities: type aliases', ['T']],
    ]);
    const moved = movedIds(pages);
    expect(
      rewriteMovedLinks('[f3](lexical/utilities.md#f3) [t](../modules/lexical/utilities.md#type-parameter-T)', moved),
    ).toBe(
      '[f3](lexical/utilities-functions-2.md#f3) [t](../modules/lexical/utilities-type-aliases.md#type-parameter-T)',
    );
    expect(rewriteMovedLinks('[x](utilities.md#unknown) [y](lexical.utilities.md#f3)', moved)).toBe(
      '[x](utilities.md#unknown) [y](lexical.utilities.md#f3)',
    );
    expect(movedIds(planTopicPages(small, 1000)).size).toBe(0);
  });

  it('writes a titled page with the members grouped by kind, and lists the pages on the module page', () => {
    const [page] = planTopicPages([section('a', 'Functions', 1), section('B', 'Type Aliases', 1)]);
    const markdown = topicPageMarkdown(page!, 'api');
    // Front matter first, then the import the anchors need.
    expect(markdown.startsWith('---\ntitle: "lexical: Utilities"\n')).toBe(true);
    expect(markdown).toMatch(/\n---\n\nimport Link from '@docusaurus\/Link';\n\n# lexical: Utilities\n/);
    expect(markdown).toContain('<Link id="type-parameter-a" />');
    expect(markdown).toContain('title: "lexical: Utilities"\nsidebar_label: "Utilities"\ndisplayed_sidebar: "api"');
    expect(markdown.indexOf('## Type Aliases')).toBeLessThan(markdown.indexOf('## Functions'));
    expect(markdown).toContain('[`lexical`](../lexical.md)');
    const modulePage = withTopicList('# lexical\n\nIntro.\n\n## Classes\n', [page!]);
    expect(modulePage).toContain('## Topics');
    expect(modulePage).toContain('| [Utilities](./lexical/utilities.md) | 2 |');
    expect(modulePage.indexOf('## Topics')).toBeLessThan(modulePage.indexOf('## Classes'));
  });

  it('anchors each index row of the module page that links to a topic section with its member anchor', () => {
    const rows = [
      '| [$getRoot](lexical/utilities.md#getroot) | Returns the RootNode. |',
      '| [~~CAN\\_UNDO\\_COMMAND~~](lexical/commands.md#can_undo_command) | - |',
      '| [configTypeSymbol](lexical/extensions.md#configtypesymbol) | - |',
      '| [configTypeSymbol](lexical/extensions.md#configtypesymbol-1) | - |',
      '| [LexicalEditor](../classes/lexical.LexicalEditor.md) | - |',
    ];
    expect(addMemberAnchors(rows.join('\n')).split('\n')).toEqual([
      '| <a id="getroot"></a> [$getRoot](lexical/utilities.md#getroot) | Returns the RootNode. |',
      '| <a id="can_undo_command"></a> [~~CAN\\_UNDO\\_COMMAND~~](lexical/commands.md#can_undo_command) | - |',
      '| <a id="configtypesymbol"></a> [configTypeSymbol](lexical/extensions.md#configtypesymbol) | - |',
      '| <a id="configtypesymbol-1"></a> [configTypeSymbol](lexical/extensions.md#configtypesymbol-1) | - |',
      '| [LexicalEditor](../classes/lexical.LexicalEditor.md) | - |',
    ]);
  });

  it('puts the topic pages under the module in the api sidebar', () => {
    const modules = listApiModules(['lexical', '@lexical/link']);
    const [page] = planTopicPages([section('a', 'Functions', 1)]);
    const items = buildSidebar(modules, [page!]);
    expect(items).toContainEqual({
      type: 'category',
      label: 'lexical',
      collapsed: true,
      items: [{type: 'doc', id: 'modules/lexical/utilities', label: 'Utilities'}],
      link: {type: 'doc', id: 'modules/lexical'},
    });
    expect(items).toContainEqual({type: 'doc', id: 'modules/lexical_link', label: '@lexical/link'});
  });
});
