import {createElement, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {deferredLayoutMinRows, deferredLayoutProps, tableShape} from '../../lib/ui/ScrollableTable/deferredLayout';

const Link = ({href, children}: {href: string; children?: ReactNode}) => createElement('a', {href}, children);
const row = (key: number, linked = false) =>
  createElement(
    'tr',
    {key},
    createElement('td', null, linked ? createElement(Link, {href: `/docs/${key}`}, `page ${key}`) : `cell ${key}`),
  );
const rows = (count: number, linked = false) => Array.from({length: count}, (_, index) => row(index, linked));

describe('deferred layout of long tables', () => {
  it('counts the body rows of a table as MDX writes it, not the header row, and sees a link in a cell', () => {
    const children = [
      createElement('thead', {key: 'head'}, createElement('tr', null, createElement('th', null, 'Name'))),
      createElement('tbody', {key: 'body'}, ...rows(6), row(6, true)),
    ];
    expect(tableShape(children)).toEqual({rows: 7, linked: true});
  });

  it('counts rows given as an array inside the body, as a component maps them', () => {
    expect(tableShape(createElement('tbody', null, rows(3), row(99)))).toEqual({rows: 4, linked: false});
    expect(tableShape(null)).toEqual({rows: 0, linked: false});
  });

  it('defers only long tables with links, with the row count the height estimate needs', () => {
    expect(deferredLayoutProps({rows: deferredLayoutMinRows - 1, linked: true})).toEqual({});
    // Without links the keyboard could not reach a wide table's hidden columns while it is not laid out.
    expect(deferredLayoutProps({rows: 100, linked: false})).toEqual({});
    const props = deferredLayoutProps({rows: deferredLayoutMinRows, linked: true});
    expect(props.className).toBeTruthy();
    expect(props.style).toEqual({'--table-rows': deferredLayoutMinRows});
    expect(deferredLayoutProps({rows: 2, linked: true}, 1).style).toEqual({'--table-rows': 2});
  });
});
