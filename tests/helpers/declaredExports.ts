/**
 * An independent, syntax-only listing of what each documented module exports:
 * it parses the `.d.ts` files (no type checker) and follows `export {X} from`,
 * `export * from` and local `export {X}` by hand. Tests compare the
 * package-exports plugin and the rendered pages against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const nodeModules = path.resolve(__dirname, '../../node_modules');

export type DeclaredKind = 'function' | 'class' | 'interface' | 'type' | 'constant' | 'variable' | 'enum' | 'namespace';

export interface DeclaredModule {
  moduleName: string;
  /** Exported name -> kinds (sorted). */
  exports: Map<string, DeclaredKind[]>;
}

const parsed = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let sourceFile = parsed.get(file);
  if (!sourceFile) {
    sourceFile = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, sourceFile);
  }
  return sourceFile;
}

type Conditions = {[key: string]: string | Conditions};

function typesOf(entry: string | Conditions | undefined): string | undefined {
  if (!entry || typeof entry === 'string') return undefined;
  if (typeof entry.types === 'string') return entry.types;
  return typesOf(entry.import) ?? typesOf(entry.require) ?? typesOf(entry.browser);
}

function packageJson(packageName: string): {exports?: {[subPath: string]: string | Conditions}; types?: string} {
  return JSON.parse(fs.readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8'));
}

/** Sub-paths of a package's `exports` map, minus the `.js` aliases. */
export function declaredModuleNames(packageName: string): string[] {
  return Object.keys(packageJson(packageName).exports ?? {})
    .filter((subPath) => subPath !== './package.json' && !subPath.endsWith('.js'))
    .map((subPath) => (subPath === '.' ? packageName : `${packageName}/${subPath.slice(2)}`));
}

/** Declaration file of a bare specifier such as `@lexical/code-core` or `@lexical/react/LexicalComposer`. */
function resolveBare(specifier: string): string {
  const parts = specifier.split('/');
  const packageName = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const subPath = specifier === packageName ? '.' : `./${specifier.slice(packageName.length + 1)}`;
  const installed = fs.existsSync(path.join(nodeModules, packageName, 'package.json'));
  // `mdast` itself is only types: @types/mdast.
  const manifest = installed ? packageJson(packageName) : {exports: undefined, types: undefined};
  const types = typesOf(manifest.exports?.[subPath]) ?? (subPath === '.' ? manifest.types : undefined);
  if (types) return path.join(nodeModules, packageName, types);
  // Third-party packages (mdast and friends): a root index.d.ts, or DefinitelyTyped.
  for (const candidate of [
    path.join(nodeModules, packageName, subPath, 'index.d.ts'),
    path.join(nodeModules, '@types', packageName.replace(/^@/, '').replace('/', '__'), subPath, 'index.d.ts'),
  ])
    if (fs.existsSync(candidate)) return candidate;
  throw new Error(`no types for ${specifier}`);
}

function resolveSpecifier(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return resolveBare(specifier);
  const base = path.resolve(path.dirname(fromFile), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.d.ts`, path.join(base, 'index.d.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${fromFile}`);
}

function hasExport(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}
function hasDefault(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

/** Kinds of the declarations named `name` in a statement, or [] when it declares something else. */
function statementKinds(statement: ts.Statement, name: string): DeclaredKind[] {
  if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return ['function'];
  if (ts.isClassDeclaration(statement) && statement.name?.text === name) return ['class'];
  if (ts.isInterfaceDeclaration(statement) && statement.name.text === name) return ['interface'];
  if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) return ['type'];
  if (ts.isEnumDeclaration(statement) && statement.name.text === name) return ['enum'];
  if (ts.isModuleDeclaration(statement) && statement.name.text === name) return ['namespace'];
  if (ts.isVariableStatement(statement)) {
    const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    if (statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) {
      return [isConst ? 'constant' : 'variable'];
    }
  }
  return [];
}

function normalise(kinds: DeclaredKind[]): DeclaredKind[] {
  const unique = [...new Set(kinds)];
  // An interface merged into a class only adds members to the class.
  const merged = unique.includes('class') ? unique.filter((kind) => kind !== 'interface') : unique;
  return merged.sort();
}

/** What a name declared or imported at the top level of `file` is. */
function localKinds(file: string, name: string, seen: Set<string>): DeclaredKind[] {
  const sourceFile = parse(file);
  const kinds: DeclaredKind[] = [];
  for (const statement of sourceFile.statements) {
    kinds.push(...statementKinds(statement, name));
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.name.text === name) {
            const target = resolveSpecifier(file, statement.moduleSpecifier.text);
            kinds.push(...exportKinds(target, (element.propertyName ?? element.name).text, seen));
          }
        }
      }
    }
  }
  return kinds;
}

/** Kinds of what `file` exports under `name`, following re-export chains. */
function exportKinds(file: string, name: string, seen = new Set<string>()): DeclaredKind[] {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  return [...(listFile(file, seen).get(name) ?? [])];
}

const listed = new Map<string, Map<string, DeclaredKind[]>>();

/** Every name `file` exports, with its kinds. */
function listFile(file: string, seen = new Set<string>()): Map<string, DeclaredKind[]> {
  const cached = listed.get(file);
  if (cached) return cached;
  const result = new Map<string, DeclaredKind[]>();
  const add = (name: string, kinds: DeclaredKind[]) =>
    result.set(name, normalise([...(result.get(name) ?? []), ...kinds]));
  const sourceFile = parse(file);
  for (const statement of sourceFile.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveSpecifier(file, statement.moduleSpecifier.text)
          : undefined;
      const clause = statement.exportClause;
      if (!clause && from) {
        for (const [name, kinds] of listFile(from, seen)) if (name !== 'default') add(name, kinds);
      } else if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const source = (element.propertyName ?? element.name).text;
          add(
            element.name.text,
            from ? exportKinds(from, source, new Set(seen)) : localKinds(file, source, new Set(seen)),
          );
        }
      } else if (clause && ts.isNamespaceExport(clause)) {
        add(clause.name.text, ['namespace']);
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      add('default', localKinds(file, statement.expression.text, new Set(seen)));
    } else if (hasExport(statement)) {
      if (hasDefault(statement)) {
        const kinds = ts.isFunctionDeclaration(statement)
          ? ['function']
          : ts.isClassDeclaration(statement)
            ? ['class']
            : [];
        add('default', kinds as DeclaredKind[]);
        continue;
      }
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
        : 'name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)
          ? [(statement.name as ts.Identifier).text]
          : [];
      for (const name of names) add(name, statementKinds(statement, name));
    }
  }
  listed.set(file, result);
  return result;
}

/** Every module of a package with every name it exports. */
export function declaredExports(packageName: string): DeclaredModule[] {
  return declaredModuleNames(packageName).map((moduleName) => ({
    moduleName,
    exports: listFile(resolveBare(moduleName)),
  }));
}
