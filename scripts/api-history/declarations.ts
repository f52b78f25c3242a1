/**
 * Reading one release's public API from its type declarations: which modules a package's tarball offers
 * (entryModules) and, from one TypeScript program over all of them, every export with a normalised declaration
 * text (snapshotModules).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {ApiKind, ExportSnapshot, MemberSnapshot, ModuleSnapshot} from '../../plugins/api-history/types';
import {declarationReadingOptions} from '../../lib/lexical-packages/declarationOptions';

/** One importable module of a release: its specifier and the declaration file TypeScript resolves it to. */
export interface EntryModule {
  name: string;
  packageName: string;
  file: string;
}

type ExportConditions = {[condition: string]: string | ExportConditions};

/** The `types` file of an `exports` entry: `types` at the top, else under `import`, `require`, `default`. */
function exportTypes(entry: string | ExportConditions | undefined): string | undefined {
  if (entry === undefined) return undefined;
  if (typeof entry === 'string') return entry.endsWith('.d.ts') ? entry : undefined;
  if (typeof entry.types === 'string') return entry.types;
  return (
    exportTypes(entry.import) ?? exportTypes(entry.require) ?? exportTypes(entry.browser) ?? exportTypes(entry.default)
  );
}

/** `x.js` → `x.d.ts` beside it (how TypeScript finds the declarations of a `main` without `types`). */
function declarationBeside(file: string): string {
  return file.replace(/\.(c|m)?js$/, '') + '.d.ts';
}

/**
 * The public modules of an unpacked package and their declaration files, by the rules its era used:
 * - with an `exports` map (0.14.1 on): one module per sub-path with a `types` file (`.` is the package itself;
 *   `./X.js` aliases, `./package.json` and patterns are skipped);
 * - before that, the package itself from `types`/`typings`, else the `.d.ts` beside `main`, else `index.d.ts`
 *   (TypeScript's own order), plus one `<package>/X` per root-level `X.d.ts` shipped with an `X.js` beside it
 *   that is not `main`: the sub-path modules of `@lexical/react` (`LexicalComposer`, …) and of early `lexical`
 *   (`lexical/HeadingNode`, …). Root-level `.d.ts` files without a `.js` are internal files of the package.
 * A package without declarations yields none.
 */
export function entryModules(packageDir: string, packageName: string): EntryModule[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: string | ExportConditions;
    types?: string;
    typings?: string;
    main?: string;
  };
  const existing = (relative: string | undefined) => {
    if (!relative) return undefined;
    const file = path.join(packageDir, relative);
    return fs.existsSync(file) ? file : undefined;
  };
  const modules: EntryModule[] = [];
  if (pkg.exports && typeof pkg.exports === 'object') {
    const map = Object.keys(pkg.exports).some((key) => key.startsWith('.'))
      ? (pkg.exports as Record<string, string | ExportConditions>)
      : {'.': pkg.exports};
    for (const [subPath, entry] of Object.entries(map)) {
      if (subPath === './package.json' || subPath.endsWith('.js') || subPath.includes('*')) continue;
      const file = existing(exportTypes(entry));
      if (!file) continue;
      modules.push({name: subPath === '.' ? packageName : `${packageName}/${subPath.slice(2)}`, packageName, file});
    }
    return modules.sort((a, b) => a.name.localeCompare(b.name));
  }
  const main = pkg.main ? path.normalize(pkg.main) : undefined;
  const root =
    existing(pkg.types) ?? existing(pkg.typings) ?? existing(main && declarationBeside(main)) ?? existing('index.d.ts');
  if (root) modules.push({name: packageName, packageName, file: root});
  for (const entry of fs.readdirSync(packageDir).sort()) {
    if (!entry.endsWith('.d.ts')) continue;
    const base = entry.slice(0, -'.d.ts'.length);
    const file = path.join(packageDir, entry);
    if (file === root || `${base}.js` === main || !fs.existsSync(path.join(packageDir, `${base}.js`))) continue;
    modules.push({name: `${packageName}/${base}`, packageName, file});
  }
  return modules;
}

/** What a declaration is; one kind per export, the most specific of a name declared twice (a class wins). */
function kindOf(symbol: ts.Symbol): ApiKind | undefined {
  const {flags} = symbol;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Variable) return 'variable';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) return 'namespace';
  return undefined;
}

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed, omitTrailingSemicolon: true});

/**
 * A declaration as comparable text. The printer re-emits it from the syntax tree, without comments, so the
 * layout of a `.d.ts` generator (indentation, line breaks, quotes of its own choosing aside) does not count;
 * `export`/`declare` modifiers, `import("…").` qualifiers, quote style, separators before a closing bracket and a
 * trailing `;` say nothing about the API either.
 */
export function normaliseDeclaration(text: string): string {
  return text
    .replace(/import\(\s*(["'])[^"']*\1\s*\)\./g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*;\s*(?=[}\]),>]|$)/g, ' ')
    .replace(/\s*,\s*(?=[}\])>])/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+/g, ' ')
    .replace(/^(?:(?:export|declare|default)\s+)+/, '')
    .trim();
}

/**
 * Rewrites type syntax that generators spell differently for the same type: `Array<T>` as `T[]`,
 * `ReadonlyArray<T>` as `readonly T[]`, union members in one order, and no `| undefined` on an optional
 * property or parameter (which newer compilers add to the declarations they emit).
 */
function canonicalTypes(sourceFile: ts.SourceFile): ts.TransformerFactory<ts.Node> {
  return (context) => {
    const {factory} = context;
    const visit = (original: ts.Node): ts.Node => {
      const node = ts.visitEachChild(original, visit, context);
      if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeArguments?.length === 1) {
        const [element] = node.typeArguments;
        if (node.typeName.text === 'Array') return factory.createArrayTypeNode(element!);
        if (node.typeName.text === 'ReadonlyArray')
          return factory.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, factory.createArrayTypeNode(element!));
      }
      if (ts.isUnionTypeNode(node)) {
        const text = (type: ts.TypeNode) => printer.printNode(ts.EmitHint.Unspecified, type, sourceFile);
        const sorted = [...node.types].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
        return factory.createUnionTypeNode(sorted);
      }
      if (
        (ts.isPropertySignature(node) || ts.isParameter(node) || ts.isPropertyDeclaration(node)) &&
        node.questionToken
      ) {
        const type = node.type;
        if (type && ts.isUnionTypeNode(type) && type.types.some((t) => t.kind === ts.SyntaxKind.UndefinedKeyword)) {
          const rest = type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
          const narrowed = rest.length === 1 ? rest[0]! : factory.createUnionTypeNode(rest);
          if (ts.isPropertySignature(node))
            return factory.updatePropertySignature(node, node.modifiers, node.name, node.questionToken, narrowed);
          if (ts.isParameter(node))
            return factory.updateParameterDeclaration(
              node,
              node.modifiers,
              node.dotDotDotToken,
              node.name,
              node.questionToken,
              narrowed,
              node.initializer,
            );
          return factory.updatePropertyDeclaration(
            node,
            node.modifiers,
            node.name,
            node.questionToken,
            narrowed,
            node.initializer,
          );
        }
      }
      return node;
    };
    return (node) => visit(node);
  };
}

function print(node: ts.Node, sourceFile: ts.SourceFile): string {
  const result = ts.transform(node, [canonicalTypes(sourceFile)]);
  const text = printer.printNode(ts.EmitHint.Unspecified, result.transformed[0]!, sourceFile);
  result.dispose();
  return normaliseDeclaration(text);
}

/** A member a reader cannot use: `private`, `#private`, or named with a leading `_` (Lexical's internal fields). */
function isInternalMember(member: ts.ClassElement | ts.TypeElement): boolean {
  const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
  if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword)) return true;
  const name = member.name;
  if (!name) return false;
  if (ts.isPrivateIdentifier(name)) return true;
  return (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text.startsWith('_');
}

function memberKey(member: ts.ClassElement | ts.TypeElement, sourceFile: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member))
    return ts.isConstructorDeclaration(member) ? 'constructor' : 'new()';
  if (ts.isIndexSignatureDeclaration(member)) return '[index]';
  if (ts.isCallSignatureDeclaration(member)) return '()';
  const isStatic =
    ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
  const name = member.name ? member.name.getText(sourceFile).replace(/"/g, "'") : '(anonymous)';
  return isStatic ? `static ${name}` : name;
}

function deprecationOf(node: ts.Node): string | undefined {
  const tag = ts.getJSDocDeprecatedTag(node);
  if (!tag) return undefined;
  return normaliseComment(ts.getTextOfJSDocComment(tag.comment) ?? '');
}

function normaliseComment(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The own members of a class or interface over all its declarations (an interface merged into a class too). */
function membersOf(declarations: readonly ts.Declaration[]): Record<string, MemberSnapshot> | undefined {
  const members = new Map<string, {texts: string[]; deprecated?: string}>();
  for (const declaration of declarations) {
    if (!ts.isClassDeclaration(declaration) && !ts.isInterfaceDeclaration(declaration)) continue;
    const sourceFile = declaration.getSourceFile();
    for (const member of declaration.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
      if (isInternalMember(member) || ts.isSemicolonClassElement(member)) continue;
      const key = memberKey(member, sourceFile);
      const entry = members.get(key) ?? {texts: []};
      entry.texts.push(print(member, sourceFile));
      const deprecated = deprecationOf(member);
      if (deprecated !== undefined && entry.deprecated === undefined) entry.deprecated = deprecated;
      members.set(key, entry);
    }
  }
  if (members.size === 0) return undefined;
  const sorted = [...members].sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(
    sorted.map(([key, {texts, deprecated}]) => [
      key,
      {text: texts.join(' '), ...(deprecated !== undefined ? {deprecated} : {})},
    ]),
  );
}

/** The text of one declaration; a class or interface without its body (its members are compared one by one). */
function declarationText(declaration: ts.Declaration): string {
  const sourceFile = declaration.getSourceFile();
  if (ts.isSourceFile(declaration)) return `namespace`;
  if (ts.isClassDeclaration(declaration)) {
    const head = ts.factory.updateClassDeclaration(
      declaration,
      declaration.modifiers,
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      [],
    );
    return print(head, sourceFile).replace(/\s*\{\s*\}$/, '');
  }
  if (ts.isInterfaceDeclaration(declaration)) {
    const head = ts.factory.updateInterfaceDeclaration(
      declaration,
      declaration.modifiers,
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      [],
    );
    return print(head, sourceFile).replace(/\s*\{\s*\}$/, '');
  }
  if (ts.isVariableDeclaration(declaration) && ts.isVariableDeclarationList(declaration.parent)) {
    const keyword = declaration.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';
    return `${keyword} ${print(declaration, sourceFile)}`;
  }
  return print(declaration, sourceFile);
}

/** An export as a snapshot entry; undefined for what is not a declaration (an unresolved import). */
function describeExport(checker: ts.TypeChecker, exported: ts.Symbol): ExportSnapshot | undefined {
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const kind = kindOf(target);
  const declarations = target.declarations ?? [];
  if (!kind || declarations.length === 0) return undefined;
  // Sorted: a generator may emit the interface and the class of a merged declaration in either order.
  const texts = [...new Set(declarations.map(declarationText))].sort();
  const tag = target.getJsDocTags(checker).find((candidate) => candidate.name === 'deprecated');
  const snapshot: ExportSnapshot = {kind, text: texts.join(' ')};
  if (tag) snapshot.deprecated = normaliseComment(ts.displayPartsToString(tag.text));
  if (kind === 'class' || kind === 'interface') {
    const members = membersOf(declarations);
    if (members) snapshot.members = members;
  }
  return snapshot;
}

/** Every module's exports, by module name, from a program whose root files include the modules' files. */
export function snapshotModules(program: ts.Program, modules: readonly EntryModule[]): Record<string, ModuleSnapshot> {
  const checker = program.getTypeChecker();
  const result: Record<string, ModuleSnapshot> = {};
  for (const module of modules) {
    const sourceFile = program.getSourceFile(module.file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    const snapshot: ModuleSnapshot = {};
    // A declaration file without import or export is a script, not a module: it exports nothing.
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const entry = describeExport(checker, exported);
      if (entry) snapshot[exported.name] = entry;
    }
    result[module.name] = Object.fromEntries(Object.entries(snapshot).sort(([a], [b]) => a.localeCompare(b)));
  }
  return result;
}

/** A Lexical package: resolved only within the release being read. */
function isLexicalSpecifier(specifier: string): boolean {
  return specifier === 'lexical' || specifier.startsWith('lexical/') || specifier.startsWith('@lexical/');
}

/**
 * One program over every module of a release, then its snapshot. Imports of other packages (`react`, `yjs`,
 * `@preact/signals-core`, …) that the release folder lacks resolve from `externalsDir`'s `node_modules` (the
 * site's), so a re-export of theirs is still read as what it is; Lexical packages never do, so one release is
 * never read through another's declarations.
 */
export function snapshotRelease(
  modules: readonly EntryModule[],
  externalsDir?: string,
): Record<string, ModuleSnapshot> {
  const options = declarationReadingOptions(ts);
  const host = ts.createCompilerHost(options);
  if (externalsDir) {
    const fromExternals = path.join(externalsDir, 'package.json');
    host.resolveModuleNames = (specifiers, containingFile) =>
      specifiers.map((specifier) => {
        const resolved = ts.resolveModuleName(specifier, containingFile, options, host).resolvedModule;
        if (resolved || isLexicalSpecifier(specifier)) return resolved;
        return ts.resolveModuleName(specifier, fromExternals, options, host).resolvedModule;
      });
  }
  const program = ts.createProgram({rootNames: modules.map((module) => module.file), options, host});
  return snapshotModules(program, modules);
}
