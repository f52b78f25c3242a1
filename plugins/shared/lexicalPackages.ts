import fs from 'node:fs';
import path from 'node:path';

/** Root of the installed packages, resolved from the site folder. */
const nodeModules = path.resolve(__dirname, '../../node_modules');

/**
 * Every package the site documents: the spec's list, then the packages 0.50.0
 * added. `@lexical/internal` is published too, but it is Lexical's own shared
 * code, not an API (its package page says so).
 */
export const documentedPackages = [
  'lexical',
  '@lexical/clipboard',
  '@lexical/code',
  '@lexical/devtools-core',
  '@lexical/dragon',
  '@lexical/file',
  '@lexical/hashtag',
  '@lexical/headless',
  '@lexical/history',
  '@lexical/html',
  '@lexical/link',
  '@lexical/list',
  '@lexical/mark',
  '@lexical/markdown',
  '@lexical/offset',
  '@lexical/overflow',
  '@lexical/plain-text',
  '@lexical/react',
  '@lexical/rich-text',
  '@lexical/selection',
  '@lexical/table',
  '@lexical/text',
  '@lexical/utils',
  '@lexical/yjs',
  '@lexical/extension',
  '@lexical/a11y',
  '@lexical/code-core',
  '@lexical/code-prism',
  '@lexical/code-shiki',
  '@lexical/mdast',
  '@lexical/tailwind',
  '@lexical/eslint-plugin',
] as const;

export type DocumentedPackage = (typeof documentedPackages)[number];

/** Folder of an installed package (its `package.json` is not exported, so read it from disk). */
export function packageDir(name: string): string {
  return path.join(nodeModules, name);
}

export function readPackageJson(name: string): {name: string; version: string; [key: string]: unknown} {
  return JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'));
}

/** The exact Lexical version installed, and therefore documented, by this site. */
export const lexicalVersion: string = readPackageJson('lexical').version;
