import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ReactComponentExport {
  /** The sub-path import specifier, e.g. `@lexical/react/LexicalHistoryPlugin`. */
  readonly specifier: string;
  /** The exported name, e.g. `HistoryPlugin`. */
  readonly name: string;
  /** True when the name contains `Plugin`: the page's "plugin" section. */
  readonly isPlugin: boolean;
}

/**
 * Lists the React components that the installed @lexical/react exports, read
 * from the type declarations of every sub-path in its package.json `exports`.
 * A component is an export whose name starts with a capital letter and whose
 * type is callable or a React component type (forwardRef), excluding classes
 * (MenuOption and friends are classes, not components) and React contexts
 * (LexicalComposerContext, CollaborationContext).
 */
export function listLexicalReactComponents(projectRoot: string): ReactComponentExport[] {
  const packageRoot = path.join(projectRoot, 'node_modules/@lexical/react');
  const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const subpaths = Object.keys(manifest.exports).filter(
    (key) => key.startsWith('./') && !key.endsWith('.js') && key !== './package.json',
  );
  if (subpaths.length === 0) {
    throw new Error(`No sub-path exports found in ${packageRoot}/package.json`);
  }
  const declarationFiles = subpaths.map((subpath) => path.join(packageRoot, 'dist', `${subpath.slice(2)}.d.ts`));
  const program = ts.createProgram(declarationFiles, {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const components: ReactComponentExport[] = [];
  subpaths.forEach((subpath, index) => {
    const sourceFile = program.getSourceFile(declarationFiles[index]);
    if (!sourceFile) {
      throw new Error(`Missing declaration file for @lexical/react/${subpath.slice(2)}: ${declarationFiles[index]}`);
    }
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) return; // a declaration file with no exports
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!/^[A-Z]/.test(exported.name)) continue;
      if (target.flags & ts.SymbolFlags.Class) continue;
      if (!(target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
      const type = checker.getTypeOfSymbol(target);
      const typeText = checker.typeToString(type);
      // React 19 contexts are callable (Context is its own Provider), but they are not components to document.
      if (/^(React\.)?Context</.test(typeText)) continue;
      const isComponent = type.getCallSignatures().length > 0 || /ExoticComponent/.test(typeText);
      if (!isComponent) continue; // e.g. commands and constants
      components.push({
        specifier: `@lexical/react/${subpath.slice(2)}`,
        name: exported.name,
        isPlugin: exported.name.includes('Plugin'),
      });
    }
  });
  return components;
}
