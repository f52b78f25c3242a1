/** Data the package-exports plugin computes and its PackageExports theme component renders. */
import type {ExportKind, LexicalExport} from '../../lib/lexical-packages';

export type {ExportKind};

export interface PackageExport extends LexicalExport {
  /** First release that exported it, e.g. `v0.12.0` or `v0.1.12 or earlier` (from the API history). */
  since?: string;
}

/** One entry point: the package itself, or one sub-path such as `@lexical/react/LexicalComposer`. */
export interface ModuleExports {
  /** The import specifier. */
  moduleName: string;
  /** Its page in the API reference. */
  url: string;
  exports: PackageExport[];
}

/** The data file of one package page (see dataFiles.ts). */
export interface PackageExportsData {
  packageName: string;
  version: string;
  modules: ModuleExports[];
}
