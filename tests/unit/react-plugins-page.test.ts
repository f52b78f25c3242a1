import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listLexicalReactComponents} from './lexicalReactComponents';

const projectRoot = path.resolve(__dirname, '../..');
const pagePath = path.join(projectRoot, 'docs/react/plugins.mdx');
const page = readFileSync(pagePath, 'utf8');

/** The names documented with their own heading: "### `Name` {#id}". */
function documentedHeadings(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const match of markdown.matchAll(/^###\s+`([A-Za-z0-9_]+)`/gm)) names.add(match[1]);
  return names;
}

describe('react/plugins page', () => {
  const components = listLexicalReactComponents(projectRoot);
  const headings = documentedHeadings(page);

  it('reads the component exports of the installed @lexical/react', () => {
    // Sanity floor: if parsing the declarations broke, the list would be short.
    expect(components.filter((component) => component.isPlugin).length).toBeGreaterThanOrEqual(25);
    expect(components.map((component) => component.name)).toContain('RichTextPlugin');
  });

  it('gives every exported plugin and component a section of its own', () => {
    const missing = [...new Set(components.map((component) => component.name))]
      .filter((name) => !headings.has(name))
      .map((name) => {
        const specifiers = components.filter((component) => component.name === name).map((c) => c.specifier);
        return `${name} (${specifiers.join(', ')})`;
      });
    expect(missing, `Document these in ${path.relative(projectRoot, pagePath)}`).toEqual([]);
  });

  it('shows the import path of every plugin', () => {
    const missing = components
      .filter((component) => component.isPlugin && !page.includes(`'${component.specifier}'`))
      .map((component) => `${component.name}: import from '${component.specifier}'`);
    expect(missing).toEqual([]);
  });

  it('documents nothing that the package does not export', () => {
    const exported = new Set(components.map((component) => component.name));
    const unknown = [...headings].filter((name) => !exported.has(name));
    expect(unknown).toEqual([]);
  });
});
