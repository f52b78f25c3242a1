/** A dependency or peer dependency of an extension, by name. */
export interface CatalogueDependency {
  name: string;
  /** True when the extension also overrides part of that extension's config (a `configExtension` tuple). */
  configured: boolean;
}

/** One field of an extension's default config. */
export interface CatalogueConfigField {
  key: string;
  /** `data`: JSON-like value shown as JSON; otherwise only what kind of value it is. */
  kind: 'data' | 'function' | 'object';
  /** The default as JSON when `kind` is `data`. */
  value?: string;
}

export interface CatalogueEntry {
  /** The export name, e.g. `RichTextExtension`. */
  exportName: string;
  /** The extension's `name` property, e.g. `@lexical/rich-text`. */
  name: string;
  /** The npm package that exports it first (in package order). */
  packageName: string;
  /** The module specifier to import it from, e.g. `@lexical/react/ReactExtension`. */
  importPath: string;
  /** Other module specifiers that export the very same object. */
  alsoExportedFrom: string[];
  dependencies: CatalogueDependency[];
  peerDependencies: CatalogueDependency[];
  conflictsWith: string[];
  config: CatalogueConfigField[];
  /** Id of the group the package belongs to (see the plugin's `groups` option). */
  group: string;
  npmUrl: string;
  /** Its entry in the API reference, for packages that have one. */
  apiUrl?: string;
}

export interface ExtensionCatalogue {
  lexicalVersion: string;
  packages: string[];
  extensions: CatalogueEntry[];
}
