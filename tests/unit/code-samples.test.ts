// @vitest-environment happy-dom
/**
 * Runs every code sample marked `run` in the site's pages against the installed
 * packages and checks that what it logs is the `output` block shown after it.
 * One test per sample, named after its page and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {resetRandomKey} from 'lexical';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {extractPage} from '../../scripts/code-blocks/extract';
import {defaultRoots, markdownFiles, rootDir} from '../../scripts/code-blocks/pages';
import {formatLogCall, normalizeOutput, runnableSource} from '../../scripts/code-blocks/run';
import {queueSelectionChangeEvents} from './support/asyncSelectionChange';

/** Inside the site so that bare imports resolve from node_modules; Vitest transforms the TS/TSX. */
const outDir = path.join(rootDir, 'node_modules', '.cache', 'code-samples');

const pages = defaultRoots.flatMap(markdownFiles).map((file) => {
  const relative = path.relative(rootDir, file);
  return extractPage(relative, fs.readFileSync(file, 'utf8'));
});
const runBlocks = pages.flatMap((page) => page.blocks.filter((block) => block.run));
const markingErrors = pages.flatMap((page) => page.errors);

/** Lets timers and promises the sample left behind settle (e.g. an update listener that logs). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

queueSelectionChangeEvents(document);

// React samples may wrap rendering in `act()` (from 'react'), so effects and updates have run before they log.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** Console methods whose output no output block shows. */
const otherConsoleMethods = ['warn', 'error', 'info', 'debug', 'trace'] as const;

/** Samples may replace console methods to show what Lexical logs; each sample starts with the originals. */
const consoleMethods = {...console};

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(console, consoleMethods);
  document.body.innerHTML = '';
});

describe('code samples marked run', () => {
  it('every run block has an output block, and every output block a run block', () => {
    expect(markingErrors.map((e) => `${e.file}:${e.line}: ${e.message}`)).toEqual([]);
  });

  const cases = runBlocks.map((block) => [`${block.file}:${block.fenceLine}`, block] as const);
  it.each(cases)('%s', async (name, block) => {
    expect(process.env.NODE_ENV).toBe('test');
    fs.mkdirSync(outDir, {recursive: true});
    const slug = block.file.replace(/[^A-Za-z0-9]+/g, '_');
    const modulePath = path.join(outDir, `${slug}_L${block.fenceLine}.${block.lang}`);
    fs.writeFileSync(modulePath, runnableSource(block.preamble, block.code));

    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(formatLogCall(args));
    });
    // Anything else a sample prints (Lexical's development warnings, React's) fails it: a sample that means to show
    // such output replaces the console method itself, in code the reader sees, and logs what it receives.
    const unexpected: string[] = [];
    for (const method of otherConsoleMethods) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        unexpected.push(`console.${method}: ${formatLogCall(args)}`);
      });
    }
    // Node keys come from one counter per loaded copy of lexical: start it afresh, so the keys a sample
    // prints (for example in a tree dump) do not depend on the samples that ran before it.
    resetRandomKey();
    let thrown: unknown = null;
    try {
      // A fresh module for every block: a new URL each run, so nothing is cached between samples.
      await import(/* @vite-ignore */ `${pathToFileURL(modulePath).href}?t=${Date.now()}`);
      await settle();
    } catch (error) {
      thrown = error;
    }
    const actual = normalizeOutput(lines.join('\n'));
    const expected = normalizeOutput(block.expectedOutput ?? '');
    const where = `${name} (output block at line ${block.outputLine})`;
    if (thrown !== null) {
      const message = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
      expect.fail(`${where}: the sample threw before finishing.\n${message}\n\nlogged so far:\n${actual}`);
    }
    expect(unexpected, `${where}: the sample printed what its page does not show`).toEqual([]);
    const difference = `--- expected\n${expected}\n--- actual\n${actual}\n`;
    expect(actual, `${where}: what the sample logs differs from its output block\n${difference}`).toBe(expected);
  });
});
