/**
 * Type-checks every ts/tsx code block of the site's Markdown against the
 * installed packages, and prints how many were checked and opted out.
 * Usage: npm run check:code-blocks [-- file-or-folder ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks, type CodeBlock} from './code-blocks/extract';
import {typecheckBlocks} from './code-blocks/typecheck';

const rootDir = path.resolve(__dirname, '..');
/** Content folders; docs/api is generated from declarations and holds signatures, not samples. */
const defaultRoots = ['docs', 'blog', 'src/pages'];
const excluded = [path.join('docs', 'api') + path.sep];

function markdownFiles(entry: string): string[] {
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
    .filter((file) => !excluded.some((prefix) => path.relative(rootDir, file).startsWith(prefix)))
    .sort();
}

function main(): number {
  const roots = process.argv.slice(2);
  const files = (roots.length > 0 ? roots : defaultRoots).flatMap(markdownFiles);
  const blocks: CodeBlock[] = files.flatMap((file) =>
    extractCodeBlocks(path.relative(rootDir, file), fs.readFileSync(file, 'utf8')),
  );
  const skipped = blocks.filter((block) => block.skipReason !== null);
  const unexplained = skipped.filter((block) => block.skipReason === '');
  const diagnostics = typecheckBlocks(rootDir, blocks);

  for (const {block, line, message} of diagnostics) {
    console.error(`${block.file}:${line}: ${message}`);
  }
  for (const block of unexplained) {
    console.error(`${block.file}:${block.fenceLine}: nocheck needs a reason: nocheck="why this block cannot compile"`);
  }
  for (const block of skipped.filter((b) => b.skipReason)) {
    console.log(`opted out: ${block.file}:${block.fenceLine}: ${block.skipReason}`);
  }
  const failedBlocks = new Set(diagnostics.map((d) => d.block)).size + unexplained.length;
  console.log(
    `code blocks: ${blocks.length - skipped.length} checked, ${skipped.length} opted out, ` +
      `${failedBlocks} failing, in ${files.length} pages`,
  );
  return failedBlocks > 0 ? 1 : 0;
}

process.exitCode = main();
