import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {declaredExports, type DeclaredKind} from '../helpers/declaredExports';
import {classUrl, interfaceUrl, memberAnchor, moduleUrl} from '../../lib/lexical-packages/naming';
import {anchorIds, buildDir, builtHtml, redirectTarget, resolvesInBuild} from './support/builtSite';

/**
 * Coverage of the API reference: every name the installed declarations of
 * every documented module export (runtime values and types, listed with the
 * TypeScript compiler API) must have a page or an anchor in the built site.
 * Reads the production build from disk, so it runs with the e2e tests, after
 * `docusaurus build`.
 */

/**
 * Whether the class or interface page at `url` exists: its own page, or (a class
 * re-exported from the module where it is declared) a redirect to a real page.
 */
function hasTypePage(url: string): boolean {
  const html = builtHtml(url);
  if (html === undefined) return false;
  const target = redirectTarget(html);
  return target === undefined || resolvesInBuild(target);
}

/**
 * Every Lexical package the site depends on, read from package.json here rather than from the site's package
 * model, so the test checks the model instead of repeating it. `@lexical/internal` is published but not an API.
 */
function documentedPackages(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter(
    (name) => (name === 'lexical' || name.startsWith('@lexical/')) && name !== '@lexical/internal',
  );
}

/** Where TypeDoc documents a name: a page for a class (or a class-like value), else for an interface-only name. */
function pageKind(kinds: readonly DeclaredKind[]): 'class' | 'interface' | 'variable' | DeclaredKind {
  if (kinds.includes('class')) return 'class';
  const value = kinds.find((kind) => kind !== 'interface' && kind !== 'type' && kind !== 'namespace');
  if (value) return value === 'constant' ? 'variable' : value;
  return kinds.includes('interface') ? 'interface' : kinds[0];
}

test('every export of every documented module has a page or an anchor', () => {
  expect(fs.existsSync(path.join(buildDir, 'docs/api/index.html')), 'run `npx docusaurus build` first').toBe(true);
  const modules = documentedPackages().flatMap((packageName) => declaredExports(packageName));
  expect(modules.length).toBeGreaterThanOrEqual(32);
  const missing: string[] = [];
  let checked = 0;
  for (const {moduleName, exports} of modules) {
    const modulePage = builtHtml(moduleUrl(moduleName));
    if (!modulePage) {
      missing.push(`${moduleName}: no module page at ${moduleUrl(moduleName)}`);
      continue;
    }
    const ids = anchorIds(modulePage);
    expect(exports.size, `${moduleName} exports nothing?`).toBeGreaterThan(0);
    for (const [name, kinds] of exports) {
      checked += 1;
      const kind = pageKind(kinds);
      if (kind === 'class' || kind === 'interface') {
        const url = kind === 'class' ? classUrl(moduleName, name) : interfaceUrl(moduleName, name);
        if (!hasTypePage(url)) missing.push(`${moduleName} ${kind} ${name}: no page at ${url}`);
      } else if (!ids.has(memberAnchor(name))) {
        missing.push(`${moduleName} ${kind} ${name}: no #${memberAnchor(name)} on ${moduleUrl(moduleName)}`);
      }
    }
  }
  expect(missing, `${missing.length} of ${checked} exports are undocumented`).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});

test('every member anchor of the core module page links to its section on a topic page', () => {
  const html = builtHtml(moduleUrl('lexical'));
  expect(html, 'run `npx docusaurus build` first').toBeDefined();
  // An index row: the member's anchor, then the link to its section (minified HTML: quotes are optional).
  const rows = [...html!.matchAll(/<tr><td><a id="?([^\s">]+)"?><\/a> <a class="" href="?([^\s">]+)"?>/g)];
  expect(rows.length).toBeGreaterThan(350);
  const broken = rows
    .filter(([, , href]) => !/^\/docs\/api\/modules\/lexical\/[\w-]+#/.test(href!) || !resolvesInBuild(href!))
    .map(([, anchor, href]) => `#${anchor} -> ${href}`);
  expect(broken).toEqual([]);
});

/** The brief's ceiling: lexical.dev's module page for `lexical` was about 800 KB of HTML. */
const maxApiPageBytes = 250 * 1024;

test(`every API page is under ${maxApiPageBytes / 1024} KB of HTML`, () => {
  const apiDir = path.join(buildDir, 'docs/api');
  const pages = (fs.readdirSync(apiDir, {recursive: true}) as string[]).filter((file) => file.endsWith('index.html'));
  expect(pages.length).toBeGreaterThan(500);
  const heavy = pages
    .map((file) => ({file, bytes: fs.statSync(path.join(apiDir, file)).size}))
    .filter(({bytes}) => bytes >= maxApiPageBytes)
    .map(({file, bytes}) => `/docs/api/${path.dirname(file)}: ${(bytes / 1024).toFixed(0)} KB`);
  expect(heavy).toEqual([]);
});
