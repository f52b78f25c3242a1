/**
 * The URL scheme of the API reference. Other pages, READMEs on npm and years
 * of answers on the web link to these URLs, so they are a contract: change
 * them and links break.
 */

/** Route of the API section, relative to the docs route base. */
export const apiRoutePrefix = '/docs/api';

/** `@lexical/react/LexicalComposer` -> `lexical_react_LexicalComposer`. */
export function moduleAlias(moduleName: string): string {
  return moduleName.replace(/^@/, '').replace(/[/-]/g, '_');
}

/** Anchor of a function, variable or type alias on its module page: `$getRoot` -> `getroot`. */
export function memberAnchor(name: string): string {
  return name.replace(/\$/g, '').toLowerCase();
}

export function moduleUrl(moduleName: string): string {
  return `${apiRoutePrefix}/modules/${moduleAlias(moduleName)}`;
}

export function classUrl(moduleName: string, className: string): string {
  return `${apiRoutePrefix}/classes/${moduleAlias(moduleName)}.${className}`;
}

export function interfaceUrl(moduleName: string, interfaceName: string): string {
  return `${apiRoutePrefix}/interfaces/${moduleAlias(moduleName)}.${interfaceName}`;
}

export function memberUrl(moduleName: string, name: string): string {
  return `${moduleUrl(moduleName)}#${memberAnchor(name)}`;
}
