/**
 * What in the built HTML the Content-Security-Policy must allow by hash, and what it cannot allow at all: the text
 * of each inline script, and inline event handlers and `javascript:` URLs, which a policy without
 * `'unsafe-inline'` blocks whatever hashes it lists.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';

/** A `type` of a script the browser runs (the others, such as JSON data blocks, are only read by scripts). */
function isExecutableType(type: string | undefined): boolean {
  const essence = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    essence === '' ||
    essence === 'module' ||
    essence === 'importmap' ||
    essence === 'speculationrules' ||
    /^(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.[0-5])?$/.test(essence)
  );
}

const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

export interface InlineCode {
  /** The text of each inline script the browser runs, as the page holds it. */
  scripts: string[];
  /** Each inline event handler (`onclick="…"`) and `javascript:` URL, as `<tag attribute>`. */
  inlineHandlers: string[];
}

/** The inline code of an HTML document. */
export function inlineCodeOf(html: string): InlineCode {
  const scripts: string[] = [];
  const inlineHandlers: string[] = [];
  let script: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          const handler = /^on[a-z]+$/.test(attribute);
          const scriptUrl = urlAttributes.has(attribute) && /^\s*javascript:/i.test(value);
          if (handler || scriptUrl) inlineHandlers.push(`<${name} ${attribute}>`);
        }
        if (name === 'script' && attributes.src === undefined && isExecutableType(attributes.type)) script = [];
      },
      ontext(text) {
        script?.push(text);
      },
      onclosetag(name) {
        if (name === 'script' && script !== null) {
          scripts.push(script.join(''));
          script = null;
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  return {scripts, inlineHandlers};
}

/** The base64 SHA-256 digest a policy names a script by (`'sha256-…'`): of its text, line breaks as the parser makes them. */
export function scriptHash(text: string): string {
  return crypto.createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
}

export interface BuildInlineCode {
  /** Digest of each distinct inline script -> the HTML files (relative to the build folder) that hold it. */
  scripts: Map<string, string[]>;
  /** `file: <tag attribute>` for each inline handler. */
  inlineHandlers: string[];
  /** HTML files read. */
  files: number;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The inline code of every HTML file of the build folder `outDir`. */
export async function buildInlineCode(outDir: string): Promise<BuildInlineCode> {
  const files = await htmlFiles(outDir);
  const scripts = new Map<string, string[]>();
  const inlineHandlers: string[] = [];
  const batch = 64;
  for (let start = 0; start < files.length; start += batch) {
    const slice = files.slice(start, start + batch);
    const contents = await Promise.all(slice.map((file) => fs.readFile(file, 'utf8')));
    slice.forEach((file, index) => {
      const relative = path.relative(outDir, file);
      const code = inlineCodeOf(contents[index]!);
      for (const text of code.scripts) {
        const hash = scriptHash(text);
        scripts.set(hash, [...(scripts.get(hash) ?? []), relative]);
      }
      inlineHandlers.push(...code.inlineHandlers.map((handler) => `${relative}: ${handler}`));
    });
  }
  return {scripts, inlineHandlers, files: files.length};
}
