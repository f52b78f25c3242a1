/**
 * Links into the API reference. The api-reference plugin writes where each
 * export is documented (re-exports lead to what they re-export); the URL
 * scheme of its naming.ts is the fallback when that map is not there.
 */
import {classUrl, interfaceUrl, memberUrl, moduleUrl} from '../api-reference/naming';
import type {ExportKind} from './types';

export const apiModuleUrl = moduleUrl;

/** The API page or anchor of one export by the URL scheme; a class or interface wins over a same-named value. */
export function apiExportUrl(moduleName: string, name: string, kinds: readonly ExportKind[]): string {
  if (kinds.includes('class')) return classUrl(moduleName, name);
  if (kinds.includes('interface')) return interfaceUrl(moduleName, name);
  return memberUrl(moduleName, name);
}
