import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import deferredContentPlugin from '../../plugins/speed/deferred-content';
import recmaDeferredContent, {contentQuery} from '../../plugins/speed/deferred-content/recmaDeferredContent';
import {isDeferredContent} from '../../plugins/speed/deferred-content/client/deferredContent';

const page = `import {sharedToc} from './shared';
import Callout from './Callout';

export const toc = [...sharedToc, {value: 'Usage', id: 'usage', level: 2}];

# Getting started

Some *text* and <Callout>a callout</Callout>.

## Usage
`;

async function compilePage(recmaPlugins: (typeof recmaDeferredContent)[], filePath: string): Promise<string> {
  const file = new VFile({value: page, path: filePath});
  return String(await compile(file, {providerImportSource: '@mdx-js/react', recmaPlugins}));
}

describe('recmaDeferredContent', () => {
  it('keeps the exports and the imports they use, and imports the content from the same file compiled whole', async () => {
    const code = await compilePage([recmaDeferredContent], '/site/docs/start.mdx');
    expect(code).not.toMatch(/_createMdxContent|function MDXContent/);
    expect(code).toMatch(/export const toc = \[\.\.\.sharedToc,/);
    expect(code).toContain("import {sharedToc} from './shared';");
    // Only the content uses these: they go with it.
    expect(code).not.toMatch(/Callout|react\/jsx-runtime|@mdx-js\/react/);
    expect(code).toContain(`import("/site/docs/start.mdx?${contentQuery}")`);
    expect(code).toMatch(
      /import \{deferredContent as _deferredContent\} from "@site\/plugins\/speed\/deferred-content\/client\/deferredContent";/,
    );
    expect(code).toMatch(/export default _content;/);
    // Awaited last: the page module's other exports are defined whatever the content's fate.
    expect(code.trim()).toMatch(/await _content\.ready\(\);$/);
  });

  it('refuses a compiled MDX without the content function it replaces', () => {
    expect(() =>
      recmaDeferredContent()({type: 'Program', body: [], sourceType: 'module'}, new VFile({path: '/x.md'})),
    ).toThrow(/no MDXContent function/);
  });

  it('runs: the page module renders the content with the MDX components, as the whole module does', async () => {
    // Inside the repository (ignored by git), so the compiled modules resolve React and MDX and Vitest compiles
    // them with its aliases; removed afterwards.
    fs.mkdirSync(path.join(process.cwd(), '.cache'), {recursive: true});
    const dir = fs.mkdtempSync(path.join(process.cwd(), '.cache', 'deferred-content-test-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'shared.mjs'),
        "export const sharedToc = [{value: 'Intro', id: 'intro', level: 2}];\n",
      );
      fs.writeFileSync(
        path.join(dir, 'Callout.mjs'),
        "import {createElement} from 'react';\nexport default ({children}) => createElement('aside', null, children);\n",
      );
      const whole = await compilePage([], path.join(dir, 'page.mdx'));
      const paged = await compilePage([recmaDeferredContent], path.join(dir, 'page.mdx'));
      fs.writeFileSync(
        path.join(dir, 'whole.mjs'),
        whole.replaceAll("'./shared'", "'./shared.mjs'").replaceAll("'./Callout'", "'./Callout.mjs'"),
      );
      fs.writeFileSync(
        path.join(dir, 'page.mjs'),
        paged
          .replaceAll("'./shared'", "'./shared.mjs'")
          .replace(`${path.join(dir, 'page.mdx')}?${contentQuery}`, './whole.mjs'),
      );
      const pageModule = (await import(path.join(dir, 'page.mjs'))) as {default: ComponentType; toc: unknown[]};
      const wholeModule = (await import(path.join(dir, 'whole.mjs'))) as {default: ComponentType};
      expect(isDeferredContent(pageModule.default)).toBe(true);
      // Outside a browser the page module waits for its content (the server render needs it whole).
      expect((pageModule.default as unknown as {isLoaded(): boolean}).isLoaded()).toBe(true);
      expect(pageModule.toc.map((entry) => (entry as {id: string}).id)).toEqual(['intro', 'usage']);
      const rendered = renderToStaticMarkup(createElement(pageModule.default));
      expect(rendered).toBe(
        '<h1 data-provided="">Getting started</h1>\n<p>Some <em>text</em> and <aside>a callout</aside>.</p>\n<h2>Usage</h2>',
      );
      expect(rendered.replace(' data-provided=""', '')).toBe(renderToStaticMarkup(createElement(wholeModule.default)));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('deferred-content plugin', () => {
  const siteDir = '/site';
  const mdxLoader = `/site/node_modules/@docusaurus/mdx-loader/lib/index.js`;
  const otherRecma = () => () => undefined;
  const docsRule = () => ({
    test: /\.mdx?$/i,
    include: ['/site/docs/'],
    use: [{loader: mdxLoader, options: {recmaPlugins: [otherRecma], processors: {built: true}}}],
  });
  const plugin = () =>
    deferredContentPlugin({siteDir} as never, {contentDirs: ['docs']}) as unknown as {
      configureWebpack(config: unknown, isServer: boolean): unknown;
    };

  it("splits the docs plugin's MDX rule: the page module gets the recma plugin, ?deferred-content the rule as it was", () => {
    const rule = docsRule();
    const client = {module: {rules: [{test: /\.css$/}, rule]}};
    const server = {module: {rules: [rule]}};
    const instance = plugin();
    instance.configureWebpack(client, false);
    instance.configureWebpack(server, true);
    const [contentBranch, pageBranch] = (
      client.module.rules[1] as unknown as {
        oneOf: {resourceQuery?: RegExp; use: {options: Record<string, unknown>}[]}[];
      }
    ).oneOf;
    expect(contentBranch!.resourceQuery!.test('?deferred-content')).toBe(true);
    // A blog list page's previews (several per page) are compiled whole too.
    expect(contentBranch!.resourceQuery!.test('?truncated=true')).toBe(true);
    expect(contentBranch!.resourceQuery!.test('?truncated=false')).toBe(false);
    expect(contentBranch!.resourceQuery!.test('?other=1')).toBe(false);
    expect(contentBranch!.use[0]).toBe(rule.use[0]);
    expect(pageBranch!.resourceQuery).toBeUndefined();
    expect(pageBranch!.use[0]!.options.recmaPlugins).toEqual([otherRecma, recmaDeferredContent]);
    // MDX's processors are built from the options: the page module's are built anew from its own.
    expect(pageBranch!.use[0]!.options).not.toHaveProperty('processors');
    // One loader item for both compilations: Docusaurus shares compiled MDX between them through its options.
    const serverPage = (server.module.rules[0] as unknown as {oneOf: {use: unknown[]}[]}).oneOf[1]!;
    expect(serverPage.use[0]).toBe(pageBranch!.use[0]);
    expect(client.module.rules[0]).toEqual({test: /\.css$/});
  });

  it("splits the blog's rule, which runs its own Markdown loader after MDX's, keeping that loader in both branches", () => {
    const blogMarkdownLoader = {loader: '/site/node_modules/@docusaurus/plugin-content-blog/lib/markdownLoader.js'};
    const rule = {...docsRule(), include: ['/site/blog/'], use: [...docsRule().use, blogMarkdownLoader]};
    const config = {module: {rules: [rule]}};
    (
      deferredContentPlugin({siteDir} as never, {contentDirs: ['blog']}) as unknown as ReturnType<typeof plugin>
    ).configureWebpack(config, false);
    const [contentBranch, pageBranch] = (
      config.module.rules[0] as unknown as {oneOf: {use: {options?: {recmaPlugins?: unknown[]}}[]}[]}
    ).oneOf;
    expect(contentBranch!.use).toEqual(rule.use);
    expect(pageBranch!.use).toHaveLength(2);
    expect(pageBranch!.use[0]!.options!.recmaPlugins).toEqual([otherRecma, recmaDeferredContent]);
    expect(pageBranch!.use[1]).toBe(blogMarkdownLoader);
  });

  it('fails the build when no MDX rule serves a configured directory', () => {
    const config = {module: {rules: [{...docsRule(), include: ['/site/blog/']}]}};
    expect(() => plugin().configureWebpack(config, false)).toThrow(
      /no docs or blog plugin MDX rule serves \/site\/docs\//,
    );
  });
});
