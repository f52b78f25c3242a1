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

function sourceOf(block: CodeBlock): string {
  // `export {}` makes every block a module, so names never clash between blocks.
  return `${block.preamble}\n${block.code}\nexport {};\n`;
}

/** Type-checks every block that is not opted out, in one program. */
export function typecheckBlocks(rootDir: string, blocks: CodeBlock[]): BlockDiagnostic[] {
  const files = new Map<string, {block: CodeBlock; text: string}>();
  blocks.forEach((block, index) => {
    if (block.skipReason === null) {
      files.set(virtualFileName(rootDir, block, index), {block, text: sourceOf(block)});
    }
  });

  const host = ts.createCompilerHost(compilerOptions, true);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
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
  for (const [name, {block}] of files) {
    const sourceFile = program.getSourceFile(name);
    if (!sourceFile) {
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
