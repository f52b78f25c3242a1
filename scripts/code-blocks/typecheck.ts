import path from 'node:path';
import ts from 'typescript';
import type {CodeBlock} from './extract';

export type BlockDiagnostic = {block: CodeBlock; line: number; message: string};

/**
 * Compiler options for reader-facing samples: what a new project with strict
 * TypeScript, a bundler and React would use.
 */
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  esModuleInterop: true,
  allowUnreachableCode: true,
  resolveJsonModule: true,
};

/** A virtual file per block, inside the site so that node_modules resolves. */
function virtualFileName(rootDir: string, block: CodeBlock, index: number): string {
  const slug = block.file.replace(/[^A-Za-z0-9]+/g, '_');
  return path.join(rootDir, '.code-blocks', `${slug}_L${block.fenceLine}_${index}.${block.lang}`);
}

/**
 * A file that imports a live block's default export as what plugins/live-examples runs: a mount function that
 * returns its cleanup, or a React component without props.
 */
function liveContractOf(blockFileName: string): string {
  const moduleName = `./${path.basename(blockFileName).replace(/\.tsx?$/, '')}`;
  return [
    "import type {JSX} from 'react';",
    `import example from ${JSON.stringify(moduleName)};`,
    'type LiveExampleDefault = ((root: HTMLElement) => () => void) | (() => JSX.Element | null);',
    'const runnable: LiveExampleDefault = example;',
    'export {runnable};',
    '',
  ].join('\n');
}

function sourceOf(block: CodeBlock): string {
  // `export {}` makes every block a module, so names never clash between blocks.
  return `${block.preamble}\n${block.code}\nexport {};\n`;
}

/** Type-checks every block that is not opted out, in one program. */
export function typecheckBlocks(rootDir: string, blocks: CodeBlock[]): BlockDiagnostic[] {
  const files = new Map<string, {block: CodeBlock; text: string; contract?: true}>();
  blocks.forEach((block, index) => {
    if (block.skipReason === null) {
      const name = virtualFileName(rootDir, block, index);
      files.set(name, {block, text: sourceOf(block)});
      if (block.live) {
        files.set(name.replace(/\.tsx?$/, '.live-contract.ts'), {block, text: liveContractOf(name), contract: true});
      }
    }
  });

  const host = ts.createCompilerHost(compilerOptions, true);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  // The virtual files' folder does not exist on disk: module resolution (a contract importing its block) asks.
  const virtualDirs = new Set([...files.keys()].map((name) => path.dirname(name)));
  const {directoryExists} = host;
  host.directoryExists = (name) => virtualDirs.has(name) || (directoryExists?.call(host, name) ?? true);
  host.readFile = (name) => files.get(name)?.text ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const virtual = files.get(name);
    return virtual
      ? ts.createSourceFile(name, virtual.text, languageVersion, true)
      : getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };
  host.getCurrentDirectory = () => rootDir;

  const program = ts.createProgram([...files.keys()], compilerOptions, host);
  const diagnostics: BlockDiagnostic[] = [];
  for (const [name, {block, contract}] of files) {
    const sourceFile = program.getSourceFile(name);
    if (!sourceFile) {
      continue;
    }
    if (contract) {
      for (const diagnostic of program.getSemanticDiagnostics(sourceFile)) {
        diagnostics.push({
          block,
          line: block.fenceLine,
          message:
            'a `live` block must export by default a mount function `(root: HTMLElement) => () => void` ' +
            `or a React component without props: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
        });
      }
      continue;
    }
    const preambleLines = block.preamble === '' ? 1 : block.preamble.split('\n').length;
    for (const diagnostic of [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ]) {
      const {line} = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const codeLine = line - preambleLines;
      diagnostics.push({
        block,
        // Map back to the page: the line after the fence is code line 0.
        line: codeLine >= 0 ? block.fenceLine + 1 + codeLine : block.fenceLine,
        message:
          (codeLine < 0 ? '(in the hidden preamble) ' : '') +
          ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      });
    }
  }
  return diagnostics;
}
