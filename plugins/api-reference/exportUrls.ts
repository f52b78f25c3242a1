/** Redirects that keep the URLs of re-exported classes and interfaces working. */
import {documentedModules} from '../../lib/lexical-packages';
import {apiRoutePrefix, classUrl, interfaceUrl} from '../../lib/lexical-packages/naming';

/**
 * Old URLs of re-exported classes and interfaces. TypeDoc documents a class once
 * (`MenuOption` in LexicalMenuOption), but readers and earlier versions of the
 * site know it under each module that exports it
 * (`classes/lexical_react_LexicalTypeaheadMenuPlugin.MenuOption`): those URLs redirect.
 * Returns redirect target -> the URLs that lead to it.
 */
export function reExportRedirects(): Map<string, string[]> {
  const redirects = new Map<string, string[]>();
  for (const module of documentedModules()) {
    for (const {name, url} of module.exports) {
      const schemeUrl = url.startsWith(`${apiRoutePrefix}/classes/`)
        ? classUrl(module.name, name)
        : url.startsWith(`${apiRoutePrefix}/interfaces/`)
          ? interfaceUrl(module.name, name)
          : undefined;
      if (schemeUrl && schemeUrl !== url) {
        redirects.set(url, [...(redirects.get(url) ?? []), schemeUrl]);
      }
    }
  }
  return redirects;
}
