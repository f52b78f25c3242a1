/**
 * The map of where each export is documented (module name -> export name ->
 * URL), which generate.ts writes next to the pages, and what other parts of the
 * site derive from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {exportUrlsFileName} from './constants';
import {apiRoutePrefix, classUrl, interfaceUrl} from './naming';

export type ExportUrls = Record<string, Record<string, string>>;

/** The map generated under `apiDir`, or an empty one when the generator has not run. */
export function readExportUrls(apiDir: string): ExportUrls {
  const file = path.join(apiDir, exportUrlsFileName);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ExportUrls) : {};
}

/**
 * Old URLs of re-exported classes and interfaces. TypeDoc documents a class once,
 * where it is declared (`MenuOption` in LexicalMenuOption), but readers and earlier
 * versions of the site know it under each module that exports it
 * (`classes/lexical_react_LexicalTypeaheadMenuPlugin.MenuOption`): those URLs redirect.
 * Returns redirect target -> the URLs that lead to it.
 */
export function reExportRedirects(urls: ExportUrls): Map<string, string[]> {
  const redirects = new Map<string, string[]>();
  for (const [moduleName, exports] of Object.entries(urls)) {
    for (const [name, url] of Object.entries(exports)) {
      const schemeUrl = url.startsWith(`${apiRoutePrefix}/classes/`)
        ? classUrl(moduleName, name)
        : url.startsWith(`${apiRoutePrefix}/interfaces/`)
          ? interfaceUrl(moduleName, name)
          : undefined;
      if (schemeUrl && schemeUrl !== url) {
        redirects.set(url, [...(redirects.get(url) ?? []), schemeUrl]);
      }
    }
  }
  return redirects;
}

/**
 * `createRedirects` for @docusaurus/plugin-client-redirects. The map is read on
 * first use: it is written when the api-reference plugin starts, after the
 * config that calls this has loaded.
 */
export function createReExportRedirects(apiDir: string): (existingPath: string) => string[] | undefined {
  let redirects: Map<string, string[]> | undefined;
  return (existingPath) => {
    redirects ??= reExportRedirects(readExportUrls(apiDir));
    return redirects.get(existingPath);
  };
}
