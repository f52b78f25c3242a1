import type TypeScript from 'typescript';

/**
 * Compiler options for reading the packages' declarations only (the package model, and the API history script
 * over old releases): `exports` maps are honoured, old packages resolve by `main`. A function of the TypeScript
 * instance, since the model loads TypeScript at run time (nativeImport.ts).
 */
export function declarationReadingOptions(ts: typeof TypeScript): TypeScript.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
}
