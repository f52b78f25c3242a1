import fs from 'node:fs';
import path from 'node:path';

/** The site folder: its package.json names the Lexical packages it documents. */
export const siteDir = path.resolve(__dirname, '../..');

/** Root of the installed packages, resolved from the site folder. */
const nodeModules = path.join(siteDir, 'node_modules');

/** Folder of an installed package (its `package.json` is not exported, so read it from disk). */
export function packageDir(name: string): string {
  return path.join(nodeModules, name);
}

export function readPackageJson(name: string): {name: string; version: string; [key: string]: unknown} {
  return JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'));
}

/** `lexical` and every `@lexical/*` dependency of the site's package.json, minus `exclude`: `lexical` first. */
export function installedLexicalPackages(site: string = siteDir, exclude: readonly string[] = []): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name === 'lexical' || name.startsWith('@lexical/'))
    .filter((name) => !exclude.includes(name))
    .sort((a, b) => (a === 'lexical' ? -1 : b === 'lexical' ? 1 : a.localeCompare(b)));
}

/**
 * Names of every Lexical package in a `node_modules` folder: `lexical`, then each
 * `@lexical/*` by name. Unlike the dependencies this includes packages installed
 * only as dependencies of others (`@lexical/internal`), whose bundles carry
 * error codes too.
 */
export function lexicalPackagesOnDisk(nodeModulesDir: string = nodeModules): string[] {
  const scopeDir = path.join(nodeModulesDir, '@lexical');
  const scoped = fs.existsSync(scopeDir)
    ? fs
        .readdirSync(scopeDir)
        .sort()
        .map((name) => `@lexical/${name}`)
    : [];
  return ['lexical', ...scoped];
}

/**
 * `@lexical/internal` is published too, but it is Lexical's own shared code,
 * not an API (its package page says so).
 */
const undocumentedPackages: readonly string[] = ['@lexical/internal'];

/**
 * Order of the API sidebar and module index: the packages documented from the
 * start, then the ones 0.50.0 added. An installed package missing here is
 * documented after these, by name.
 */
const documentationOrder: readonly string[] = [
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
];

function documentationRank(name: string): number {
  const rank = documentationOrder.indexOf(name);
  return rank === -1 ? documentationOrder.length : rank;
}

/** Every package the site documents: the installed Lexical dependencies, in documentation order. */
export const documentedPackages: readonly string[] = installedLexicalPackages()
  .filter((name) => !undocumentedPackages.includes(name))
  .sort((a, b) => documentationRank(a) - documentationRank(b) || a.localeCompare(b));

/** The exact Lexical version installed, and therefore documented, by this site. */
export const lexicalVersion: string = readPackageJson('lexical').version;
