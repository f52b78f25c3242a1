/**
 * Feeds apiAliases.ts from what the api-reference plugin writes into the docs
 * folder: the export map (module -> export -> URL) and the class and interface
 * pages, whose member anchors are read from their Markdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import type {ApiExport, ApiPageMembers} from './apiAliases';

/** Every export of the map in `exportUrlsFile`; none when the file does not exist yet. */
export function readApiExports(exportUrlsFile: string): ApiExport[] {
  if (!fs.existsSync(exportUrlsFile)) return [];
  const urls = JSON.parse(fs.readFileSync(exportUrlsFile, 'utf8')) as Record<string, Record<string, string>>;
  return Object.entries(urls).flatMap(([moduleName, exports]) =>
    Object.entries(exports).map(([exportName, url]) => ({
      moduleName,
      exportName,
      url,
      kind: url.includes('/classes/') ? 'class' : url.includes('/interfaces/') ? 'interface' : 'member',
    })),
  );
}

/** `<Link id="property-anchor" /> \`anchor?\`` in a properties table (type parameters never had anchors). */
const memberCellPattern = /<Link id="(property-[^"]+)" \/> `([^`]+?)\??`/g;
/** `### canMergeWhenEmpty() {#canmergewhenempty}` */
const memberHeadingPattern = /^#{2,4} (?:~~)?([$\w]+)(?:\(\))?(?:~~)? \{#([^}]+)\}$/gm;

/** The members of one generated class or interface page and their anchors. */
export function pageMembers(markdown: string): {name: string; anchor: string}[] {
  const members = [...markdown.matchAll(memberCellPattern)].map(([, anchor, name]) => ({name, anchor}));
  for (const [, name, anchor] of markdown.matchAll(memberHeadingPattern)) members.push({name, anchor});
  return members;
}

/** Member anchors of every page in the `classes` and `interfaces` folders under `apiDir` (route `apiRoute`). */
export function readApiPageMembers(apiDir: string, apiRoute: string): ApiPageMembers[] {
  const files = globSync(['classes/*.md', 'interfaces/*.md'], {cwd: apiDir}).sort();
  return files.map((file) => ({
    pageUrl: `${apiRoute}/${file.replace(/\.md$/, '')}`,
    members: pageMembers(fs.readFileSync(path.join(apiDir, file), 'utf8')),
  }));
}
