/**
 * The host files of the build (`vercel.json`, `_redirects`, `_headers`) against the build itself: which requests
 * Vercel would send to a Markdown twin, whether that twin is there to be served, and whether the hosts get the same
 * redirects and headers. Vercel's rules are applied as Vercel compiles them (tests/helpers/vercelRoutes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {markdownTwinPath} from '../../plugins/markdown-twins/twinPath';
import {vercelRedirect, vercelSourceRegExp, type VercelRedirect} from '../helpers/vercelRoutes';
import {buildDir} from './support/builtSite';
import {builtSecurityHeaders} from './support/csp';

interface VercelConfig {
  redirects: VercelRedirect[];
  headers: {source: string; headers: {key: string; value: string}[]}[];
}

const vercel = JSON.parse(fs.readFileSync(path.join(buildDir, 'vercel.json'), 'utf8')) as VercelConfig;
const netlifyRules = fs
  .readFileSync(path.join(buildDir, '_redirects'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));
const markdown = {accept: 'text/markdown'};

/** Pages of the sitemap, as the twins plugin names them (no trailing slash). */
const pages = [
  ...new Set(
    [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      new URL(match[1]!).pathname.replace(/(.)\/$/, '$1'),
    ),
  ),
];

/** Every file of the build as the URL path a host serves it at (`docs/intro/index.html` is `/docs/intro`). */
function servedPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else paths.push(`/${path.relative(buildDir, file).split(path.sep).join('/')}`.replace(/(.)\/index\.html$/, '$1'));
    }
  };
  walk(buildDir);
  return paths.map((served) => (served === '/index.html' ? '/' : served));
}

test('a request for Markdown reaches the twin of every page, with or without its trailing slash', async ({request}) => {
  expect(pages.length).toBeGreaterThan(100);
  const failures: string[] = [];
  for (const page of pages) {
    for (const asked of page === '/' ? ['/'] : [page, `${page}/`]) {
      const target = vercelRedirect(vercel.redirects, asked, markdown);
      if (target?.destination !== markdownTwinPath(page) || target.permanent) {
        failures.push(`${asked} -> ${JSON.stringify(target)}`);
      }
    }
    if (!fs.existsSync(path.join(buildDir, markdownTwinPath(page)))) failures.push(`${page}: no twin in the build`);
  }
  expect(failures).toEqual([]);
  // What an agent then gets: the twin, as Markdown.
  for (const page of ['/', '/docs/intro', '/docs/api/classes/lexical.LexicalEditor', '/docs/packages/lexical-react']) {
    const twin = await request.get(vercelRedirect(vercel.redirects, page, markdown)!.destination);
    expect(twin.status(), page).toBe(200);
    expect(await twin.text(), page).toMatch(/^# /);
  }
});

test('a request for Markdown of any other file of the build is served as it is', () => {
  const pageSet = new Set(pages);
  const others = servedPaths().filter((served) => !pageSet.has(served));
  expect(others).toEqual(expect.arrayContaining(['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/blog/rss.xml']));
  expect(others.filter((served) => /\/llms\.txt$/.test(served)).length).toBeGreaterThan(10);
  const redirected = others
    .map((served) => [served, vercelRedirect(vercel.redirects, served, markdown)] as const)
    // Old paths keep their permanent redirect: a redirect page is not a page.
    .filter(([, target]) => target !== undefined && !target.permanent)
    .map(([served, target]) => `${served} -> ${target!.destination}`);
  expect(redirected).toEqual([]);
  expect(vercelRedirect(vercel.redirects, '/search', markdown)).toBeUndefined();
});

test('the URLs of re-exported classes redirect on the server, in both host files', () => {
  const reExports: [string, string][] = [
    [
      '/docs/api/classes/lexical_react_LexicalTypeaheadMenuPlugin.MenuOption',
      '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption',
    ],
    [
      '/docs/api/classes/lexical_react_LexicalNodeMenuPlugin.MenuOption',
      '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption',
    ],
    ['/docs/api/classes/lexical_code_core.CodeNode', '/docs/api/classes/lexical_code.CodeNode'],
    ['/docs/api/interfaces/lexical_extension.LexicalExtension', '/docs/api/interfaces/lexical.LexicalExtension'],
  ];
  for (const [from, to] of reExports) {
    expect(netlifyRules).toContain(`${from} ${to} 301`);
    expect(vercelRedirect(vercel.redirects, from)).toEqual({destination: to, permanent: true});
  }
  // Every redirect page of the build has a server rule.
  const redirectPages = servedPaths().filter((served) => {
    const file = path.join(buildDir, served, 'index.html');
    return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('<meta http-equiv="refresh"');
  });
  expect(redirectPages.length).toBeGreaterThan(100);
  const withoutRule = redirectPages.filter((from) => !netlifyRules.some((rule) => rule.startsWith(`${from} `)));
  expect(withoutRule).toEqual([]);
});

test('vercel.json sends the headers of _headers, on every path', () => {
  const expected = builtSecurityHeaders();
  for (const pathname of ['/', '/docs/intro', '/assets/js/main.js', '/llms.txt', '/docs/no-such-page']) {
    const sent = vercel.headers
      .filter((rule) => vercelSourceRegExp(rule.source).test(pathname))
      .flatMap((rule) => rule.headers);
    expect(sent, pathname).toEqual(expected);
  }
});
