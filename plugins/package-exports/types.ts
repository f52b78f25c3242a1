/** Data the package-exports plugin computes and the PackageExports component renders. */

/** What a declaration is, as a reader needs to know it. */
export type ExportKind = 'function' | 'class' | 'interface' | 'type' | 'constant' | 'variable' | 'enum' | 'namespace';

export interface PackageExport {
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

/** One entry point: the package itself, or one sub-path such as `@lexical/react/LexicalComposer`. */
export interface ModuleExports {
  /** The import specifier. */
  moduleName: string;
  /** Its page in the API reference. */
  url: string;
  exports: PackageExport[];
}

export interface PackageExportsData {
  packageName: string;
  version: string;
  modules: ModuleExports[];
}

/** Shape of the data file the plugin writes (see the PackageExports component). */
export interface PackageExportsContent {
  packages: {[packageName: string]: PackageExportsData};
}
