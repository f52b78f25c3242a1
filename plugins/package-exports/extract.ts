import ts from 'typescript';
import {listEntryPoints, type EntryPoint} from './entryPoints';
import {readPackageJson} from '../shared/lexicalPackages';
import type {ExportUrls} from '../api-reference/exportUrls';
import {apiExportUrl, apiModuleUrl} from './apiUrls';
import type {ExportKind, ModuleExports, PackageExport, PackageExportsData} from './types';

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/** Kinds of a symbol, read from its (alias-resolved) flags and declarations. */
function kindsOf(symbol: ts.Symbol): ExportKind[] {
  const kinds: ExportKind[] = [];
  const {flags} = symbol;
  if (flags & ts.SymbolFlags.Class) kinds.push('class');
  // An interface merged into a class only adds members to it.
  if (flags & ts.SymbolFlags.Interface && !(flags & ts.SymbolFlags.Class)) kinds.push('interface');
  if (flags & ts.SymbolFlags.Function) kinds.push('function');
  if (flags & ts.SymbolFlags.Enum) kinds.push('enum');
  if (flags & ts.SymbolFlags.Variable) {
    const isConst = (symbol.declarations ?? []).some(
      (declaration) =>
        ts.isVariableDeclaration(declaration) &&
        ts.isVariableDeclarationList(declaration.parent) &&
        (declaration.parent.flags & ts.NodeFlags.Const) !== 0,
    );
    kinds.push(isConst ? 'constant' : 'variable');
  }
  if (flags & ts.SymbolFlags.TypeAlias) kinds.push('type');
  if (flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule) && !(flags & ts.SymbolFlags.Function)) {
    kinds.push('namespace');
  }
  return kinds;
}

const abbreviations = /(?:\be\.g|\bi\.e|\betc|\bvs|\bcf)\.$/i;

/**
 * The first sentence of a doc comment: up to the first `.`, `!` or `?` that
 * ends a sentence (followed by a space or the end), outside code spans and
 * abbreviations such as "e.g.". Only the first paragraph is considered.
 */
export function firstSentence(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  let inCode = false;
  for (let i = 0; i < flat.length; i++) {
    const char = flat[i];
    if (char === '`') {
      inCode = !inCode;
    } else if (!inCode && (char === '.' || char === '!' || char === '?')) {
      const next = flat[i + 1];
      if ((next === undefined || next === ' ') && !abbreviations.test(flat.slice(0, i + 1))) {
        return flat.slice(0, i + 1);
      }
    }
  }
  return flat;
}

/** How a `{@link target label}` reads in a summary: the label, or the target as code. */
function linkAsText(linkName: string | undefined, linkText: string): string {
  let target = linkName;
  let label = linkText.trim().replace(/^\|\s*/, '');
  if (target === undefined) {
    // Unresolved links arrive as one text: "Target", "Target | label" or "Target label".
    const match = /^(\S+)\s*(?:\|\s*)?(.*)$/.exec(label);
    target = match?.[1] ?? label;
    label = match?.[2] ?? '';
  }
  return label ? label : `\`${target}\``;
}

/** Doc comment text with `{@link X}` written as `X` in backticks (or as its label). */
function docText(parts: readonly ts.SymbolDisplayPart[]): string {
  let text = '';
  let inLink = false;
  let linkName: string | undefined;
  let linkText = '';
  for (const part of parts) {
    if (part.kind === 'link') {
      if (inLink) {
        text += linkAsText(linkName, linkText);
      }
      inLink = !inLink;
      linkName = undefined;
      linkText = '';
    } else if (inLink) {
      if (part.kind === 'linkName') {
        linkName = part.text;
      } else {
        linkText += part.text;
      }
    } else {
      text += part.text;
    }
  }
  return text;
}

/** The licence header that precedes the first declaration of a file is not documentation. */
function withoutLicenseHeader(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => !/^\s*(Copyright \(c\)|This source code is licensed under)/.test(paragraph))
    .join('\n\n');
}

function describeExport(checker: ts.TypeChecker, exported: ts.Symbol, moduleName: string, urls: ExportUrls): PackageExport {
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const kinds = kindsOf(target);
  if (kinds.length === 0) {
    throw new Error(`package-exports: cannot tell what kind of declaration "${exported.name}" is`);
  }
  let comment = withoutLicenseHeader(docText(target.getDocumentationComment(checker)));
  if (!comment.trim() && target !== exported) {
    // A re-export can carry its own doc comment.
    comment = withoutLicenseHeader(docText(exported.getDocumentationComment(checker)));
  }
  const deprecated = target.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
  // When the reference was generated but has no entry for this export (TypeDoc's Markdown leaves out
  // a module's `default`), the module page is the closest place that exists.
  const documented = urls[moduleName];
  const url = documented
    ? (documented[exported.name] ?? apiModuleUrl(moduleName))
    : apiExportUrl(moduleName, exported.name, kinds);
  return {name: exported.name, kinds, summary: firstSentence(comment), deprecated, url};
}

function byName(a: PackageExport, b: PackageExport): number {
  const key = (name: string) => name.replace(/^\$/, '').toLowerCase();
  return key(a.name).localeCompare(key(b.name)) || a.name.localeCompare(b.name);
}

/** Every export of each entry point, following `export * from` and `export {X} from` chains. */
export function extractModules(entryPoints: readonly EntryPoint[], urls: ExportUrls = {}): ModuleExports[] {
  const program = ts.createProgram(
    entryPoints.map((entry) => entry.declarationFile),
    compilerOptions,
  );
  const checker = program.getTypeChecker();
  return entryPoints.map(({moduleName, declarationFile}) => {
    const sourceFile = program.getSourceFile(declarationFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) {
      throw new Error(`package-exports: ${declarationFile} (${moduleName}) is not a module TypeScript can read`);
    }
    const exports = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => describeExport(checker, symbol, moduleName, urls))
      .sort(byName);
    return {moduleName, url: apiModuleUrl(moduleName), exports};
  });
}

/**
 * The export tables of installed packages. One TypeScript program serves them
 * all: the packages import each other, so the declarations are read once.
 */
export function extractPackageExports(packageNames: readonly string[], urls: ExportUrls = {}): PackageExportsData[] {
  const entryPointsByPackage = packageNames.map((packageName) => listEntryPoints(packageName));
  const modules = extractModules(entryPointsByPackage.flat(), urls);
  let next = 0;
  return packageNames.map((packageName, index) => {
    const count = entryPointsByPackage[index]?.length ?? 0;
    const packageModules = modules.slice(next, next + count);
    next += count;
    return {packageName, version: readPackageJson(packageName).version, modules: packageModules};
  });
}
