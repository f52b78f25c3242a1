import {describe, expect, it} from 'vitest';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {contextualSearchTags, isPathUnder} from '../../plugins/search-index/theme/SearchBar/contextualSearchTags';

function version(name: string, path: string, isLast = false): GlobalVersion {
  return {name, label: name, isLast, path, mainDocId: 'intro', docs: [], draftIds: [], sidebars: {}};
}

function docs(path: string, versions: GlobalVersion[]): GlobalPluginData {
  return {path, versions, breadcrumbs: true} as unknown as GlobalPluginData;
}

// This site's two docs instances (guides at /docs, the API at /docs/api), and a versioned one for the general case.
const site = {
  default: docs('/docs', [version('current', '/docs', true)]),
  api: docs('/docs/api', [version('current', '/docs/api', true)]),
};
const versioned = {
  default: docs('/docs', [
    version('current', '/docs/next'),
    version('2.0', '/docs', true),
    version('1.0', '/docs/1.0'),
  ]),
  api: docs('/docs/api', [version('current', '/docs/api', true)]),
};

describe('contextual search tags', () => {
  it("tags every instance's latest version outside the docs, and the page's instance inside", () => {
    const tags = ['default', 'docs-default-current', 'docs-api-current'];
    expect(contextualSearchTags(site, {}, '/search')).toEqual(tags);
    expect(contextualSearchTags(site, {}, '/docs/intro')).toEqual(tags);
    expect(contextualSearchTags(site, {}, '/docs/api/classes/lexical.LexicalEditor')).toEqual(tags);
  });

  it("takes the version the page is in, the deepest path winning, else the reader's preferred, else the latest", () => {
    const preferred = {default: version('1.0', '/docs/1.0'), api: null};
    expect(contextualSearchTags(versioned, {}, '/search')).toEqual(['default', 'docs-default-2.0', 'docs-api-current']);
    expect(contextualSearchTags(versioned, preferred, '/search')).toEqual([
      'default',
      'docs-default-1.0',
      'docs-api-current',
    ]);
    // In the next version: that one, whatever is preferred; /docs (2.0) contains the path too, but less deeply.
    expect(contextualSearchTags(versioned, preferred, '/docs/next/intro')).toEqual([
      'default',
      'docs-default-current',
      'docs-api-current',
    ]);
    // On an API page the guides are not the page's instance: their preferred version stays.
    expect(contextualSearchTags(versioned, preferred, '/docs/api/modules/lexical')).toEqual([
      'default',
      'docs-default-1.0',
      'docs-api-current',
    ]);
  });

  it('matches paths as the router does: whole segments, any case, a trailing slash or none', () => {
    expect(isPathUnder('/docs/api/x', '/docs/api')).toBe(true);
    expect(isPathUnder('/docs/api', '/docs/api/')).toBe(true);
    expect(isPathUnder('/DOCS/Intro/', '/docs')).toBe(true);
    expect(isPathUnder('/docs-extra/x', '/docs')).toBe(false);
    expect(isPathUnder('/blog', '/docs')).toBe(false);
    expect(isPathUnder('/anything', '/')).toBe(true);
  });
});
