/** Shapes shared by the API history script, its diffing and the query module. */

export type ApiKind = 'function' | 'class' | 'interface' | 'type' | 'variable' | 'enum' | 'namespace';

export const apiKinds: readonly ApiKind[] = ['function', 'class', 'interface', 'type', 'variable', 'enum', 'namespace'];

/** One own member of a class or interface in one release. */
export interface MemberSnapshot {
  /** Normalised declaration text (every overload or accessor, in source order). */
  text: string;
  /** Text of its `@deprecated` tag (possibly empty) when it carries one. */
  deprecated?: string;
}

/** One export of a module in one release. */
export interface ExportSnapshot {
  kind: ApiKind;
  /** Normalised declaration text; for a class or interface only its head (members are listed apart). */
  text: string;
  deprecated?: string;
  /** Own members of a class or interface, keyed `name`, `static name`, `constructor`, `[index]`, `()`, `new()`. */
  members?: Record<string, MemberSnapshot>;
}

/** The exports of one module in one release, by exported name. */
export type ModuleSnapshot = Record<string, ExportSnapshot>;

export interface Deprecation {
  since: string;
  message: string;
}

export interface ReleaseModuleChanges {
  module: string;
  added: {name: string; kind: ApiKind}[];
  removed: {name: string; kind: ApiKind}[];
  /** Newly marked deprecated (the export, or `Owner.member`). */
  deprecated: {name: string; message: string}[];
  /** Declaration text changed; `name` may be `Owner.member`. */
  changed: {name: string; before: string; after: string}[];
}

/** `record[key]` when it is the record's own entry: exports and members can be named `constructor` or `toString`. */
export function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}
