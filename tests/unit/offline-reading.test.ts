import {describe, expect, it} from 'vitest';
import {createHash} from 'node:crypto';
import {scriptHashSource} from '../../plugins/offline-reading';
import {
  isStorable,
  offlinePageHtml,
  offlinePagePolicy,
  offlinePageScript,
  pageKey,
  pageSubresources,
  pageTitle,
  requestKind,
} from '../../plugins/offline-reading/worker/policy';

const scope = new URL('https://lexical.example/');
const get = (url: string, mode = 'no-cors') => ({method: 'GET', mode, url});
const worker = {workerFile: 'sw.js', networkOnly: ['search-index/']};

describe('offline-reading requestKind', () => {
  it.each([
    [get('https://lexical.example/docs/intro', 'navigate'), 'page'],
    [get('https://lexical.example/assets/js/main.1a2b3c4d.js'), 'asset'],
    [get('https://lexical.example/assets/js/34860.a061d4a6.js'), 'asset'],
    [get('https://lexical.example/assets/css/styles.0f3e9b2a.css'), 'asset'],
    [get('https://lexical.example/assets/images/diagram-3b9c1f0e2a.svg'), 'asset'],
    [get('https://lexical.example/search-index/mwyp3sha/terms.3.json'), 'pass'],
    [get('https://lexical.example/docs/search-index/notes.md'), 'file'],
    [get('https://lexical.example/img/logo.svg'), 'file'],
    [get('https://lexical.example/sw.js'), 'pass'],
    [get('https://fonts.example/font.woff2'), 'pass'],
    [{method: 'POST', mode: 'cors', url: 'https://lexical.example/api'}, 'pass'],
    [get('not a url'), 'pass'],
  ])('%o is %s', (request, kind) => {
    expect(requestKind(request, scope, worker)).toBe(kind);
  });

  it('leaves requests outside the base URL alone', () => {
    const docsScope = new URL('https://lexical.example/lexical/');
    expect(requestKind(get('https://lexical.example/other/page', 'navigate'), docsScope, worker)).toBe('pass');
    expect(requestKind(get('https://lexical.example/lexical/docs', 'navigate'), docsScope, worker)).toBe('page');
    expect(requestKind(get('https://lexical.example/lexical/sw.js'), docsScope, worker)).toBe('pass');
    expect(requestKind(get('https://lexical.example/lexical/search-index/a/core.json'), docsScope, worker)).toBe(
      'pass',
    );
    expect(requestKind(get('https://lexical.example/search-index/a/core.json'), docsScope, worker)).toBe('pass');
  });
});

describe('offline-reading pageKey', () => {
  it('stores a page once, whatever its query, fragment or trailing slash', () => {
    const key = pageKey('https://lexical.example/docs/api');
    expect(pageKey('https://lexical.example/docs/api/')).toBe(key);
    expect(pageKey('https://lexical.example/docs/api/?q=1#top')).toBe(key);
    expect(pageKey('https://lexical.example/')).toBe('https://lexical.example/');
  });
});

describe('offline-reading isStorable', () => {
  it('keeps whole successful same-origin answers only', () => {
    expect(isStorable({ok: true, status: 200, type: 'basic'})).toBe(true);
    expect(isStorable({ok: true, status: 206, type: 'basic'})).toBe(false);
    expect(isStorable({ok: false, status: 404, type: 'basic'})).toBe(false);
    expect(isStorable({ok: false, status: 0, type: 'opaque'})).toBe(false);
  });
});

describe('offline-reading pageTitle', () => {
  it('reads the title with its entities decoded', () => {
    expect(pageTitle('<html><head><title data-rh="true">Selection &amp; ranges | Lexical</title>')).toBe(
      'Selection & ranges | Lexical',
    );
    expect(pageTitle('<html><head></head>')).toBeUndefined();
  });
});

describe('offline-reading offlinePageHtml', () => {
  const settings = {baseUrl: '/', siteTitle: 'Lexical'};

  it('offers Retry for the same address, the home page and the saved pages', () => {
    const html = offlinePageHtml({
      url: 'https://lexical.example/docs/api/',
      online: false,
      savedPages: [{url: 'https://lexical.example/docs/intro', title: 'Introduction | Lexical'}],
      settings,
    });
    expect(html).toContain('<h1>You’re offline</h1>');
    expect(html).toContain('<a href="https://lexical.example/docs/api/">Retry</a>');
    expect(html).toContain('<a href="/">Home page</a>');
    expect(html).toContain('<a href="https://lexical.example/docs/intro">Introduction | Lexical</a>');
    // Its one script, allowed by its hash and nothing else.
    expect(html.match(/<script>([^<]*)<\/script>/g)).toEqual([`<script>${offlinePageScript}</script>`]);
  });

  it('allows its script by the hash of its text, and loads nothing', () => {
    const hash = scriptHashSource(offlinePageScript);
    expect(hash).toBe(`'sha256-${createHash('sha256').update(offlinePageScript, 'utf8').digest('base64')}'`);
    expect(offlinePagePolicy(hash)).toBe(
      `default-src 'none'; script-src ${hash}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`,
    );
  });

  it('says the site did not answer when the browser is online', () => {
    const html = offlinePageHtml({url: 'https://lexical.example/docs/x', online: true, savedPages: [], settings});
    expect(html).toContain('This page can’t be reached right now');
    expect(html).not.toContain('Pages you can read on this device');
  });

  it('escapes the address and the titles, and isolates the address', () => {
    const html = offlinePageHtml({
      url: 'https://lexical.example/docs/%22%3E%3Cimg%3E?q=<script>"',
      online: false,
      savedPages: [{url: 'https://lexical.example/a"b', title: '<b>x</b>'}],
      settings,
    });
    expect(html).not.toContain('<script>"');
    expect(html).not.toContain('<img>');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toMatch(/<code><bdi>[^<]*<\/bdi><\/code>/);
  });
});

describe('offline-reading pageSubresources', () => {
  it('lists the scripts, styles and preloads of the page origin that a page loads, as Docusaurus writes them', () => {
    const html = `<!doctype html><html><head>
<link rel=stylesheet href=/assets/css/styles.0f3e9b2a.css>
<link rel="preload" href="/assets/js/runtime~main.1a2b3c4d.js" as="script">
<link href=/assets/js/main.5e6f7a8b.js rel=preload as=script>
<link rel=alternate type=application/rss+xml href=/blog/rss.xml>
<link rel=icon href=/img/favicon.svg>
<link rel=preconnect href=https://fonts.example>
<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script>inline()</script>
</head><body><script src=/assets/js/main.5e6f7a8b.js defer></script><script src='/assets/js/a&amp;b.js'></script></body></html>`;
    expect(pageSubresources(html, 'https://lexical.example/docs/intro')).toEqual([
      'https://lexical.example/assets/css/styles.0f3e9b2a.css',
      'https://lexical.example/assets/js/runtime~main.1a2b3c4d.js',
      'https://lexical.example/assets/js/main.5e6f7a8b.js',
      'https://lexical.example/assets/js/a&b.js',
    ]);
  });
});
