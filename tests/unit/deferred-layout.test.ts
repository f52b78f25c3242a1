import {createElement} from 'react';
import {describe, expect, it} from 'vitest';
import {
  countTableRows,
  deferredLayoutMinRows,
  deferredLayoutProps,
} from '../../src/components/ScrollableTable/deferredLayout';

const row = (key: number) => createElement('tr', {key}, createElement('td', null, `cell ${key}`));
const rows = (count: number) => Array.from({length: count}, (_, index) => row(index));

describe('deferred layout of long tables', () => {
  it('counts the body rows of a table as MDX writes it, not the header row', () => {
    const children = [
      createElement('thead', {key: 'head'}, createElement('tr', null, createElement('th', null, 'Name'))),
      createElement('tbody', {key: 'body'}, ...rows(7)),
    ];
    expect(countTableRows(children)).toBe(7);
  });

  it('counts rows given as an array inside the body, as a component maps them', () => {
    expect(countTableRows(createElement('tbody', null, rows(3), row(99)))).toBe(4);
    expect(countTableRows(null)).toBe(0);
  });

  it('defers only tables from the minimum length on, with the row count the height estimate needs', () => {
    expect(deferredLayoutProps(deferredLayoutMinRows - 1)).toEqual({});
    const props = deferredLayoutProps(deferredLayoutMinRows);
    expect(props.className).toBeTruthy();
    expect(props.style).toEqual({'--table-rows': deferredLayoutMinRows});
    expect(deferredLayoutProps(2, 1).style).toEqual({'--table-rows': 2});
  });
});
