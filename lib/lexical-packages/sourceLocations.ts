/**
 * Where each export of the documented modules (and each own member of a class or interface) is declared in the
 * Lexical repository, at the tag of the installed release. Every Lexical package ships its `src/` folder and names
 * each entry's source file with the `source` export condition, so one TypeScript program over those files, which
 * resolves imports between the packages by that same condition, follows every re-export (`export {X} from './Y'`,
 * `export * from`) to its declaration. Read once per process, like the package model.
 */
import fs from 'node:fs';
import path from 'node:path';
import type TypeScript from 'typescript';
import {listPackageModules} from './entryPoints';
import {requireNative} from './nativeImport';
import {packageDir, readPackageJson} from './packages';

type TS = typeof TypeScript;

export const lexicalRepository = 'https://github.com/facebook/lexical';

export interface SourceLocation {
  /** Path in the repository, e.g. `packages/lexical/src/LexicalEditor.ts`. */
  file: string;
  /** 1-based line of the declaration (after its doc comment). */
  line: number;
  /** Its line on GitHub, at the tag of the installed release. */
  url: string;
}

export interface ExportSource extends SourceLocation {
  /** Own members of a class or interface, keyed as in the API history: `name`, `static name`, `constructor`. */
  members: Map<string, SourceLocation>;
}

interface PackageManifest {
  name: string;
  version: string;
  repository?: {directory?: string};
  exports?: Record<string, unknown>;
}

/**
 * The package's folder in the repository: `lexical` -> `packages/lexical`, `@lexical/react` ->
 * `packages/lexical-react`; read from `repository.directory`, which must agree with that rule.
 */
export function repositoryDirectory(packageName: string): string {
  const folder = packageName === 'lexical' ? 'lexical' : `lexical-${packageName.slice('@lexical/'.length)}`;
  const expected = `packages/${folder}`;
  const manifest = readPackageJson(packageName) as PackageManifest;
  const declared = manifest.repository?.directory;
  if (declared !== undefined && declared !== expected) {
    throw new Error(`lexical-packages: ${packageName} says it lives in ${declared}, not ${expected}`);
  }
  return expected;
}

export function sourceUrl(packageName: string, version: string, file: string, line: number): string {
  return `${lexicalRepository}/blob/v${version}/${repositoryDirectory(packageName)}/${file}#L${line}`;
}

/** The source file of an entry point (`.` or `./LexicalComposer`), from its `source` export condition. */
function sourceEntry(packageName: string, subPath: string): string | undefined {
  const entry = (readPackageJson(packageName) as PackageManifest).exports?.[subPath] as {source?: string} | undefined;
  const file = entry && typeof entry === 'object' ? entry.source : undefined;
  return file && fs.existsSync(path.join(packageDir(packageName), file))
    ? path.join(packageDir(packageName), file)
    : undefined;
}

const declarationPreference = [
  'ClassDeclaration',
  'FunctionDeclaration',
  'VariableDeclaration',
  'EnumDeclaration',
  'InterfaceDeclaration',
  'TypeAliasDeclaration',
  'ModuleDeclaration',
];

function readLocations(packageNames: readonly string[]): Map<string, Map<string, ExportSource>> {
  const ts = requireNative('typescript') as TS;
  const entries = packageNames.flatMap((packageName) =>
    listPackageModules(packageName).map((module) => {
      const subPath = module.name === packageName ? '.' : `./${module.name.slice(packageName.length + 1)}`;
      return {module: module.name, packageName, file: sourceEntry(packageName, subPath)};
    }),
  );
  const program = ts.createProgram({
    rootNames: entries.flatMap((entry) => (entry.file ? [entry.file] : [])),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['source'],
      jsx: ts.JsxEmit.ReactJSX,
      allowJs: false,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  });
  const checker = program.getTypeChecker();
  // Which package a source file belongs to, by its folder.
  const packageRoots = packageNames.map((name) => ({name, src: path.join(packageDir(name), 'src') + path.sep}));
  const locate = (node: TypeScript.Node): SourceLocation | undefined => {
    const sourceFile = node.getSourceFile();
    const owner = packageRoots.find((root) => sourceFile.fileName.startsWith(root.src));
    if (!owner) return undefined;
    // A variable's line is that of its statement (`export const X = ...`), which holds its name too.
    const start = ts.isVariableDeclaration(node) ? node.getStart(sourceFile) : node.getStart(sourceFile, false);
    const line = sourceFile.getLineAndCharacterOfPosition(start).line + 1;
    const file = path.relative(path.dirname(owner.src), sourceFile.fileName).split(path.sep).join('/');
    const version = readPackageJson(owner.name).version;
    return {file: `${repositoryDirectory(owner.name)}/${file}`, line, url: sourceUrl(owner.name, version, file, line)};
  };
  const preferred = (symbol: TypeScript.Symbol): TypeScript.Declaration | undefined =>
    [...(symbol.declarations ?? [])].sort(
      (a, b) =>
        rank(declarationPreference.indexOf(ts.SyntaxKind[a.kind])) -
        rank(declarationPreference.indexOf(ts.SyntaxKind[b.kind])),
    )[0];
  const memberLocations = (symbol: TypeScript.Symbol): Map<string, SourceLocation> => {
    const members = new Map<string, SourceLocation>();
    if (!(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return members;
    const add = (key: string, member: TypeScript.Symbol) => {
      const declaration = member.declarations?.[0];
      const location = declaration && locate(declaration);
      if (location && !members.has(key)) members.set(key, location);
    };
    symbol.members?.forEach((member) => {
      const name = ts.symbolName(member);
      if (member.flags & ts.SymbolFlags.Constructor) add('constructor', member);
      // `declare ['constructor']: ...` types the instance's constructor property; the history spells it so.
      else if (name === 'constructor') add("['constructor']", member);
      else if (!(member.flags & ts.SymbolFlags.Signature)) add(name, member);
    });
    symbol.exports?.forEach((member) => {
      if (member.flags & (ts.SymbolFlags.Property | ts.SymbolFlags.Method | ts.SymbolFlags.Accessor)) {
        add(`static ${ts.symbolName(member)}`, member);
      }
    });
    return members;
  };

  const locations = new Map<string, Map<string, ExportSource>>();
  for (const entry of entries) {
    const exports = new Map<string, ExportSource>();
    locations.set(entry.module, exports);
    const sourceFile = entry.file ? program.getSourceFile(entry.file) : undefined;
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = preferred(target);
      const location = declaration && locate(declaration);
      if (location) exports.set(exported.name, {...location, members: memberLocations(target)});
    }
  }
  return locations;
}

function rank(index: number): number {
  return index === -1 ? declarationPreference.length : index;
}

const cache = new Map<string, Map<string, Map<string, ExportSource>>>();

/** Source locations of every export of the modules of `packageNames`, by module name then export name. */
export function sourceLocations(packageNames: readonly string[]): Map<string, Map<string, ExportSource>> {
  const key = packageNames.join('\n');
  let locations = cache.get(key);
  if (!locations) {
    const started = Date.now();
    locations = readLocations(packageNames);
    cache.set(key, locations);
    console.info(`[lexical-packages] sources of ${packageNames.length} packages located in ${Date.now() - started} ms`);
  }
  return locations;
}
