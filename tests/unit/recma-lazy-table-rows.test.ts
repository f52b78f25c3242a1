import {compile, evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import recmaLazyTableRows from '../../plugins/lean-docs/recmaLazyTableRows';

const page = `
# Exports

| Name | Kind |
| --- | --- |
| [\`createEditor\`](/docs/api/modules/lexical#createeditor) | function |
| \`TextNode\` | class |

Between the tables.

| Only a header |
| --- |
`;

/** Renders the page with a table component that says how it was given its rows. */
async function render(recmaPlugins: (typeof recmaLazyTableRows)[]): Promise<string> {
  const {default: Content} = await evaluate(page, {...runtime, remarkPlugins: [remarkGfm], recmaPlugins});
  const table = ({children}: {children: ReactNode | (() => ReactNode)}) =>
    typeof children === 'function'
      ? createElement('table', {'data-rows': 'lazy'}, children())
      : createElement('table', {'data-rows': 'eager'}, children);
  return renderToStaticMarkup(createElement(Content, {components: {table}}));
}

describe('recmaLazyTableRows', () => {
  it('gives every Markdown table its rows as a function that builds what MDX would have built', async () => {
    const lazy = await render([recmaLazyTableRows]);
    const eager = await render([]);
    expect(lazy.match(/data-rows="lazy"/g)).toHaveLength(2);
    expect(eager.match(/data-rows="eager"/g)).toHaveLength(2);
    expect(lazy.replaceAll('data-rows="lazy"', 'data-rows="eager"')).toBe(eager);
    expect(lazy).toContain('<a href="/docs/api/modules/lexical#createeditor"><code>createEditor</code></a>');
  });

  it('creates the table through the one-child call, and touches no other element', async () => {
    const code = String(await compile(page, {remarkPlugins: [remarkGfm], recmaPlugins: [recmaLazyTableRows]}));
    expect(code.match(/_jsx\(_components\.table, \{\s*children: \(\) =>/g)).toHaveLength(2);
    expect(code).not.toMatch(/_jsxs\(_components\.table/);
    expect(code).toMatch(/_jsxs\(_components\.tr, \{\s*children: \[/);
  });
});
