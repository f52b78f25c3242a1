/**
 * Feeds apiAliases.ts: every export and its URL from the package model, and the
 * member anchors of the class and interface pages, read from the Markdown the
 * api-reference plugin generates (members are not part of the model).
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {documentedModules} from '../lexical-packages';
import type {ApiExport, ApiPageMembers} from './apiAliases';

/** Every export of every documented module, where the API reference documents it. */
export function readApiExports(): ApiExport[] {
  return documentedModules().flatMap((module) =>
    module.exports.map((entry) => ({
      moduleName: module.name,
      exportName: entry.name,
      url: entry.url,
      kind: entry.url.includes('/classes/') ? 'class' : entry.url.includes('/interfaces/') ? 'interface' : 'member',
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
