import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiContentDir, sidebarFileName} from './constants';
import type {ApiModule} from './entryPoints';
import {moduleAlias} from '../../lib/lexical-packages/naming';
import type {TopicPage} from './topicPages';
import {topicModule, topicPagePath} from './topics';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * Items of the 'api' sidebar: written by the api-reference plugin when it
 * generates the pages (it runs before the docs plugin reads sidebars.ts).
 * Before the first generation only the hand-written index exists.
 */
export function apiSidebarItems(apiDir = path.resolve(__dirname, '../..', apiContentDir)): SidebarItems {
  const file = path.join(apiDir, sidebarFileName);
  if (!fs.existsSync(file)) return [{type: 'doc', id: 'index', label: 'API reference'}];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItems;
}

/** Short sidebar label of a module: `@lexical/react/LexicalComposer` -> `LexicalComposer`. */
function sidebarLabel(moduleName: string, packageName: string): string {
  return moduleName === packageName ? moduleName : moduleName.slice(packageName.length + 1);
}

type SidebarItem =
  | {type: 'doc'; id: string; label: string}
  | {type: 'category'; label: string; collapsed: boolean; items: SidebarItem[]; link?: {type: 'doc'; id: string}};

/**
 * Index, module list, one entry per package; sub-path modules grouped under their package, the topic pages
 * (topicPages.ts) under their module.
 */
export function buildSidebar(modules: ApiModule[], topicPages: readonly TopicPage[] = []): SidebarItem[] {
  const items: SidebarItem[] = [
    {type: 'doc', id: 'index', label: 'API reference'},
    {type: 'doc', id: 'modules', label: 'All modules'},
  ];
  const byPackage = new Map<string, ApiModule[]>();
  for (const module of modules)
    byPackage.set(module.packageName, [...(byPackage.get(module.packageName) ?? []), module]);
  for (const [packageName, packageModules] of byPackage) {
    const docItems = packageModules.map((module): SidebarItem => {
      const id = `modules/${moduleAlias(module.name)}`;
      const label = sidebarLabel(module.name, packageName);
      if (module.name !== topicModule || topicPages.length === 0) return {type: 'doc', id, label};
      const topics = topicPages.map((page): SidebarItem => ({
        type: 'doc',
        id: topicPagePath(page.slug),
        label: page.title,
      }));
      return {type: 'category', label, collapsed: true, items: topics, link: {type: 'doc', id}};
    });
    // A package of one module is that module's entry (a doc, or the topic module's category).
    const single = docItems.length === 1 && packageModules[0]!.name === packageName;
    const hasRoot = packageModules.some((module) => module.name === packageName);
    items.push(
      single
        ? docItems[0]!
        : {
            type: 'category',
            label: packageName,
            collapsed: true,
            items: docItems,
            // Packages without a root module get an index page (writePackageIndexPages).
            ...(hasRoot ? {} : {link: {type: 'doc', id: `modules/${moduleAlias(packageName)}`}}),
          },
    );
  }
  return items;
}
