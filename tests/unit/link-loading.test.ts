import {describe, expect, it} from 'vitest';
import {routePathOf} from '../../src/clientModules/linkLoading';

const page = {href: 'https://lexical.dev/docs/intro#install', origin: 'https://lexical.dev'};

describe('routePathOf (the path Docusaurus matches a link by)', () => {
  it('drops the section and the query: routes match paths only', () => {
    expect(routePathOf('/docs/concepts/selection#setting-the-selection', page)).toBe('/docs/concepts/selection');
    expect(routePathOf('/search?q=editor%20state', page)).toBe('/search');
    expect(routePathOf('https://lexical.dev/blog?page=2#top', page)).toBe('/blog');
  });

  it('resolves a relative link against the page being read', () => {
    expect(routePathOf('../concepts/commands', page)).toBe('/concepts/commands');
    expect(routePathOf('#install', page)).toBe('/docs/intro');
  });

  it('decodes the path as the route paths are written, and keeps one that cannot be decoded', () => {
    expect(routePathOf('/docs/caf%C3%A9', page)).toBe('/docs/café');
    expect(routePathOf('/docs/100%', page)).toBe('/docs/100%');
  });

  it('gives nothing for another site, another scheme or an address that is no URL', () => {
    expect(routePathOf('https://github.com/facebook/lexical', page)).toBeUndefined();
    expect(routePathOf('mailto:someone@example.com', page)).toBeUndefined();
    expect(routePathOf('http://[bad', page)).toBeUndefined();
  });
});
