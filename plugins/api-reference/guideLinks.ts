import fs from 'node:fs';
import path from 'node:path';

/** Heading ids of a Markdown file, the way Docusaurus derives them (explicit `{#id}` or slugged text). */
function headingIds(source: string): Set<string> {
  const ids = new Set<string>();
  for (const match of source.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const text = match[1]!.trim();
    const explicit = /\{#([^}]+)\}\s*$/.exec(text);
    if (explicit) {
      ids.add(explicit[1]!);
      continue;
    }
    const slug = text
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    ids.add(slug);
  }
  for (const match of source.matchAll(/\sid=["']([^"']+)["']/g)) ids.add(match[1]!);
  return ids;
}

/**
 * Rewrites links from doc comments into the guides (`/docs/...`, or the same
 * pages on lexical.dev) so they point at pages this site really has. Guides are
 * written separately from the API reference, so a page a comment links to may
 * not exist (yet): the link then goes to the nearest existing parent page, or
 * to the fallback page. An anchor is kept only if the target page has it.
 */
export class GuideLinkResolver {
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly docsDir: string,
    /** Route of a page that always exists, used when nothing closer does. */
    private readonly fallbackRoute: string,
  ) {}

  /** The Markdown file of a docs route (`/docs/concepts/nodes`), if it exists. */
  private docFile(route: string): string | undefined {
    const relative = route.replace(/^\/docs\/?/, '').replace(/\/$/, '');
    const candidates = relative
      ? [`${relative}.md`, `${relative}.mdx`, `${relative}/index.md`, `${relative}/index.mdx`]
      : ['index.md', 'index.mdx'];
    return candidates.map((c) => path.join(this.docsDir, c)).find((file) => fs.existsSync(file));
  }

  resolve(route: string, anchor: string | undefined): string {
    const key = `${route}#${anchor ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let resolved = this.fallbackRoute;
    const segments = route.replace(/\/$/, '').split('/');
    for (let length = segments.length; length >= 3; length -= 1) {
      const candidate = segments.slice(0, length).join('/');
      const file = this.docFile(candidate);
      if (!file) continue;
      const keepAnchor = length === segments.length && anchor && headingIds(fs.readFileSync(file, 'utf8')).has(anchor);
      resolved = keepAnchor ? `${candidate}#${anchor}` : candidate;
      break;
    }
    this.cache.set(key, resolved);
    return resolved;
  }

  /** Rewrites every Markdown link target to a guide page in `markdown`. */
  rewrite(markdown: string): string {
    return markdown.replace(
      /\]\((?:https?:\/\/lexical\.dev)?(\/docs\/(?!api\/)[^)\s#]*)(?:#([^)\s]*))?\)/g,
      (_match, route: string, anchor: string | undefined) => `](${this.resolve(route, anchor)})`,
    );
  }
}
