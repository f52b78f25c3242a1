import {documentedPackages, listPackageModules, type LexicalModule} from '../../lib/lexical-packages';

/** One documented module: a package, or one sub-path export of `@lexical/react`. */
export type ApiModule = LexicalModule;

/** Every module the API reference documents, in the order of `documentedPackages`. */
export function listApiModules(packages: readonly string[] = documentedPackages): ApiModule[] {
  return packages.flatMap((packageName) => listPackageModules(packageName));
}
