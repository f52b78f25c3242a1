/**
 * Links into the API reference. The URL scheme is a contract shared with the
 * API reference generator (see BRIEF: modules, classes and interfaces have
 * pages; everything else is an anchor on its module page).
 */
import type {ExportKind} from './types';

const apiRoot = '/docs/api';

/** `@lexical/react/LexicalComposer` -> `lexical_react_LexicalComposer`. */
export function moduleSlug(moduleName: string): string {
  return moduleName.replace(/^@/, '').replace(/[/-]/g, '_');
}

export function apiModuleUrl(moduleName: string): string {
  return `${apiRoot}/modules/${moduleSlug(moduleName)}`;
}

/** The API page or anchor of one export; a class or interface wins over a same-named value. */
export function apiExportUrl(moduleName: string, name: string, kinds: readonly ExportKind[]): string {
  if (kinds.includes('class')) {
    return `${apiRoot}/classes/${moduleSlug(moduleName)}.${name}`;
  }
  if (kinds.includes('interface')) {
    return `${apiRoot}/interfaces/${moduleSlug(moduleName)}.${name}`;
  }
  return `${apiModuleUrl(moduleName)}#${name.replace(/\$/g, '').toLowerCase()}`;
}
