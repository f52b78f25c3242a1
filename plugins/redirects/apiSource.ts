/**
 * Feeds apiAliases.ts: every export and its URL from the package model, and the
 * member anchors of the class and interface pages, read from the Markdown the
 * api-reference plugin generates (members are not part of the model).
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {documentedModules} from '../../lib/lexical-packages';
import type {ApiExport, ApiPageMembers, ApiTopicMember} from './apiAliases';

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

/** Folder of a member's own page by the group heading of its topic page section. */
const ownPageFolders = new Map([
  ['Functions', 'functions'],
  ['Variables', 'variables'],
  ['Type Aliases', 'type-aliases'],
]);
/** `### ~~$getRoot()~~ {#getroot}`, `### CommandListener\<P\> {#commandlistener}` */
const sectionHeadingPattern = /^### (?:~~)?((?:\\_|[$\w])+)(?:\\<.*?\\>)?(?:\(\))?(?:~~)? \{#([^}]+)\}$/;

/**
 * The members a topic page documents (`file`, such as `modules/lexical/utilities.md`, as the api-reference
 * plugin writes it) and the own page each had in earlier versions (`functions/lexical.$getRoot`).
 */
export function topicPageMembers(markdown: string, file: string, apiRoute: string): ApiTopicMember[] {
  const pageUrl = `${apiRoute}/${file.replace(/\.md$/, '')}`;
  const moduleAlias = path.basename(path.dirname(file));
  const members: ApiTopicMember[] = [];
  let folder: string | undefined;
  for (const line of markdown.split('\n')) {
    const group = /^## (.+)$/.exec(line)?.[1];
    if (group !== undefined) folder = ownPageFolders.get(group);
    const section = folder && sectionHeadingPattern.exec(line);
    if (!section) continue;
    const name = section[1]!.replace(/\\_/g, '_');
    members.push({ownPageUrl: `${apiRoute}/${folder}/${moduleAlias}.${name}`, url: `${pageUrl}#${section[2]}`});
  }
  return members;
}

/** Members of every topic page under `apiDir` (route `apiRoute`): each module folder under `modules`. */
export function readTopicMembers(apiDir: string, apiRoute: string): ApiTopicMember[] {
  const files = globSync(['modules/*/*.md'], {cwd: apiDir}).sort();
  const members = files.flatMap((file) =>
    topicPageMembers(fs.readFileSync(path.join(apiDir, file), 'utf8'), file, apiRoute),
  );
  // TypeDoc numbered own pages whose names differ only in case or not at all: `lexical.configTypeSymbol-1`.
  const seen = new Map<string, number>();
  return members.map((member) => {
    const key = member.ownPageUrl.toLowerCase();
    const count = seen.get(key);
    seen.set(key, (count ?? 0) + 1);
    return count === undefined ? member : {...member, ownPageUrl: `${member.ownPageUrl}-${count}`};
  });
}
