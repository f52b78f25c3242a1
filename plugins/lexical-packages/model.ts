/**
 * The one model of the documented Lexical packages: their modules, and every
 * export of each with its kinds, summary, deprecation and API reference URL.
 * One TypeScript program reads all the declarations (the packages import each
 * other, so each file is read once); the result is computed once per process.
 */
import type TypeScript from 'typescript';
import {declarationReadingOptions} from './declarationOptions';
import {requireNative} from './nativeImport';
import {classUrl, interfaceUrl, memberUrl, moduleUrl} from './naming';
import {docText, firstSentence, withoutLicenseHeader} from './docComments';
import {listPackageModules, type LexicalModule} from './entryPoints';
import {documentedPackages, readPackageJson} from './packages';

/** What a declaration is, as a reader needs to know it. */
export type ExportKind = 'function' | 'class' | 'interface' | 'type' | 'constant' | 'variable' | 'enum' | 'namespace';

export interface LexicalExport {
  /** The exported name (after any `as` rename). */
  name: string;
  /** Usually one; two when a name is declared twice (e.g. a constant and a type of the same name). */
  kinds: ExportKind[];
  /** First sentence of the doc comment, as plain text with `backticks` kept; empty when undocumented. */
  summary: string;
  /** The doc comment carries `@deprecated`. */
  deprecated: boolean;
  /** Its page or anchor in the API reference. */
  url: string;
}

export interface ModuleModel extends LexicalModule {
  /** Its page in the API reference. */
  url: string;
  /** Sorted by name, ignoring a leading `$` and case. */
  exports: LexicalExport[];
}

export interface PackageModel {
  name: string;
  version: string;
  modules: ModuleModel[];
}

/**
 * The API page or anchor of an export by the URL scheme of naming.ts: a class
 * or interface wins over a same-named value.
 */
export function schemeExportUrl(moduleName: string, name: string, kinds: readonly ExportKind[]): string {
  if (kinds.includes('class')) return classUrl(moduleName, name);
  if (kinds.includes('interface')) return interfaceUrl(moduleName, name);
  return memberUrl(moduleName, name);
}

type TS = typeof TypeScript;

/** Kinds of a symbol, read from its (alias-resolved) flags and declarations. */
function kindsOf(ts: TS, symbol: TypeScript.Symbol): ExportKind[] {
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

function byName(a: LexicalExport, b: LexicalExport): number {
  const key = (name: string) => name.replace(/^\$/, '').toLowerCase();
  return key(a.name).localeCompare(key(b.name)) || a.name.localeCompare(b.name);
}

/** Where the API reference documents a declaration: the first module (in documentation order) exporting it. */
interface Owner {
  moduleName: string;
  exportName: string;
}

function readModel(packageNames: readonly string[]): PackageModel[] {
  const ts = requireNative('typescript') as TS;
  const modulesByPackage = packageNames.map((packageName) => listPackageModules(packageName));
  const modules = modulesByPackage.flat();
  const program = ts.createProgram({
    rootNames: modules.map((module) => module.declarationFile),
    options: declarationReadingOptions(ts),
  });
  const checker = program.getTypeChecker();
  const resolve = (symbol: TypeScript.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  const exportedSymbols = modules.map((module) => {
    const sourceFile = program.getSourceFile(module.declarationFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) {
      throw new Error(
        `lexical-packages: ${module.declarationFile} (${module.name}) is not a module TypeScript can read`,
      );
    }
    return checker.getExportsOfModule(moduleSymbol);
  });
  // The reference documents a declaration once: under the module whose declaration file declares
  // it, else under the first module that exports it. The other modules re-export it (and link there).
  // Classes go to the first module that exports them: the reference's entry files name every class
  // they export (see api-reference/entryFiles.ts), which TypeDoc takes as a declaration of its own.
  const owners = new Map<TypeScript.Symbol, Owner>();
  const declaringModules = new Set<TypeScript.Symbol>();
  modules.forEach((module, index) => {
    for (const symbol of exportedSymbols[index]!) {
      const target = resolve(symbol);
      const declaresIt =
        !(target.flags & ts.SymbolFlags.Class) &&
        (target.declarations ?? []).some(
          (declaration) => declaration.getSourceFile().fileName === module.declarationFile,
        );
      if (declaresIt && !declaringModules.has(target)) {
        declaringModules.add(target);
        owners.set(target, {moduleName: module.name, exportName: symbol.name});
      } else if (!owners.has(target)) {
        owners.set(target, {moduleName: module.name, exportName: symbol.name});
      }
    }
  });

  const describe = (module: LexicalModule, exported: TypeScript.Symbol): LexicalExport => {
    const target = resolve(exported);
    const kinds = kindsOf(ts, target);
    if (kinds.length === 0) {
      throw new Error(`lexical-packages: cannot tell what kind of declaration "${exported.name}" is`);
    }
    let comment = withoutLicenseHeader(docText(target.getDocumentationComment(checker)));
    if (!comment.trim() && target !== exported) {
      // A re-export can carry its own doc comment.
      comment = withoutLicenseHeader(docText(exported.getDocumentationComment(checker)));
    }
    const deprecated = target.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
    const owner = owners.get(target)!;
    const url = schemeExportUrl(owner.moduleName, owner.exportName, kinds);
    return {name: exported.name, kinds, summary: firstSentence(comment), deprecated, url};
  };

  let next = 0;
  return packageNames.map((packageName, index) => {
    const packageModules = modulesByPackage[index]!.map((module): ModuleModel => {
      const exports = exportedSymbols[next++]!.map((symbol) => describe(module, symbol)).sort(byName);
      return {...module, url: moduleUrl(module.name), exports};
    });
    return {name: packageName, version: readPackageJson(packageName).version, modules: packageModules};
  });
}

const models = new Map<string, PackageModel[]>();

/**
 * The model of the documented packages (and of `extraPackages`, after them),
 * read on first use and kept for the life of the process: a build or a dev
 * server start reads the declarations once, whichever plugin asks first.
 */
export function lexicalPackagesModel(extraPackages: readonly string[] = []): PackageModel[] {
  const packageNames = [...new Set([...documentedPackages, ...extraPackages])];
  const key = packageNames.join('\n');
  let model = models.get(key);
  if (!model) {
    const started = Date.now();
    model = readModel(packageNames);
    models.set(key, model);
    const milliseconds = Date.now() - started;
    console.info(`[lexical-packages] declarations of ${packageNames.length} packages read in ${milliseconds} ms`);
  }
  return model;
}

/** The model of some packages, in the order asked. */
export function packageModels(packageNames: readonly string[]): PackageModel[] {
  const model = lexicalPackagesModel(packageNames);
  return packageNames.map((name) => model.find((candidate) => candidate.name === name)!);
}

/** Every documented module, in documentation order. */
export function documentedModules(): ModuleModel[] {
  return packageModels(documentedPackages).flatMap((pkg) => pkg.modules);
}
