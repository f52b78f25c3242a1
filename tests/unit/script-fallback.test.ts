import {describe, expect, it} from 'vitest';
import {getHtmlMinifier} from '@docusaurus/bundler';
import {
  scriptFallbackNoticeAttribute,
  scriptsFailedAfterMs,
  scriptsFailedAttribute,
  scriptsFailedWatch,
} from '../../lib/ui/ScriptFallback/watchScript';
import {extractRecords} from '../../plugins/search-index/extractHtml';
import {convertPage} from '../../plugins/markdown-twins/htmlToMarkdown';
import {markdownTwinPath} from '../../plugins/markdown-twins/twinPath';

const origin = 'https://lexical.dev';

/** Runs the inline script against a stand-in of the few browser APIs it uses, as a page's head would. */
function runWatch() {
  const attributes = new Map<string, string>([['data-has-hydrated', 'false']]);
  const root = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
  const listeners: {type: string; listener: (event: {target: unknown}) => void; capture: unknown}[] = [];
  const timers: {callback: () => void; ms: number}[] = [];
  new Function('document', 'addEventListener', 'setTimeout', 'location', scriptsFailedWatch)(
    {documentElement: root},
    (type: string, listener: (event: {target: unknown}) => void, capture: unknown) =>
      listeners.push({type, listener, capture}),
    (callback: () => void, ms: number) => timers.push({callback, ms}),
    {origin},
  );
  return {
    failed: () => attributes.has(scriptsFailedAttribute),
    hydrate: () => attributes.set('data-has-hydrated', 'true'),
    /** An `error` event whose target is this element, as the window sees it while capturing. */
    errorOf: (target: unknown) =>
      listeners.filter((entry) => entry.type === 'error').forEach((entry) => entry.listener({target})),
    listeners,
    timers,
  };
}

describe('the inline script that notices a page whose scripts did not run', () => {
  it('listens for errors while capturing, where a script element failing to download reaches the window', () => {
    const watch = runWatch();
    expect(watch.listeners).toEqual([{type: 'error', listener: expect.any(Function), capture: true}]);
    expect(watch.timers.map((timer) => timer.ms)).toEqual([scriptsFailedAfterMs]);
  });

  it('marks the page when one of the site’s scripts fails before the page hydrated', () => {
    const watch = runWatch();
    watch.errorOf({tagName: 'SCRIPT', src: `${origin}/assets/js/main.2b083b0c.js`});
    expect(watch.failed()).toBe(true);
  });

  it('ignores other origins’ scripts, other elements and errors that are not a resource’s', () => {
    const watch = runWatch();
    watch.errorOf({tagName: 'SCRIPT', src: 'https://www.googletagmanager.com/gtag/js?id=G-1'});
    // An origin that merely starts like the site's is another origin.
    watch.errorOf({tagName: 'SCRIPT', src: `${origin}.evil.example/assets/js/main.js`});
    watch.errorOf({tagName: 'IMG', src: `${origin}/img/logo.svg`});
    watch.errorOf({tagName: 'LINK', href: `${origin}/assets/js/1.js`});
    // A script error thrown by running code targets the window, not an element.
    watch.errorOf({});
    watch.errorOf(null);
    expect(watch.failed()).toBe(false);
  });

  it('leaves a page that has hydrated alone: a later chunk failing is the running page’s to handle', () => {
    const watch = runWatch();
    watch.hydrate();
    watch.errorOf({tagName: 'SCRIPT', src: `${origin}/assets/js/123.js`});
    watch.timers[0]!.callback();
    expect(watch.failed()).toBe(false);
  });

  it('marks a page that has not hydrated when the time is up (a download that never ends)', () => {
    const watch = runWatch();
    expect(watch.failed()).toBe(false);
    watch.timers[0]!.callback();
    expect(watch.failed()).toBe(true);
  });

  it('is a text the build’s HTML minifier leaves as it is, so React Helmet keeps the server’s element', async () => {
    // Docusaurus' own minifier of the built pages, with this site's `future.faster` (SWC).
    const minifier = await getHtmlMinifier({type: 'swc'});
    const html = `<!DOCTYPE html><html><head><script data-rh="true">${scriptsFailedWatch}</script></head><body></body></html>`;
    const {code} = await minifier.minify(html);
    expect(code).toContain(`>${scriptsFailedWatch}</script>`);
    // Raw text in the page: nothing in it may read as the end of the element.
    expect(scriptsFailedWatch).not.toContain('<');
  });
});

/** A page with the notice that ScriptFallback renders, hidden, for when the page's scripts did not load. */
const pageWithNotice = `<!doctype html><html><head><title>Upgrading | Lexical</title></head><body>
<main class="container"><h1>Upgrading</h1>
<div class="alert alert--warning notice_x failed_y" role=alert hidden ${scriptFallbackNoticeAttribute}=""><p>This page&#x27;s script has not loaded.</div>
<noscript><div class="alert alert--warning" role=note><p>JavaScript is off.</div></noscript>
<p>Pick the release you are on.</p>
<h2 id=results>Results</h2><p>Every change.</p></main></body></html>`;

describe('the notices for a page that cannot run are not content', () => {
  it('the search index leaves them out', () => {
    const text = JSON.stringify(
      extractRecords({path: '/docs/api/upgrading', html: pageWithNotice}, {siteTitle: 'Lexical'}),
    );
    expect(text).toContain('Pick the release you are on');
    expect(text).not.toContain('has not loaded');
    expect(text).not.toContain('JavaScript is off');
  });

  it('the Markdown twin leaves them out', () => {
    const page = convertPage(
      pageWithNotice,
      {
        pageUrl: `${origin}/docs/api/upgrading`,
        siteRoot: `${origin}/`,
        isPage: () => true,
        twinPath: markdownTwinPath,
      },
      'Lexical',
    );
    const text = JSON.stringify(page?.body);
    expect(text).toContain('Pick the release you are on');
    expect(text).not.toContain('has not loaded');
    expect(text).not.toContain('JavaScript is off');
  });
});
