import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Config} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import securityHeadersPlugin, {validateOptions, type SecurityHeadersOptions} from '../../plugins/security-headers';
import {
  formatHeadersFile,
  headersForPath,
  maxHeaderLineLength,
  parseHeadersFile,
  vercelHeaders,
  type HeaderRule,
} from '../../plugins/security-headers/headersFile';
import {buildInlineCode, inlineCodeOf, scriptHash} from '../../plugins/security-headers/inlineScripts';
import {contentSecurityPolicy, securityHeaders, type PolicyInput} from '../../plugins/security-headers/policy';
import {vercelSourceRegExp} from '../helpers/vercelRoutes';

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as never}) as SecurityHeadersOptions;

/** The directives of a policy: name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const base: PolicyInput = {
  scriptHashes: [],
  allowEval: false,
  services: [],
  frameAncestors: ["'self'"],
  extraSources: {},
};

describe('inline scripts of the built HTML', () => {
  it('hashes a script as a Content-Security-Policy names it', () => {
    // The example of the CSP specification.
    expect(scriptHash("alert('Hello, world.');")).toBe('qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
    // The HTML parser turns CR LF into LF before the browser hashes the text.
    expect(scriptHash('a();\r\nb();')).toBe(scriptHash('a();\nb();'));
  });

  it('finds the scripts the browser runs, with their text as it stands in the page', () => {
    const html =
      '<!doctype html><html><head><script>var a=1&amp;&&b<c</script><script data-rh=true type=module>m()</script>' +
      '<script src="/assets/js/main.js"></script><script type="application/ld+json">{"@type":"WebPage"}</script>' +
      '<SCRIPT TYPE="text/javascript">upper()</SCRIPT></head><body><p>&lt;script&gt;not()&lt;/script&gt;</p></body></html>';
    expect(inlineCodeOf(html)).toEqual({scripts: ['var a=1&amp;&&b<c', 'm()', 'upper()'], inlineHandlers: []});
  });

  it('reports what no hash can allow: event handler attributes and javascript: URLs', () => {
    const html =
      '<body><img src=x onerror="steal()"><a href=" JavaScript:go()">x</a><a href="/javascript:ok">y</a></body>';
    expect(inlineCodeOf(html).inlineHandlers).toEqual(['<img onerror>', '<a href>']);
  });

  it('gathers the distinct scripts of a build folder and the files holding each', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-'));
    fs.mkdirSync(path.join(outDir, 'docs', 'intro'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'index.html'), '<script>theme()</script><script>home()</script>');
    fs.writeFileSync(path.join(outDir, 'docs', 'intro', 'index.html'), '<script>theme()</script>');
    fs.writeFileSync(path.join(outDir, 'docs', 'intro.md'), '<script>not a page()</script>');
    const found = await buildInlineCode(outDir);
    expect(found.files).toBe(2);
    expect(found.scripts.get(scriptHash('theme()'))).toEqual(['docs/intro/index.html', 'index.html']);
    expect(found.scripts.get(scriptHash('home()'))).toEqual(['index.html']);
    expect(found.scripts.size).toBe(2);
    fs.rmSync(outDir, {recursive: true});
  });
});

describe('Content-Security-Policy', () => {
  it("allows the site's own files, inline scripts only by hash, and no plugins, base or framing by others", () => {
    const policy = directives(contentSecurityPolicy({...base, scriptHashes: ['b=', 'a=', 'b=']}));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    const script = policy.get('script-src')!;
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).not.toContain('blob:');
  });

  it("adds 'unsafe-eval' only when asked", () => {
    expect(directives(contentSecurityPolicy({...base, allowEval: true})).get('script-src')).toContain("'unsafe-eval'");
  });

  it('adds the sources of Google Analytics and Algolia only when the build uses them', () => {
    const local = contentSecurityPolicy(base);
    expect(local).not.toMatch(/google|algolia/);
    const analytics = directives(contentSecurityPolicy({...base, services: ['google-analytics']}));
    expect(analytics.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(analytics.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(analytics.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://*.google-analytics.com']),
    );
    const algolia = directives(contentSecurityPolicy({...base, services: ['algolia']}));
    expect(algolia.get('connect-src')).toEqual([
      "'self'",
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
    ]);
    expect(algolia.get('script-src')).toEqual(["'self'"]);
  });

  it('adds extra sources, a directive not set yet starting from default-src', () => {
    const policy = directives(
      contentSecurityPolicy({...base, extraSources: {'frame-src': ['https://www.youtube-nocookie.com']}}),
    );
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });
});

describe('security headers', () => {
  const defaults = validate({});
  const headers = securityHeaders({
    ...base,
    referrerPolicy: defaults.referrerPolicy,
    permissions: defaults.permissions,
  });
  const byKey = new Map(headers.map(({key, value}) => [key, value]));

  it('sends the policy, nosniff, the framing rule for older browsers, a referrer policy and a permissions policy', () => {
    expect([...byKey.keys()]).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(byKey.get('X-Content-Type-Options')).toBe('nosniff');
    expect(byKey.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(byKey.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(byKey.get('Permissions-Policy')).toMatch(/^accelerometer=\(\), camera=\(\), .*usb=\(\)$/);
    expect(byKey.get('Permissions-Policy')).not.toMatch(/clipboard|fullscreen/);
  });

  it('names framing for older browsers only when frame-ancestors says one of its two words', () => {
    const framing = (frameAncestors: string[]) =>
      securityHeaders({...base, frameAncestors, referrerPolicy: 'no-referrer', permissions: {}}).find(
        ({key}) => key === 'X-Frame-Options',
      )?.value;
    expect(framing(["'none'"])).toBe('DENY');
    expect(framing(["'self'", 'https://example.com'])).toBeUndefined();
  });
});

describe('_headers and vercel.json', () => {
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [
        {key: 'X-Content-Type-Options', value: 'nosniff'},
        {key: 'Link', value: '</a>; rel=x'},
      ],
    },
    {path: '/docs/:page', headers: [{key: 'Link', value: '</b>; rel=y'}]},
  ];

  it('writes a file the hosts read, and reads it back', () => {
    const text = formatHeadersFile(rules, ['generated']);
    expect(text).toBe(
      '# generated\n/*\n  X-Content-Type-Options: nosniff\n  Link: </a>; rel=x\n/docs/:page\n  Link: </b>; rel=y\n',
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('refuses a line longer than Cloudflare Pages reads', () => {
    const long = [{path: '/*', headers: [{key: 'Content-Security-Policy', value: 'x'.repeat(maxHeaderLineLength)}]}];
    expect(() => formatHeadersFile(long)).toThrow(/longer than/);
  });

  it('gives a path the headers of every rule that matches it, a repeated header joined', () => {
    expect(headersForPath(rules, '/docs/intro')).toEqual([
      {key: 'X-Content-Type-Options', value: 'nosniff'},
      {key: 'Link', value: '</a>; rel=x, </b>; rel=y'},
    ]);
    expect(headersForPath(rules, '/docs/intro/more')).toHaveLength(2);
    expect(headersForPath(rules, '/')).toEqual([
      {key: 'X-Content-Type-Options', value: 'nosniff'},
      {key: 'Link', value: '</a>; rel=x'},
    ]);
  });

  it('turns the rules into the headers of vercel.json, whose sources match the same paths', () => {
    const vercel = vercelHeaders(rules);
    expect(vercel.map(({source}) => source)).toEqual(['/(.*)', '/docs/:page']);
    for (const pathname of ['/', '/docs/intro', '/assets/js/main.js', '/docs/intro/more']) {
      expect(
        vercel.map(({source}) => vercelSourceRegExp(source).test(pathname)),
        pathname,
      ).toEqual(rules.map((rule) => headersForPath([rule], pathname).length > 0));
    }
  });
});

describe('plugin', () => {
  it('fills in defaults and rejects what it does not know', () => {
    expect(validate({})).toMatchObject({allowEval: false, services: [], frameAncestors: ["'self'"], hostFiles: true});
    expect(() => validate({services: ['tracker']})).toThrow();
    expect(() => validate({referrerPolicy: 'sometimes'})).toThrow();
    expect(() => validate({extraSources: {'script-source': ['x']}})).toThrow();
    expect(() => validate({unknown: true})).toThrow();
  });

  function buildFolder(pages: Record<string, string>): string {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      fs.writeFileSync(path.join(outDir, file), html);
    }
    return outDir;
  }
  const postBuild = (outDir: string, options: unknown = {}) =>
    securityHeadersPlugin({} as never, validate(options)).postBuild!({outDir, baseUrl: '/'} as never);

  it('writes _headers and the headers of vercel.json, keeping its redirects, with the hashes of the built scripts', async () => {
    const outDir = buildFolder({
      'index.html': '<script>theme()</script>',
      'docs/intro/index.html': '<script>theme()</script>',
    });
    fs.writeFileSync(
      path.join(outDir, 'vercel.json'),
      JSON.stringify({redirects: [{source: '/a', destination: '/b'}]}),
    );
    await postBuild(outDir, {allowEval: true, services: ['algolia']});
    const rules = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'));
    expect(rules.map((rule) => rule.path)).toEqual(['/*']);
    const policy = rules[0]!.headers.find(({key}) => key === 'Content-Security-Policy')!.value;
    expect(directives(policy).get('script-src')).toEqual([
      "'self'",
      "'unsafe-eval'",
      `'sha256-${scriptHash('theme()')}'`,
    ]);
    expect(policy).toContain('https://*.algolia.net');
    const vercel = JSON.parse(fs.readFileSync(path.join(outDir, 'vercel.json'), 'utf8')) as {
      redirects: unknown[];
      headers: {source: string; headers: unknown[]}[];
    };
    expect(vercel.redirects).toEqual([{source: '/a', destination: '/b'}]);
    expect(vercel.headers).toEqual([{source: '/(.*)', headers: rules[0]!.headers}]);
    fs.rmSync(outDir, {recursive: true});
  });

  it('fails the build on an inline event handler', async () => {
    const outDir = buildFolder({'docs/x/index.html': '<button onclick="go()">Go</button>'});
    await expect(postBuild(outDir)).rejects.toThrow(/docs\/x\/index.html: <button onclick>/);
    fs.rmSync(outDir, {recursive: true});
  });

  it('fails the build when pages hold more distinct inline scripts than the policy may list', async () => {
    const outDir = buildFolder({
      'a/index.html': '<script>a()</script>',
      'b/index.html': '<script>b()</script>',
      'c/index.html': '<script>c()</script>',
    });
    await expect(postBuild(outDir, {maxInlineScripts: 2})).rejects.toThrow(/3 distinct inline scripts/);
    fs.rmSync(outDir, {recursive: true});
  });
});

describe('docusaurus.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** The options the site gives the plugin, with the given environment. */
  async function siteOptions(env: Record<string, string | undefined>): Promise<Partial<SecurityHeadersOptions>> {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const config = ((await import('../../docusaurus.config')) as {default: Config}).default;
    const plugin = await import('../../plugins/security-headers');
    const plugins: readonly unknown[] = config.plugins ?? [];
    const entries = plugins.filter((entry) => Array.isArray(entry) && entry[0] === plugin.default) as [
      unknown,
      Partial<SecurityHeadersOptions>,
    ][];
    expect(entries).toHaveLength(1);
    return entries[0]![1];
  }

  const hosted = {
    LEXICAL_DOCS_GTAG_ID: 'G-TEST12345',
    LEXICAL_DOCS_ALGOLIA_APP_ID: 'APP',
    LEXICAL_DOCS_ALGOLIA_SEARCH_KEY: 'key',
    LEXICAL_DOCS_ALGOLIA_INDEX: 'lexical',
  };

  it('allows eval for the live examples and no third party by default', async () => {
    const options = await siteOptions({
      LEXICAL_DOCS_GTAG_ID: undefined,
      LEXICAL_DOCS_ALGOLIA_APP_ID: undefined,
      LEXICAL_DOCS_ALGOLIA_SEARCH_KEY: undefined,
      LEXICAL_DOCS_ALGOLIA_INDEX: undefined,
    });
    expect(options).toMatchObject({allowEval: true, services: []});
  });

  it('adds Google Analytics and Algolia when their variables are set', async () => {
    expect((await siteOptions(hosted)).services).toEqual(['google-analytics', 'algolia']);
    expect((await siteOptions({...hosted, LEXICAL_DOCS_ALGOLIA_INDEX: ''})).services).toEqual(['google-analytics']);
  });
});
