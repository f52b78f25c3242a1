import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions} from '../../plugins/copy-page';
import {markdownTwinUrl} from '../../plugins/markdown-twins/twinPath';
import {markdownTwinPath} from '../../plugins/markdown-twins/twinPath';

describe('markdownTwinPath', () => {
  it.each([
    ['/docs/intro', '/docs/intro.md'],
    ['/docs/api/', '/docs/api.md'],
    ['/docs/api/classes/lexical.LexicalEditor', '/docs/api/classes/lexical.LexicalEditor.md'],
    ['/blog/welcome', '/blog/welcome.md'],
    ['/', '/index.md'],
  ])('%s has its twin at %s', (pathname, twin) => {
    expect(markdownTwinPath(pathname)).toBe(twin);
  });
});

describe('markdownTwinUrl', () => {
  it('is the twin path when the site is at the root', () => {
    expect(markdownTwinUrl('/docs/intro', '/')).toBe('/docs/intro.md');
    expect(markdownTwinUrl('/', '/')).toBe('/index.md');
  });

  it('applies the twin rule inside the base URL and puts the base back', () => {
    expect(markdownTwinUrl('/lexical/docs/intro', '/lexical/')).toBe('/lexical/docs/intro.md');
    expect(markdownTwinUrl('/lexical/docs/api/', '/lexical/')).toBe('/lexical/docs/api.md');
    expect(markdownTwinUrl('/lexical/', '/lexical/')).toBe('/lexical/index.md');
    expect(markdownTwinUrl('/lexical', '/lexical/')).toBe('/lexical/index.md');
  });
});

describe('copy-page plugin options', () => {
  const validate = normalizePluginOptions as never;

  it('fills in the defaults and rejects unknown keys', () => {
    expect(validateOptions({options: {}, validate})).toMatchObject(DEFAULT_OPTIONS);
    expect(() => validateOptions({options: {label: 'Copy'}, validate})).toThrow();
  });

  it('takes its own list of plugins whose pages have no twin', () => {
    const options = {pluginsWithoutTwins: ['some-search']};
    expect(validateOptions({options, validate})).toMatchObject(options);
    expect(() => validateOptions({options: {pluginsWithoutTwins: ['']}, validate})).toThrow();
  });
});
