/**
 * Gathers the members of the topic module (rendered one page each by TypeDoc, see router.ts) into their topic
 * pages, and lists the topic pages on the module page.
 */
import {lexicalVersion} from '../../lib/lexical-packages';
import {moduleAlias} from '../../lib/lexical-packages/naming';
import {checkableAnchors, frontMatter, plainSubHeadings, versionNote} from './markdown';
import {topicModule, topicPageTitle, type Topic} from './topics';

/** Group headings of a module page, in TypeDoc's order. */
export const topicKinds = ['Type Aliases', 'Variables', 'Functions'] as const;
export type TopicKind = (typeof topicKinds)[number];

/** One member, as a section of its topic page. */
export interface TopicSection {
  topic: Topic;
  kind: TopicKind;
  name: string;
  anchor: string;
  /** `### name {#anchor}` and the member's documentation under it. */
  markdown: string;
}

export interface TopicPage {
  slug: string;
  title: string;
  sections: TopicSection[];
}

/**
 * Most Markdown a topic page may hold: rendered, a member's Markdown grows about 2.2 times, plus its line in
 * the table of contents and the page's own 25 KB, and every API page must stay under 250 KB of HTML.
 */
export const maxTopicMarkdown = 80_000;

/**
 * A member's own page as TypeDoc writes it (`# Function: $getRoot()`, then `## Returns`...), turned into a
 * section of a topic page: `### $getRoot() {#getroot}`, its headings two levels lower.
 */
export function memberSection(markdown: string, anchor: string): string {
  let fence: string | undefined;
  let titled = false;
  const lines = markdown.trim().split('\n');
  return lines
    .map((line) => {
      const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) {
        fence = fence === undefined ? fenceMark : undefined;
        return line;
      }
      if (fence !== undefined) return line;
      const heading = /^(#{1,6}) (.+)$/.exec(line);
      if (!heading) return line;
      if (!titled && heading[1] === '#') {
        titled = true;
        // `# ~~Variable: CAN\_REDO\_COMMAND~~` -> `### ~~CAN\_REDO\_COMMAND~~ {#canredocommand}`
        const title = heading[2]!.replace(/^(~~)?(?:Function|Variable|Type Alias): /, '$1');
        return `### ${title} {#${anchor}}`;
      }
      return `${'#'.repeat(Math.min(6, heading[1]!.length + 2))} ${heading[2]}`;
    })
    .join('\n');
}

/** Ids a section defines: heading anchors and `<a id>` anchors. */
export function sectionIds(markdown: string): string[] {
  return [...markdown.matchAll(/\{#([^}\s]+)\}\s*$|<a id="([^"]+)"><\/a>/gm)].map((match) => match[1] ?? match[2]!);
}

function markdownSize(sections: readonly TopicSection[]): number {
  return sections.reduce((sum, section) => sum + section.markdown.length, 0);
}

/** Cuts `sections` into runs of at most `budget` characters (a run holds at least one section). */
function chunk(sections: readonly TopicSection[], budget: number): TopicSection[][] {
  const parts: TopicSection[][] = [[]];
  let size = 0;
  for (const section of sections) {
    if (size + section.markdown.length > budget && parts.at(-1)!.length > 0) {
      parts.push([]);
      size = 0;
    }
    parts.at(-1)!.push(section);
    size += section.markdown.length;
  }
  return parts;
}

/**
 * The topic pages, sorted by title: one per topic, or, for a topic over `budget`, one per kind of member, a
 * kind still over it cut in numbered parts.
 */
export function planTopicPages(sections: readonly TopicSection[], budget = maxTopicMarkdown): TopicPage[] {
  const byTopic = new Map<string, TopicSection[]>();
  for (const section of sections)
    byTopic.set(section.topic.slug, [...(byTopic.get(section.topic.slug) ?? []), section]);
  const pages: TopicPage[] = [];
  for (const [slug, members] of byTopic) {
    const {title} = members[0]!.topic;
    if (markdownSize(members) <= budget) {
      pages.push({slug, title, sections: members});
      continue;
    }
    for (const kind of topicKinds) {
      const ofKind = members.filter((member) => member.kind === kind);
      if (ofKind.length === 0) continue;
      const kindSlug = `${slug}-${kind.toLowerCase().replace(/ /g, '-')}`;
      const kindTitle = `${title}: ${kind.toLowerCase()}`;
      const parts = chunk(ofKind, budget);
      parts.forEach((part, index) => {
        const numbered = parts.length > 1;
        pages.push({
          slug: numbered ? `${kindSlug}-${index + 1}` : kindSlug,
          title: numbered ? `${kindTitle} (${index + 1}/${parts.length})` : kindTitle,
          sections: part,
        });
      });
    }
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * Where a split topic's ids went: topic slug -> id -> the page (slug) that holds it now. Empty when no topic
 * was split, since TypeDoc's links already point at the topic pages.
 */
export function movedIds(pages: readonly TopicPage[]): Map<string, Map<string, string>> {
  const moved = new Map<string, Map<string, string>>();
  for (const page of pages) {
    for (const section of page.sections) {
      if (section.topic.slug === page.slug) continue;
      const ids = moved.get(section.topic.slug) ?? new Map<string, string>();
      for (const id of sectionIds(section.markdown)) ids.set(id, page.slug);
      moved.set(section.topic.slug, ids);
    }
  }
  return moved;
}

/** Points links to the sections of a split topic (`lexical/utilities.md#getnodebykey`) at the part that holds them. */
export function rewriteMovedLinks(markdown: string, moved: ReadonlyMap<string, ReadonlyMap<string, string>>): string {
  if (moved.size === 0) return markdown;
  return markdown.replace(/(?<=[(/])([\w-]+)\.md#([^)\s]+)/g, (link, slug: string, id: string) => {
    const page = moved.get(slug)?.get(id);
    return page === undefined ? link : `${page}.md#${id}`;
  });
}

/** The Markdown of a topic page. */
export function topicPageMarkdown(page: TopicPage, sidebarId: string, version: string = lexicalVersion): string {
  const title = topicPageTitle(page.title);
  const front = frontMatter({
    title,
    sidebar_label: page.title,
    displayed_sidebar: sidebarId,
    custom_edit_url: null,
    pagination_prev: null,
    pagination_next: null,
  });
  const body = [
    `# ${title}`,
    '',
    `Part of the [\`${topicModule}\`](../${moduleAlias(topicModule)}.md) module, which lists every export.`,
    '',
    versionNote(version),
  ];
  for (const kind of topicKinds) {
    const sections = page.sections.filter((section) => section.kind === kind);
    if (sections.length === 0) continue;
    body.push('', `## ${kind}`);
    for (const section of sections) body.push('', section.markdown);
  }
  return `${front}${checkableAnchors(plainSubHeadings(`${body.join('\n')}\n`))}`;
}

/** The module page with a `## Topics` table of its topic pages, before its first group of exports. */
export function withTopicList(modulePage: string, pages: readonly TopicPage[]): string {
  const alias = moduleAlias(topicModule);
  const rows = pages.map((page) => `| [${page.title}](./${alias}/${page.slug}.md) | ${page.sections.length} |`);
  const table = [
    '## Topics',
    '',
    'Functions, variables and type aliases are documented on topic pages, grouped by what they are about.',
    '',
    '| Topic | Exports |',
    '| ------ | ------ |',
    ...rows,
    '',
    '',
  ].join('\n');
  const firstGroup = modulePage.search(/^## /m);
  return firstGroup < 0
    ? `${modulePage.trimEnd()}\n\n${table}`
    : modulePage.slice(0, firstGroup) + table + modulePage.slice(firstGroup);
}
