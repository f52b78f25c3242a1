import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {generatedEntries} from './constants';

/** Every Markdown file under `dir`, sorted. */
function guideFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

/**
 * Cache key of a generation: changes when anything the output depends on
 * changes: the installed versions (Lexical, TypeDoc, the Markdown plugin,
 * TypeScript), this plugin's code and data, its inputs, and the guide pages (links from
 * doc comments are rewritten against them).
 */
export function generationKey(input: {
  versions: Record<string, string>;
  /** Folders of the code and data that write the pages (this plugin, the package model, the API history). */
  pluginDirs: readonly string[];
  settings: unknown;
  docsDir: string;
}): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(input.versions));
  hash.update(JSON.stringify(input.settings));
  for (const dir of input.pluginDirs) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (/\.(?:ts|json)$/.test(file)) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  }
  for (const file of guideFiles(input.docsDir)) {
    hash.update(path.relative(input.docsDir, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Copies the generated entries between the API docs folder and a cache folder. */
function copyEntries(from: string, to: string): void {
  for (const entry of generatedEntries) {
    fs.rmSync(path.join(to, entry), {recursive: true, force: true});
    const source = path.join(from, entry);
    if (fs.existsSync(source)) fs.cpSync(source, path.join(to, entry), {recursive: true});
  }
}

/**
 * Output of earlier runs, kept in the bundler cache folder (so
 * `docusaurus clear` empties it and the next build generates from scratch).
 */
export class GenerationCache {
  constructor(private readonly cacheDir: string) {}

  private folder(key: string): string {
    return path.join(this.cacheDir, key);
  }

  /** Restores the pages of a previous run with the same key; false if there is none. */
  restore(key: string, outDir: string): boolean {
    const folder = this.folder(key);
    if (!fs.existsSync(path.join(folder, 'complete'))) return false;
    copyEntries(folder, outDir);
    return true;
  }

  save(key: string, outDir: string): void {
    fs.rmSync(this.cacheDir, {recursive: true, force: true});
    const folder = this.folder(key);
    fs.mkdirSync(folder, {recursive: true});
    copyEntries(outDir, folder);
    fs.writeFileSync(path.join(folder, 'complete'), new Date().toISOString());
  }
}
