/**
 * Type-checks every ts/tsx code block of the site's Markdown against the
 * installed packages, reports `run`/`output` blocks that are not paired, and
 * prints how many blocks were run (by the unit test), only type-checked, and
 * opted out.
 * Usage: npm run check:code-blocks [-- file-or-folder ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractPage, type CodeBlock, type SampleError} from './code-blocks/extract';
import {defaultRoots, markdownFiles, rootDir} from './code-blocks/pages';
import {typecheckBlocks} from './code-blocks/typecheck';

/** The test that executes the `run` blocks and compares their output. */
const runTest = 'tests/unit/code-samples.test.ts';

function main(): number {
  const roots = process.argv.slice(2);
  const files = (roots.length > 0 ? roots : defaultRoots).flatMap(markdownFiles);
  const pages = files.map((file) => extractPage(path.relative(rootDir, file), fs.readFileSync(file, 'utf8')));
  const blocks: CodeBlock[] = pages.flatMap((page) => page.blocks);
  const markingErrors: SampleError[] = pages.flatMap((page) => page.errors);
  const skipped = blocks.filter((block) => block.skipReason !== null);
  const unexplained = skipped.filter((block) => block.skipReason === '');
  const diagnostics = typecheckBlocks(rootDir, blocks);

  for (const {block, line, message} of diagnostics) {
    console.error(`${block.file}:${line}: ${message}`);
  }
  for (const block of unexplained) {
    console.error(`${block.file}:${block.fenceLine}: nocheck needs a reason: nocheck="why this block cannot compile"`);
  }
  for (const {file, line, message} of markingErrors) {
    console.error(`${file}:${line}: ${message}`);
  }
  for (const block of skipped.filter((b) => b.skipReason)) {
    console.log(`opted out: ${block.file}:${block.fenceLine}: ${block.skipReason}`);
  }
  const failedBlocks = new Set(diagnostics.map((d) => d.block)).size + unexplained.length + markingErrors.length;
  const checked = blocks.filter((block) => block.skipReason === null);
  const ran = checked.filter((block) => block.run).length;
  console.log(
    `code blocks: ${checked.length} checked (${ran} run by ${runTest}, ${checked.length - ran} type-checked only), ` +
      `${skipped.length} opted out, ${failedBlocks} failing, in ${files.length} pages`,
  );
  return failedBlocks > 0 ? 1 : 0;
}

process.exitCode = main();
