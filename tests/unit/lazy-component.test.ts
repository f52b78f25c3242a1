import {createElement} from 'react';
import {prerenderToNodeStream} from 'react-dom/static';
import {describe, expect, it} from 'vitest';
import {lazyComponent} from '../../src/components/lazyComponent';

async function renderedHtml(element: Parameters<typeof prerenderToNodeStream>[0]): Promise<string> {
  const {prelude} = await prerenderToNodeStream(element);
  let html = '';
  for await (const piece of prelude) html += String(piece);
  return html;
}

describe('lazyComponent', () => {
  it('loads the component the first time it renders, not before, and renders it with its props', async () => {
    let loads = 0;
    const Banner = ({text}: {text: string}) => createElement('p', {className: 'banner'}, text);
    const LazyBanner = lazyComponent(async () => {
      loads += 1;
      return {default: Banner};
    });
    expect(loads).toBe(0);
    expect(await renderedHtml(createElement(LazyBanner, {text: 'Unreleased version'}))).toBe(
      '<!--$--><p class="banner">Unreleased version</p><!--/$-->',
    );
    expect(await renderedHtml(createElement(LazyBanner, {text: 'again'}))).toBe(
      '<!--$--><p class="banner">again</p><!--/$-->',
    );
    expect(loads).toBe(1);
  });
});
