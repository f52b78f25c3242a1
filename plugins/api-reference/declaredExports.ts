import {lexicalPackagesModel, type ExportKind} from '../../lib/lexical-packages';
import type {ApiModule} from './entryPoints';

/** The section of the reference an export is documented in: TypeDoc files constants under variables. */
export type ReferenceKind = Exclude<ExportKind, 'constant'>;

/** One name a module's declarations export. */
export interface DeclaredExport {
  name: string;
  kind: ReferenceKind;
}

/** The kind that decides an export's page: a class or enum over a value, a value over a type. */
const referencePriority: readonly ExportKind[] = [
  'class',
  'enum',
  'function',
  'constant',
  'variable',
  'interface',
  'type',
  'namespace',
];

export function referenceKind(kinds: readonly ExportKind[]): ReferenceKind {
  const kind = referencePriority.find((candidate) => kinds.includes(candidate))!;
  return kind === 'constant' ? 'variable' : kind;
}

/**
 * What each module's installed declarations export (runtime values and types),
 * read from the package model. The API generator uses it to keep type-only
 * exported classes classes; the coverage test checks every name against the
 * built site.
 */
export function listDeclaredExports(modules: readonly ApiModule[]): Map<string, DeclaredExport[]> {
  const model = lexicalPackagesModel([...new Set(modules.map((module) => module.packageName))]);
  const byName = new Map(model.flatMap((pkg) => pkg.modules).map((module) => [module.name, module]));
  const result = new Map<string, DeclaredExport[]>();
  for (const module of modules) {
    const exports = byName
      .get(module.name)!
      .exports.map((entry) => ({name: entry.name, kind: referenceKind(entry.kinds)}));
    result.set(
      module.name,
      exports.sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  return result;
}
