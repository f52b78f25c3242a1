import fs from 'node:fs';
import path from 'node:path';
import type {ApiModule} from './entryPoints';
import {frontMatter} from './markdown';
import {moduleAlias} from '../../lib/lexical-packages/naming';

/**
 * A package documented only through sub-paths (`@lexical/react`) still gets a
 * page at its own module URL, listing its modules: readers guess that URL.
 */
export function writePackageIndexPages(modules: ApiModule[], outDir: string, sidebarId: string): string[] {
  const written: string[] = [];
  const byPackage = new Map<string, ApiModule[]>();
  for (const module of modules)
    byPackage.set(module.packageName, [...(byPackage.get(module.packageName) ?? []), module]);
  for (const [packageName, packageModules] of byPackage) {
    if (packageModules.some((module) => module.name === packageName)) continue;
    const rows = packageModules.map((module) => `| [${module.name}](./${moduleAlias(module.name)}.md) |`);
    const body = [
      `\`${packageName}\` has no root entry point: import from one of its ${packageModules.length} sub-paths, each documented on its own page.`,
      '',
      '| Module |',
      '| ------ |',
      ...rows,
      '',
    ].join('\n');
    const front = frontMatter({
      title: packageName,
      displayed_sidebar: sidebarId,
      custom_edit_url: null,
      pagination_prev: null,
      pagination_next: null,
    });
    fs.writeFileSync(path.join(outDir, 'modules', `${moduleAlias(packageName)}.md`), `${front}${body}`);
    written.push(packageName);
  }
  return written;
}
