import fs from 'node:fs';
import path from 'node:path';

/** The site's root folder (the worktree). */
export const rootDir = path.resolve(__dirname, '../..');

/** Content folders; api/ (the API reference) is generated from declarations and holds signatures, not samples. */
export const defaultRoots = ['docs', 'blog', 'src/pages'];

/** Absolute paths of the .md/.mdx pages under `entry` (a file or a folder, relative to the root). */
export function markdownFiles(entry: string): string[] {
  const absolute = path.resolve(rootDir, entry);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  if (fs.statSync(absolute).isFile()) {
    return [absolute];
  }
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(absolute, name))
    .sort();
}
