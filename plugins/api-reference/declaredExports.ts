import type TypeScript from 'typescript';
import type {ApiModule} from './entryPoints';
import {requireNative} from './nativeImport';

export type ExportKind = 'class' | 'interface' | 'function' | 'variable' | 'type' | 'enum' | 'namespace';

/** One name a module's declarations export. */
export interface DeclaredExport {
  name: string;
  kind: ExportKind;
  /** Exported with `export type`: no runtime value, although it may declare a class. */
  typeOnly: boolean;
}

function exportKind(ts: typeof TypeScript, flags: TypeScript.SymbolFlags): ExportKind | undefined {
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Variable) return 'variable';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) return 'namespace';
  return undefined;
}

/**
 * Lists what each module's installed declarations export (runtime values and
 * types), with the TypeScript compiler API. The API generator uses it to keep
 * type-only exported classes classes; the coverage test checks every name
 * against the built site.
 */
export function listDeclaredExports(modules: ApiModule[]): Map<string, DeclaredExport[]> {
  const ts = requireNative('typescript') as typeof TypeScript;
  const program = ts.createProgram({
    rootNames: modules.map((module) => module.declarationFile),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, DeclaredExport[]>();
  for (const module of modules) {
    const sourceFile = program.getSourceFile(module.declarationFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`api-reference: cannot read the declarations of ${module.name} (${module.declarationFile})`);
    const exports: DeclaredExport[] = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const kind = exportKind(ts, target.flags);
      if (!kind) continue;
      const typeOnly = (symbol.declarations ?? []).some(
        (d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly),
      );
      exports.push({name: symbol.name, kind, typeOnly});
    }
    result.set(module.name, exports.sort((a, b) => a.name.localeCompare(b.name)));
  }
  return result;
}
