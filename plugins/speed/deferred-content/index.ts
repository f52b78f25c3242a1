/**
 * Docusaurus plugin: a docs page's or blog post's content is a chunk of its own that a first load does not download.
 * The module a route loads keeps what the page's layout reads (table of contents, front matter, metadata); the
 * content (the compiled MDX, the components and data it imports, the MDX components) loads when the reader reaches
 * for something in it, or at once once the site runs (client-side navigation). Until then React keeps the server's
 * markup.
 *
 * It splits the MDX rules of the docs and blog plugin instances serving `contentDirs`: the file as a route imports it
 * gets `recmaDeferredContent`; the same file with `?deferred-content` is compiled as before, and so is a blog post's
 * preview on a list page (`?truncated=true`: a list page shows several, each rendered as it was). It also ships the
 * theme's content boxes (theme/DocItem/Content, theme/BlogPostItem/Content), which keep the server's markup until
 * then, and the client module that tells the runtime when the site runs. List it after those instances: it rewrites
 * their rules.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type DeferredContentOptions} from './options';
import recmaDeferredContent, {contentQuery} from './recmaDeferredContent';

export {validateOptions} from './options';
export type {DeferredContentOptions} from './options';

interface LoaderItem {
  loader: string;
  options: {recmaPlugins?: unknown[]; processors?: unknown} & Record<string, unknown>;
}
interface MdxRule {
  test?: unknown;
  include?: unknown;
  use?: unknown;
}

/** The rule's MDX loader item (the blog's rule has its own Markdown loader after it), or null. */
function mdxLoaderItem(rule: MdxRule): LoaderItem | null {
  if (!Array.isArray(rule.use)) return null;
  const items = rule.use as LoaderItem[];
  return (
    items.find(
      (item) => typeof item?.loader === 'string' && item.loader.includes(`${path.sep}mdx-loader${path.sep}`),
    ) ?? null
  );
}

/** The rule's loader with `recmaDeferredContent` last, and the processors MDX builds from options built anew. */
function pageModuleItem(item: LoaderItem): LoaderItem {
  const {processors: _built, ...options} = item.options;
  return {...item, options: {...options, recmaPlugins: [...(options.recmaPlugins ?? []), recmaDeferredContent]}};
}

export default function deferredContentPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const {contentDirs} = validatedOptions as DeferredContentOptions;
  const dirs = contentDirs.map((dir) => path.resolve(context.siteDir, dir) + path.sep);
  // One derived loader item per rule, shared by the client and server compilations: Docusaurus' cross-compiler
  // cache of compiled MDX lives in the loader options.
  const pageItems = new WeakMap<LoaderItem, LoaderItem>();
  return {
    name: 'deferred-content',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getClientModules() {
      return [path.resolve(__dirname, 'client/siteRunning.ts')];
    },
    configureWebpack(config) {
      const rules = (config.module?.rules ?? []) as (MdxRule | {oneOf: MdxRule[]})[];
      const split = new Set<string>();
      rules.forEach((rule, index) => {
        const item = 'use' in rule ? mdxLoaderItem(rule) : null;
        const include = 'include' in rule && Array.isArray(rule.include) ? (rule.include as string[]) : [];
        const served = dirs.filter((dir) => include.includes(dir));
        if (!item || served.length === 0) return;
        for (const dir of served) split.add(dir);
        let pageItem = pageItems.get(item);
        if (!pageItem) pageItems.set(item, (pageItem = pageModuleItem(item)));
        const {use, ...match} = rule as MdxRule & {use: LoaderItem[]};
        const pageUse = use.map((each) => (each === item ? pageItem : each));
        rules[index] = {
          ...match,
          oneOf: [{resourceQuery: new RegExp(`[?&](?:${contentQuery}|truncated=true)(?:&|$)`), use}, {use: pageUse}],
        } as MdxRule;
      });
      const missing = dirs.filter((dir) => !split.has(dir));
      if (missing.length > 0) {
        throw new Error(
          `deferred-content: no docs or blog plugin MDX rule serves ${missing.join(', ')}; list this plugin after those plugin instances`,
        );
      }
      return {};
    },
  };
}

deferredContentPlugin.validateOptions = validateOptions;
