/**
 * The `_headers` file of Netlify and Cloudflare Pages: blocks of a path pattern on its own line, then the headers
 * for it, indented, one `Name: value` a line. Written by the plugin, read by the test server (scripts/serve-build.ts)
 * so the end-to-end tests get the headers a host sends, and turned into the `headers` of `vercel.json`. No Node
 * imports: only text in, text out.
 */

export interface Header {
  key: string;
  value: string;
}

/** Headers for the paths a pattern matches: `*` matches anything (slashes too), `:name` one path segment. */
export interface HeaderRule {
  path: string;
  headers: Header[];
}

/** Longest line Cloudflare Pages reads in `_headers`. */
export const maxHeaderLineLength = 2000;

/** The file for `rules`, headed by `comment` lines. Throws on a line longer than a host reads. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const lines = [
    ...comment.map((line) => `# ${line}`),
    ...rules.flatMap((rule) => [rule.path, ...rule.headers.map(({key, value}) => `  ${key}: ${value}`)]),
  ];
  const tooLong = lines.find((line) => line.length > maxHeaderLineLength);
  if (tooLong !== undefined) {
    throw new Error(
      `_headers: a line of ${tooLong.length} characters, longer than the ${maxHeaderLineLength} hosts read: ` +
        `${tooLong.slice(0, 80)}…`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The rules of a `_headers` file: comments and blank lines skipped, a header line belongs to the path above it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: trimmed, headers: []});
      continue;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (colon <= 0 || rule === undefined) throw new Error(`_headers: not a header under a path: ${line}`);
    rule.headers.push({key: trimmed.slice(0, colon).trim(), value: trimmed.slice(colon + 1).trim()});
  }
  return rules;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a host sends for `pathname` (the URL's path, as requested): those of every rule whose pattern
 * matches, in file order; a header several rules give is sent once, its values joined by commas, as Cloudflare
 * Pages does.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Header[] {
  const byKey = new Map<string, Header>();
  for (const rule of rules) {
    if (!patternRegExp(rule.path).test(pathname)) continue;
    for (const {key, value} of rule.headers) {
      const existing = byKey.get(key.toLowerCase());
      if (existing) existing.value = `${existing.value}, ${value}`;
      else byKey.set(key.toLowerCase(), {key, value});
    }
  }
  return [...byKey.values()];
}

/** The same rules as the `headers` of `vercel.json`, whose sources are path-to-regexp patterns. */
export function vercelHeaders(rules: readonly HeaderRule[]): {source: string; headers: Header[]}[] {
  return rules.map((rule) => ({
    source: rule.path.replace(/\*/g, '(.*)'),
    headers: rule.headers.map(({key, value}) => ({key, value})),
  }));
}
