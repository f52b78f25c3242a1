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
import {descriptionFileName, readDescriptions} from './descriptions';
import {documentedPackages, readPackageJson} from './packages';

/** What a declaration is, as a reader needs to know it. */
export type ExportKind = 'function' | 'class' | 'interface' | 'type' | 'constant' | 'variable' | 'enum' | 'namespace';

export interface LexicalExport {
  /** The exported name (after any `as` rename). */
  name: string;
  /** Usually one; two when a name is declared twice (e.g. a constant and a type of the same name). */
  kinds: ExportKind[];
  /**
   * First sentence of the doc comment, as plain text with `backticks` kept; for an export without one, the first
   * sentence of the site's description (descriptions.ts), Markdown with code spans and links.
   */
  summary: string;
  /** Who wrote the summary: Lexical (the doc comment) or this site (api-descriptions/). */
  describedBy: 'doc-comment' | 'site';
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
  /** The site's descriptions (api-descriptions/), by export name or `Class.member`. */
  descriptions: ReadonlyMap<string, string>;
  /** The keys of those that are an export's summary (in the package tables): exports Lexical does not describe. */
  summarisedKeys: ReadonlySet<string>;
}

/** What a key of api-descriptions/ names: nothing, or an export or member with or without Lexical's doc comment. */
export type DescriptionKeyStatus = {status: 'unknown'; reason: string} | {status: 'documented' | 'undocumented'};

/** An own public member of a documented class and whether anything describes it. */
export interface ClassMemberDoc {
  /** `Class.member` (`Class.constructor` for the constructor), the key of api-descriptions/. */
  key: string;
  describedBy: 'doc-comment' | 'site' | undefined;
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

/** Tags TypeDoc reads as modifiers: text written after one still belongs to the comment's summary. */
const modifierTags = new Set([
  'experimental',
  'internal',
  'alpha',
  'beta',
  'public',
  'readonly',
  'virtual',
  'override',
]);

/** Where the API reference documents a declaration: the first module (in documentation order) exporting it. */
interface Owner {
  moduleName: string;
  exportName: string;
}

/** What the model keeps of its TypeScript program, to answer questions about class members later. */
interface ModelContext {
  packages: PackageModel[];
  /** Own public members of a class or interface the package documents, with what describes each. */
  classMembers(packageName: string, className: string): ClassMemberDoc[] | undefined;
  keyStatus(packageName: string, key: string): DescriptionKeyStatus;
}

function readModel(packageNames: readonly string[]): ModelContext {
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
  // The comment's text as TypeDoc reads it: TypeScript gives the text after a leading modifier tag
  // (`@experimental Resolves ...`) to the tag, TypeDoc takes it as the summary.
  const docComment = (symbol: TypeScript.Symbol | TypeScript.Signature) => {
    const summary = withoutLicenseHeader(docText(symbol.getDocumentationComment(checker))).trim();
    if (summary) return summary;
    const modifier = symbol
      .getJsDocTags(checker)
      .find((tag) => modifierTags.has(tag.name) && tag.text && docText(tag.text).trim());
    return modifier ? withoutLicenseHeader(docText(modifier.text!)).trim() : '';
  };

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

  // What each package's API pages document, by the name they document it under: the keys its descriptions may use.
  const packageOfModule = new Map(modules.map((module) => [module.name, module.packageName]));
  const ownedByPackage = new Map<string, Map<string, TypeScript.Symbol>>();
  for (const [target, owner] of owners) {
    const packageName = packageOfModule.get(owner.moduleName)!;
    let owned = ownedByPackage.get(packageName);
    if (!owned) ownedByPackage.set(packageName, (owned = new Map()));
    owned.set(owner.exportName, target);
  }
  const memberSymbol = (owner: TypeScript.Symbol, member: string): TypeScript.Symbol | undefined => {
    if (!(owner.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return undefined;
    if (member === 'constructor') return owner.flags & ts.SymbolFlags.Class ? owner : undefined;
    return (
      checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(owner), member) ??
      (owner.flags & ts.SymbolFlags.Class
        ? checker.getPropertyOfType(checker.getTypeOfSymbol(owner), member)
        : undefined)
    );
  };
  // A member's doc comment, its own or (as TypeScript and TypeDoc read it) the one of the member it overrides.
  const memberComment = (owner: TypeScript.Symbol, member: string, symbol: TypeScript.Symbol): string => {
    if (member !== 'constructor') {
      const own = docComment(symbol);
      if (own || !(owner.flags & ts.SymbolFlags.Class)) return own;
      // A member redeclared in an interface merged into the class (to narrow its type) has no base of its own in
      // TypeScript's eyes; TypeDoc gives it the comment of the base class's member, so read that.
      const declared = checker.getDeclaredTypeOfSymbol(owner);
      if (!(declared.flags & ts.TypeFlags.Object)) return own;
      for (const base of checker.getBaseTypes(declared as TypeScript.InterfaceType)) {
        const inherited = checker.getPropertyOfType(base, member);
        if (inherited && docComment(inherited)) return docComment(inherited);
      }
      return own;
    }
    return checker
      .getSignaturesOfType(checker.getTypeOfSymbol(owner), ts.SignatureKind.Construct)
      .map((signature) => docComment(signature))
      .join('');
  };

  // What a description's key names: something the package documents (with or without a doc comment), or nothing.
  const keyStatus = (packageName: string, key: string): DescriptionKeyStatus => {
    const dot = key.indexOf('.');
    const exportName = dot === -1 ? key : key.slice(0, dot);
    const target = ownedByPackage.get(packageName)?.get(exportName);
    if (!target) return {status: 'unknown', reason: `${packageName} documents no export "${exportName}"`};
    if (dot === -1) return {status: docComment(target) ? 'documented' : 'undocumented'};
    const member = key.slice(dot + 1);
    const symbol = memberSymbol(target, member);
    if (!symbol) return {status: 'unknown', reason: `${exportName} has no member "${member}"`};
    return {status: memberComment(target, member, symbol) ? 'documented' : 'undocumented'};
  };

  // The site's descriptions: each key must name something the package documents. Where Lexical's comment exists it
  // leads: here in the summaries, on the API pages where TypeDoc reads one (api-reference/siteDescriptions.ts).
  const unknown: string[] = [];
  const descriptionsByPackage = new Map<string, Map<string, string>>();
  for (const packageName of packageNames) {
    const valid = new Map<string, string>();
    descriptionsByPackage.set(packageName, valid);
    const where = `api-descriptions/${descriptionFileName(packageName)}`;
    for (const [key, text] of readDescriptions(packageName)) {
      const found = keyStatus(packageName, key);
      if (found.status === 'unknown') unknown.push(`${where}: "${key}": ${found.reason}`);
      else valid.set(key, text);
    }
  }
  if (unknown.length > 0) {
    throw new Error(`lexical-packages: descriptions of things the packages do not have:\n${unknown.join('\n')}`);
  }

  const summarisedKeys = new Map(packageNames.map((name) => [name, new Set<string>()]));
  const describe = (module: LexicalModule, exported: TypeScript.Symbol): LexicalExport => {
    const target = resolve(exported);
    const kinds = kindsOf(ts, target);
    if (kinds.length === 0) {
      throw new Error(`lexical-packages: cannot tell what kind of declaration "${exported.name}" is`);
    }
    let comment = docComment(target);
    if (!comment && target !== exported) {
      // A re-export can carry its own doc comment.
      comment = docComment(exported);
    }
    const deprecated = target.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
    const owner = owners.get(target)!;
    const url = schemeExportUrl(owner.moduleName, owner.exportName, kinds);
    const own = firstSentence(comment);
    const ownerPackage = packageOfModule.get(owner.moduleName)!;
    const site = own ? '' : firstSentence(descriptionsByPackage.get(ownerPackage)?.get(owner.exportName) ?? '');
    if (site) summarisedKeys.get(ownerPackage)?.add(owner.exportName);
    return {
      name: exported.name,
      kinds,
      summary: own || site,
      describedBy: own ? 'doc-comment' : 'site',
      deprecated,
      url,
    };
  };

  let next = 0;
  const packages = packageNames.map((packageName, index): PackageModel => {
    const packageModules = modulesByPackage[index]!.map((module): ModuleModel => {
      const exports = exportedSymbols[next++]!.map((symbol) => describe(module, symbol)).sort(byName);
      return {...module, url: moduleUrl(module.name), exports};
    });
    return {
      name: packageName,
      version: readPackageJson(packageName).version,
      modules: packageModules,
      descriptions: descriptionsByPackage.get(packageName)!,
      summarisedKeys: summarisedKeys.get(packageName)!,
    };
  });

  const classMembers = (packageName: string, className: string): ClassMemberDoc[] | undefined => {
    const owner = ownedByPackage.get(packageName)?.get(className);
    if (!owner || !(owner.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return undefined;
    const descriptions = descriptionsByPackage.get(packageName)!;
    const members = new Map<string, ClassMemberDoc>();
    for (const declaration of owner.declarations ?? []) {
      if (!ts.isClassDeclaration(declaration) && !ts.isInterfaceDeclaration(declaration)) continue;
      for (const element of declaration.members) {
        const isConstructor = ts.isConstructorDeclaration(element);
        if (!isConstructor && (!element.name || ts.isPrivateIdentifier(element.name))) continue;
        const flags = ts.getCombinedModifierFlags(element as TypeScript.Declaration);
        if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
        const name = isConstructor ? 'constructor' : element.name!.getText();
        const symbol = isConstructor ? owner : checker.getSymbolAtLocation(element.name!);
        if (!symbol || members.has(name)) continue;
        // Internal members are not rendered (api-reference/comments.ts drops them).
        if (ts.getJSDocTags(element).some((tag) => tag.tagName.text === 'internal')) continue;
        if (!isConstructor && symbol.getJsDocTags(checker).some((tag) => tag.name === 'internal')) continue;
        const key = `${className}.${name}`;
        const describedBy = memberComment(owner, name, symbol)
          ? 'doc-comment'
          : descriptions.has(key)
            ? 'site'
            : undefined;
        members.set(name, {key, describedBy});
      }
    }
    return [...members.values()];
  };

  return {packages, classMembers, keyStatus};
}

const models = new Map<string, ModelContext>();

/**
 * The model of the documented packages (and of `extraPackages`, after them),
 * read on first use and kept for the life of the process: a build or a dev
 * server start reads the declarations once, whichever plugin asks first.
 */
export function lexicalPackagesModel(extraPackages: readonly string[] = []): PackageModel[] {
  return modelContext(extraPackages).packages;
}

function modelContext(extraPackages: readonly string[]): ModelContext {
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

/** What a key of a documented package's descriptions names (the build fails on an unknown one). */
export function descriptionKeyStatus(packageName: string, key: string): DescriptionKeyStatus {
  return modelContext([]).keyStatus(packageName, key);
}

/**
 * The own public members of a class or interface that a documented package's API pages document (inherited ones
 * are described on the class that declares them), each with what describes it; undefined for an unknown class.
 */
export function classMemberDocs(packageName: string, className: string): ClassMemberDoc[] | undefined {
  return modelContext([]).classMembers(packageName, className);
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
