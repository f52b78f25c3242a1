import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {listDeclaredExports} from '../../plugins/api-reference/declaredExports';
import {listApiModules} from '../../plugins/api-reference/entryPoints';
import {classUrl, interfaceUrl, memberAnchor, moduleUrl} from '../../plugins/api-reference/naming';

/**
 * Coverage of the API reference: every name the installed declarations of
 * every documented module export (runtime values and types, listed with the
 * TypeScript compiler API) must have a page or an anchor in the built site.
 * Reads the production build from disk, so it runs with the e2e tests, after
 * `docusaurus build`.
 */
const buildDir = path.resolve(__dirname, '../../build');

function builtHtml(route: string): string | undefined {
  const file = path.join(buildDir, route.replace(/^\//, ''), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

test('every export of every documented module has a page or an anchor', () => {
  expect(fs.existsSync(path.join(buildDir, 'docs/api/index.html')), 'run `npx docusaurus build` first').toBe(true);
  const modules = listApiModules();
  expect(modules.length).toBeGreaterThanOrEqual(24);
  const declared = listDeclaredExports(modules);
  const missing: string[] = [];
  let checked = 0;
  for (const module of modules) {
    const modulePage = builtHtml(moduleUrl(module.name));
    if (!modulePage) {
      missing.push(`${module.name}: no module page at ${moduleUrl(module.name)}`);
      continue;
    }
    // The HTML is minified: attribute values may be unquoted.
    const ids = new Set([...modulePage.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((match) => match[1] ?? match[2]));
    const exports = declared.get(module.name) ?? [];
    expect(exports.length, `${module.name} exports nothing?`).toBeGreaterThan(0);
    for (const declaredExport of exports) {
      checked += 1;
      const {name, kind} = declaredExport;
      if (kind === 'class' || kind === 'interface') {
        const url = kind === 'class' ? classUrl(module.name, name) : interfaceUrl(module.name, name);
        if (!builtHtml(url)) missing.push(`${module.name} ${kind} ${name}: no page at ${url}`);
      } else if (!ids.has(memberAnchor(name))) {
        missing.push(`${module.name} ${kind} ${name}: no #${memberAnchor(name)} on ${moduleUrl(module.name)}`);
      }
    }
  }
  expect(missing, `${missing.length} of ${checked} exports are undocumented`).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});
