/**
 * The site's own descriptions of exports and class members that Lexical's doc comments leave undescribed:
 * `api-descriptions/<package>.yaml`, one file per package, keyed by export name or `Class.member`, each value
 * Markdown with inline code and links only. The package whose API page documents an export owns its key (a
 * re-export is described where its declaration is documented).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteDir} from './packages';

export {descriptionParts, type DescriptionPart} from './descriptionParts';

/** Folder of the description files. */
export const descriptionsDir = path.join(siteDir, 'api-descriptions');

/** `@lexical/rich-text` -> `lexical-rich-text.yaml`. */
export function descriptionFileName(packageName: string): string {
  return `${packageName.replace(/^@/, '').replace(/\//g, '-')}.yaml`;
}

/** The descriptions of one package by key; empty when it has no file. Throws on a malformed file. */
export function readDescriptions(packageName: string, dir: string = descriptionsDir): Map<string, string> {
  const file = path.join(dir, descriptionFileName(packageName));
  if (!fs.existsSync(file)) return new Map();
  const relative = path.relative(siteDir, file);
  let data: unknown;
  try {
    // js-yaml rejects duplicate keys, so a key is described once.
    data = yaml.load(fs.readFileSync(file, 'utf8'), {filename: relative});
  } catch (error) {
    throw new Error(`api-descriptions: ${relative} is not valid YAML: ${(error as Error).message}`);
  }
  if (data === undefined || data === null) return new Map();
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`api-descriptions: ${relative} must be a mapping of export names to descriptions`);
  }
  const descriptions = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || !value.trim()) {
      throw new Error(`api-descriptions: ${relative}: "${key}" must be a non-empty string`);
    }
    const problem = markdownProblem(value);
    if (problem) throw new Error(`api-descriptions: ${relative}: "${key}" ${problem}`);
    descriptions.set(key, value.replace(/\s+/g, ' ').trim());
  }
  return descriptions;
}

/**
 * Why a description is not the Markdown it may be (inline code and links only), or undefined. Outside code spans,
 * braces and angle brackets would be read as MDX by the API pages.
 */
export function markdownProblem(text: string): string | undefined {
  const prose = text.replace(/`[^`]*`/g, '');
  if (prose.includes('`')) return 'has an unclosed code span';
  if (/[{}<>]/.test(prose)) return 'has a brace or angle bracket outside a code span';
  if (/^\s*(#|[-*+] |\d+\. |>)/.test(text)) return 'starts a block (heading, list or quote)';
  if (/\*\*|__/.test(prose)) return 'uses emphasis (only inline code and links are rendered)';
  for (const match of prose.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)) {
    if (!/^(\/docs\/|\/blog\/|https:\/\/)/.test(match[2]!)) return `links to "${match[2]}" (a site path or https URL)`;
  }
  return undefined;
}
