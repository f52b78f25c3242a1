import type {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import type {ReflectionKind as ReflectionKindType} from 'typedoc';
import {memberAnchor, moduleAlias} from '../../lib/lexical-packages/naming';
import {topicModule} from './topics';

type TypeDoc = typeof import('typedoc');

/**
 * On the topic module's page, gives each index row that links to a topic page the anchor of its member
 * (`#getroot`, see memberUrl in naming.ts).
 */
export function addMemberAnchors(markdown: string): string {
  const seen = new Map<string, number>();
  const topicRow = new RegExp(
    String.raw`^\| \[(\`?)([^\]\`]+)\1\]\((?:\./)?${moduleAlias(topicModule)}/[\w-]+\.md#`,
    'gm',
  );
  return markdown.replace(topicRow, (row, tick: string, name: string) => {
    // Deprecated names are struck through (~~name~~) and Markdown-escaped (\_).
    const base = memberAnchor(name.replace(/\\|~/g, ''));
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    const anchor = count === undefined ? base : `${base}-${count + 1}`;
    return `| <a id="${anchor}"></a> ${row.slice(2)}`;
  });
}

/**
 * Turns the per-member sub-headings (h4-h6 without an anchor of their own:
 * Returns, Parameters, Inherited from...) into plain HTML headings. They stay
 * headings for screen readers, but Docusaurus gives every Markdown heading an
 * id and a 'Direct link' anchor, which on a node class with a hundred inherited
 * members weighed 65 KB of HTML that nobody links to.
 */
export function plainSubHeadings(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) {
        fence = fence === undefined ? fenceMark : undefined;
        return line;
      }
      const heading = fence === undefined ? /^(#{4,6}) (.+)$/.exec(line) : null;
      if (!heading || /\{#[^}]+\}\s*$/.test(heading[2]!)) return line;
      const level = heading[1]!.length;
      return `<h${level}>${heading[2]!.trim()}</h${level}>`;
    })
    .join('\n');
}

export function frontMatter(fields: Record<string, string | number | boolean | null>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/**
 * Docusaurus checks anchors it saw rendered by its Heading and Link components
 * only, so the raw `<a id>` anchors of table rows (properties, type parameters,
 * split members) become `<Link id>` anchors (a plain `<a id>` in the HTML).
 */
export function checkableAnchors(markdown: string): string {
  let found = false;
  const converted = markdown.replace(/<a id="([^"]+)"><\/a>/g, (_tag, id: string) => {
    found = true;
    return `<Link id="${id}" />`;
  });
  return found ? `import Link from '@docusaurus/Link';\n\n${converted}` : converted;
}

/** Front matter of a page TypeDoc wrote: its title, and the sidebar every API page shows. */
export function pageFrontMatter(typedoc: TypeDoc, page: MarkdownPageEvent, sidebarId: string): string {
  const {ReflectionKind} = typedoc;
  const model = page.model as {name?: string; kind?: ReflectionKindType};
  const base = {displayed_sidebar: sidebarId, custom_edit_url: null, pagination_prev: null, pagination_next: null};
  if (page.url === 'modules.md') return frontMatter({title: 'All modules', ...base});
  const kind = model.kind ?? ReflectionKind.Project;
  const label = kind === ReflectionKind.Module ? '' : `${ReflectionKind.singularString(kind)}: `;
  return frontMatter({title: `${label}${model.name ?? ''}`, ...base});
}

/** The sentence that says which release the reference documents (and its 'since' badges are counted against). */
export function versionNote(version: string): string {
  return (
    `This reference documents Lexical v${version}, the installed release; 'Since' names the first release ` +
    'that exported each API, and source links point at the code of this release.'
  );
}

/** A module page with the version sentence under its title. */
export function withVersionNote(markdown: string, version: string): string {
  return markdown.replace(/^# .+\n/m, (title) => `${title}\n${versionNote(version)}\n`);
}
