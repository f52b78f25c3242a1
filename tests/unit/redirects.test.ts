import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {createSlugger} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {globSync} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {documentedModules} from '../../lib/lexical-packages';
import {moduleAlias, moduleUrl} from '../../lib/lexical-packages/naming';
import {anchorBucket, anchorBucketCount} from '../../plugins/redirects/anchorBucket';
import {apiAliasRedirects, legacyModuleAliases, type ApiExport} from '../../plugins/redirects/apiAliases';
import {pageMembers, topicPageMembers} from '../../plugins/redirects/apiSource';
import {reExportedClassRedirects, validateOptions} from '../../plugins/redirects/index';
import {movedPages} from '../../plugins/redirects/movedPages';
import {anchorBuckets, buildRedirectMap} from '../../plugins/redirects/redirectMap';
import {isExternal, splitAnchor} from '../../plugins/redirects/urls';
import {netlifyRedirects, vercelConfig} from '../../plugins/redirects/serverRedirects';
import {redirectPageHtml, redirectScript, redirectScriptFile} from '../../plugins/redirects/redirectPage';
import {mergeVercelConfig} from '../../plugins/redirects/vercelFile';
import {inlineCodeOf} from '../../plugins/security-headers/inlineScripts';
import {vercelRedirect, type VercelRedirect} from '../helpers/vercelRoutes';

const siteDir = path.resolve(__dirname, '../..');

describe('API URL aliases', () => {
  it('spells module pages the way lexical.dev does: hyphens kept, sub-paths with a slash', () => {
    expect(legacyModuleAliases('lexical', 'lexical')).toEqual([]);
    expect(legacyModuleAliases('@lexical/rich-text', 'lexical_rich_text')).toEqual(['lexical_rich-text']);
    expect(legacyModuleAliases('@lexical/code-shiki', 'lexical_code_shiki')).toEqual(['lexical_code-shiki']);
    expect(legacyModuleAliases('@lexical/headless/dom', 'lexical_headless_dom')).toEqual(['lexical_headless/dom']);
    expect(legacyModuleAliases('@lexical/react/LexicalComposer', 'lexical_react_LexicalComposer')).toEqual([
      'lexical_react/LexicalComposer',
    ]);
  });

  const exports: ApiExport[] = [
    {moduleName: 'lexical', exportName: 'DOMSlot', kind: 'class', url: '/docs/api/classes/lexical.DOMSlot'},
    {moduleName: 'lexical', exportName: '$getRoot', kind: 'member', url: '/docs/api/modules/lexical#getroot'},
    {
      moduleName: '@lexical/html',
      exportName: 'DOMImportRule',
      kind: 'interface',
      url: '/docs/api/interfaces/lexical_html.DOMImportRule',
    },
    {
      moduleName: '@lexical/rich-text',
      exportName: 'registerRichText',
      kind: 'member',
      url: '/docs/api/modules/lexical_rich_text#registerrichtext',
    },
  ];
  const redirects = apiAliasRedirects({
    exports,
    moduleUrl,
    topicMembers: [
      {ownPageUrl: '/docs/api/functions/lexical.$getRoot', url: '/docs/api/modules/lexical/utilities#getroot'},
    ],
    pages: [
      {
        pageUrl: '/docs/api/classes/lexical.RangeSelection',
        members: [
          {name: 'anchor', anchor: 'property-anchor'},
          {name: 'insertText', anchor: 'inserttext'},
          {name: 'config', anchor: 'config'},
          {name: '$config', anchor: 'config-1'},
          {name: 'style', anchor: 'property-style'},
          {name: 'Style', anchor: 'property-style-1'},
        ],
      },
    ],
  });
  const targets = Object.fromEntries(redirects.map(({from, to}) => [from, to]));

  it('sends hyphenated module pages to the underscore alias', () => {
    expect(targets['/docs/api/modules/lexical_rich-text']).toBe('/docs/api/modules/lexical_rich_text');
    expect(targets['/docs/api/modules/lexical_html']).toBeUndefined();
  });
  it('sends class and interface anchors of module pages to their pages', () => {
    expect(targets['/docs/api/modules/lexical#domslot']).toBe('/docs/api/classes/lexical.DOMSlot');
    expect(targets['/docs/api/modules/lexical_html#domimportrule']).toBe(
      '/docs/api/interfaces/lexical_html.DOMImportRule',
    );
    // Documented at its module-page anchor already: nothing to redirect.
    expect(targets['/docs/api/modules/lexical#getroot']).toBeUndefined();
    expect(targets['/docs/api/modules/lexical_rich_text#registerrichtext']).toBeUndefined();
  });
  it('sends TypeDoc 0.2x member anchors to the current ones, unless the old anchor is taken or shared', () => {
    expect(targets['/docs/api/classes/lexical.RangeSelection#anchor']).toBe(
      '/docs/api/classes/lexical.RangeSelection#property-anchor',
    );
    expect(targets['/docs/api/classes/lexical.RangeSelection#inserttext']).toBeUndefined();
    expect(targets['/docs/api/classes/lexical.RangeSelection#config']).toBeUndefined();
    expect(targets['/docs/api/classes/lexical.RangeSelection#style']).toBeUndefined();
  });
  it('sends the own page of a member of a topic page to its section', () => {
    expect(targets['/docs/api/functions/lexical.$getRoot']).toBe('/docs/api/modules/lexical/utilities#getroot');
  });
  it('gives every redirect a reason', () => {
    for (const redirect of redirects) expect(redirect.reason).not.toBe('');
  });

  it('reads member anchors from generated class pages', () => {
    const markdown = [
      '| <Link id="type-parameter-t" /> `T` |',
      '| <Link id="property-anchor" /> `anchor` | `PointType` |',
      '| <Link id="property-version" /> `version?` | `string` |',
      '### canMergeWhenEmpty() {#canmergewhenempty}',
      '### ~~getCommonAncestor()~~ {#getcommonancestor}',
    ].join('\n');
    expect(pageMembers(markdown)).toEqual([
      {name: 'anchor', anchor: 'property-anchor'},
      {name: 'version', anchor: 'property-version'},
      {name: 'canMergeWhenEmpty', anchor: 'canmergewhenempty'},
      {name: 'getCommonAncestor', anchor: 'getcommonancestor'},
    ]);
  });

  it('reads the members of a generated topic page and the own page each had', () => {
    const markdown = [
      '# lexical: Editor',
      '## Type Aliases',
      '### CommandListener\\<P\\> {#commandlistener}',
      '##### type {#type}',
      '## Variables',
      '### ~~CAN\\_UNDO\\_COMMAND~~ {#can_undo_command}',
      '## Functions',
      '### $getRoot() {#getroot}',
      '<h4>Returns</h4>',
    ].join('\n');
    expect(topicPageMembers(markdown, 'modules/lexical/editor.md', '/docs/api')).toEqual([
      {
        ownPageUrl: '/docs/api/type-aliases/lexical.CommandListener',
        url: '/docs/api/modules/lexical/editor#commandlistener',
      },
      {
        ownPageUrl: '/docs/api/variables/lexical.CAN_UNDO_COMMAND',
        url: '/docs/api/modules/lexical/editor#can_undo_command',
      },
      {ownPageUrl: '/docs/api/functions/lexical.$getRoot', url: '/docs/api/modules/lexical/editor#getroot'},
    ]);
  });
});

describe('redirect map', () => {
  it('keys anchor redirects by the page the reader lands on after a path redirect', () => {
    const map = buildRedirectMap([
      {from: '/old', to: '/new', reason: 'moved'},
      {from: '/old#a', to: '/other#b', reason: 'section moved'},
      {from: '/new#c', to: '/new#d', reason: 'section renamed'},
      {from: '/old#same', to: '/new#same', reason: 'kept by the redirect page'},
    ]);
    expect(map.paths).toEqual([{from: '/old', to: '/new'}]);
    expect(map.anchors).toEqual({'/new': {a: '/other#b', c: '/new#d'}});
  });
  it('rejects a URL redirected twice and a redirect to a redirect', () => {
    expect(() =>
      buildRedirectMap([
        {from: '/a', to: '/b', reason: ''},
        {from: '/a', to: '/c', reason: ''},
      ]),
    ).toThrow(/redirected twice/);
    expect(() =>
      buildRedirectMap([
        {from: '/a', to: '/b', reason: ''},
        {from: '/b', to: '/c', reason: ''},
      ]),
    ).toThrow(/leads to a redirect/);
  });
  it('spreads pages over a fixed set of buckets, the same page always in the same one', () => {
    const bucket = anchorBucket('/docs/api/classes/lexical.RangeSelection');
    expect(bucket).toBe(anchorBucket('/docs/api/classes/lexical.RangeSelection'));
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(anchorBucketCount);
    const buckets = anchorBuckets({'/a': {x: '/a#y'}, '/b': {x: '/c'}});
    expect(buckets).toHaveLength(anchorBucketCount);
    expect(buckets[anchorBucket('/a')]['/a']).toEqual({x: '/a#y'});
  });
  it('writes server rules with the base URL, external targets as they are', () => {
    const paths = [
      {from: '/docs', to: '/docs/intro'},
      {from: '/docs/demos/intro', to: 'https://playground.lexical.dev/'},
    ];
    expect(netlifyRedirects(paths, '/lexical/').split('\n').slice(1, 3)).toEqual([
      '/lexical/docs /lexical/docs/intro 301',
      '/lexical/docs/demos/intro https://playground.lexical.dev/ 301',
    ]);
    expect(vercelConfig(paths, [], '/').redirects[0]).toEqual({
      source: '/docs',
      destination: '/docs/intro',
      permanent: true,
    });
  });
});

describe('re-exported classes', () => {
  const reExports = reExportedClassRedirects();

  it('redirect from their URL under each module that re-exports them to the page that documents them', () => {
    expect(reExports).toContainEqual(
      expect.objectContaining({
        from: '/docs/api/classes/lexical_react_LexicalTypeaheadMenuPlugin.MenuOption',
        to: '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption',
      }),
    );
    expect(reExports).toContainEqual(
      expect.objectContaining({
        from: '/docs/api/classes/lexical_code_core.CodeNode',
        to: '/docs/api/classes/lexical_code.CodeNode',
      }),
    );
  });

  it('get server rules like every other moved path, in _redirects and vercel.json', () => {
    const map = buildRedirectMap([...movedPages, ...reExports]);
    const netlify = netlifyRedirects(map.paths, '/').split('\n');
    const vercel = vercelConfig(map.paths, [], '/').redirects as VercelRedirect[];
    for (const {from, to} of reExports) {
      expect(netlify).toContain(`${from} ${to} 301`);
      expect(vercelRedirect(vercel, from)).toEqual({destination: to, permanent: true});
    }
  });
});

describe('redirect pages', () => {
  const script = '/assets/js/redirect.0123abcd.js';

  it('hold no inline script, so the Content-Security-Policy needs no hash for each of them', () => {
    const html = redirectPageHtml('/docs/intro', script);
    expect(inlineCodeOf(html)).toEqual({scripts: [], inlineHandlers: []});
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(html).toContain('<link rel="canonical" href="/docs/intro" />');
    expect(html).toContain(`<script src="${script}" data-to="/docs/intro" data-forward></script>`);
  });

  it('pass the query and anchor on only when the target has neither', () => {
    expect(redirectPageHtml('/docs/react/plugins#listplugin', script)).not.toContain('data-forward');
    expect(redirectPageHtml('https://playground.lexical.dev/', script)).toContain('data-forward');
  });

  it('escape the target in attributes', () => {
    const html = redirectPageHtml('/a?b=1&c="x"', script);
    expect(html).toContain('data-to="/a?b=1&amp;c=%22x%22"');
    expect(html).not.toContain('"x"');
  });

  /** The shared script, run as the browser runs it in a page whose script element has `attributes`. */
  function runScript(attributes: Record<string, string>, search: string, hash: string): string {
    const location = {href: 'http://host/old', search, hash};
    const currentScript = {
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
    };
    vm.runInNewContext(redirectScript, {document: {currentScript}, window: {location}});
    return location.href;
  }

  it('go to the target, keeping the query and anchor when the page says so', () => {
    expect(runScript({'data-to': '/docs/intro', 'data-forward': ''}, '?from=x', '#top')).toBe('/docs/intro?from=x#top');
    expect(runScript({'data-to': '/docs/react/plugins#listplugin'}, '?from=x', '#top')).toBe(
      '/docs/react/plugins#listplugin',
    );
    expect(runScript({}, '', '')).toBe('http://host/old');
  });

  it('name the script by its content', () => {
    expect(redirectScriptFile()).toMatch(/^assets\/js\/redirect\.[0-9a-f]{8}\.js$/);
    expect(redirectScriptFile()).toBe(redirectScriptFile());
  });
});

describe('vercel.json', () => {
  it('keeps the keys another plugin wrote when one sets its own', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vercel-json-'));
    mergeVercelConfig(outDir, {redirects: [{source: '/a', destination: '/b', permanent: true}]});
    mergeVercelConfig(outDir, {headers: [{source: '/(.*)', headers: [{key: 'X-Test', value: '1'}]}]});
    const written = JSON.parse(fs.readFileSync(path.join(outDir, 'vercel.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(['headers', 'redirects']);
    expect(written.redirects).toEqual([{source: '/a', destination: '/b', permanent: true}]);
    fs.rmSync(outDir, {recursive: true});
  });
});

describe('plugin options', () => {
  const validate = (options: unknown) =>
    validateOptions({validate: normalizePluginOptions as never, options: options as never}) as Record<string, unknown>;
  it('fills in the defaults', () => {
    expect(validate({})).toMatchObject({apiDir: 'api', serverRedirects: true, markdownRedirects: true});
  });
  it('rejects unknown keys', () => {
    expect(() => validate({redirect: []})).toThrow(/redirect/);
  });
});

/** Every docs route of the sources and the anchors of its headings (explicit `{#id}` or slugged text). */
function docRoutes(): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  const docsDir = path.join(siteDir, 'docs');
  for (const file of globSync('**/*.{md,mdx}', {cwd: docsDir, ignore: ['api/**']})) {
    const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
    const slug = /^slug: *['"]?([^'"\n]+)/m.exec(source)?.[1];
    const route = slug
      ? `/docs${slug}`.replace(/\/$/, '')
      : `/docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
    const slugger = createSlugger();
    const anchors = new Set<string>();
    let inFence = false;
    for (const line of source.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      const heading = !inFence && /^#{1,6} +(.*)$/.exec(line);
      if (!heading) continue;
      const explicit = /\{#([^}]+)\}\s*$/.exec(heading[1]);
      const text = heading[1].replace(/`|\*\*|\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
      anchors.add(explicit ? explicit[1] : slugger.slug(text));
    }
    routes.set(route, anchors);
  }
  for (const file of globSync('*.{tsx,md,mdx}', {cwd: path.join(siteDir, 'src/pages')})) {
    routes.set(`/${file.replace(/\.\w+$/, '').replace(/^index$/, '')}`, new Set());
  }
  // The gallery: its index and one page per example folder.
  routes.set('/gallery', new Set());
  for (const example of fs.readdirSync(path.join(siteDir, 'gallery'), {withFileTypes: true})) {
    if (example.isDirectory()) routes.set(`/gallery/${example.name}`, new Set());
  }
  // Module pages, and the index page of a package that has only sub-path modules (@lexical/react).
  for (const {name, packageName} of documentedModules()) {
    for (const moduleName of [name, packageName]) routes.set(`/docs/api/modules/${moduleAlias(moduleName)}`, new Set());
  }
  return routes;
}

describe('hand-kept table', () => {
  const routes = docRoutes();
  it('gives every entry a one-line reason', () => {
    for (const {from, reason} of movedPages) expect(reason, from).toMatch(/^[^\n]{10,}$/);
  });
  it('redirects only URLs that are no page of the site', () => {
    for (const {from} of movedPages) {
      const {path: page, anchor} = splitAnchor(from);
      if (anchor) expect(routes.get(page)?.has(anchor) ?? false, from).toBe(false);
      else expect(routes.has(page), from).toBe(false);
    }
  });
  it('leads every entry to a page of the site and a heading of it', () => {
    for (const {from, to} of movedPages) {
      if (isExternal(to)) {
        expect(to, from).toMatch(/^https:\/\/(playground\.lexical\.dev|github\.com\/facebook\/lexical)\//);
        continue;
      }
      const {path: page, anchor} = splitAnchor(to);
      // Class and interface pages exist only once the build has generated them: the build's own check of every
      // redirect target (redirects plugin, postBuild) and tests/e2e/lexical-dev-gallery-links.spec.ts cover them.
      if (/^\/docs\/api\/(classes|interfaces)\//.test(page)) continue;
      expect(routes.has(page), `${from} -> ${to}`).toBe(true);
      if (anchor) expect(routes.get(page)?.has(anchor), `${from} -> ${to}`).toBe(true);
    }
  });
  it('is consistent (no URL twice, no redirect to a redirect)', () => {
    expect(() => buildRedirectMap(movedPages)).not.toThrow();
  });
});
