import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {
  accessibilityOf,
  altText,
  collectDiagrams,
  diagramFileName,
  diagramsDir,
  findMermaidBlocks,
  svgSize,
  variants,
} from '../../plugins/mermaid-svg/diagrams';
import {validateOptions} from '../../plugins/mermaid-svg';
import mermaidSvgRemarkPlugin from '../../remark/mermaid-svg';

const diagrams = collectDiagrams();

describe('rendered diagrams (static/diagrams)', () => {
  it('finds the mermaid blocks of docs/ and blog/', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(15);
  });

  it.each(diagrams.map((diagram) => [`${diagram.file}:${diagram.line}`, diagram] as const))(
    '%s has a current light and dark SVG with a size, and an accTitle and accDescr',
    (_where, diagram) => {
      for (const variant of variants) {
        const file = path.join(diagramsDir, diagramFileName(diagram.hash, variant));
        expect(fs.existsSync(file), `${path.basename(file)} is missing: run npm run diagrams`).toBe(true);
        const svg = fs.readFileSync(file, 'utf8');
        expect(svgSize(svg)).toBeDefined();
        // Mermaid puts accTitle and accDescr into <title> and <desc>: the file on its own is described too.
        expect(svg).toMatch(/<title\b/);
        expect(svg).toMatch(/<desc\b/);
      }
      const {title, description} = accessibilityOf(diagram.source);
      expect(title?.length).toBeGreaterThan(5);
      expect(description?.length).toBeGreaterThan(20);
    },
  );

  it('holds no file that no diagram uses', () => {
    const wanted = new Set(diagrams.flatMap((d) => variants.map((variant) => diagramFileName(d.hash, variant))));
    expect(fs.readdirSync(diagramsDir).filter((name) => !wanted.has(name))).toEqual([]);
  });
});

describe('mermaid-svg remark plugin', () => {
  const [first] = diagrams;
  const page = `# Page\n\n\`\`\`mermaid\n${first.source}\n\`\`\`\n`;

  function transform(source: string, file = 'docs/example.mdx'): Root {
    const blocks = findMermaidBlocks(source);
    const tree: Root = {
      type: 'root',
      children: blocks.map((block) => ({
        type: 'code',
        lang: 'mermaid',
        value: block.source,
        position: {start: {line: block.line, column: 1}, end: {line: block.line, column: 1}},
      })),
    };
    mermaidSvgRemarkPlugin()(tree, {path: path.resolve(file)});
    return tree;
  }

  it('replaces a block by the component with both sources, width, height and alt', () => {
    const tree = transform(page);
    expect(tree.children[0].type).toBe('mdxjsEsm');
    const element = tree.children[1] as MdxJsxFlowElement;
    expect(element.type).toBe('mdxJsxFlowElement');
    expect(element.name).toBe('MermaidDiagram');
    const props = Object.fromEntries(
      (element.attributes as MdxJsxAttribute[]).map((attribute) => [
        attribute.name,
        typeof attribute.value === 'string' ? attribute.value : attribute.value?.value,
      ]),
    );
    const light = fs.readFileSync(path.join(diagramsDir, diagramFileName(first.hash, 'light')), 'utf8');
    expect(props).toEqual({
      lightSrc: `/diagrams/${diagramFileName(first.hash, 'light')}`,
      darkSrc: `/diagrams/${diagramFileName(first.hash, 'dark')}`,
      width: String(svgSize(light)!.width),
      height: String(svgSize(light)!.height),
      alt: altText(accessibilityOf(first.source) as {title: string; description: string}),
    });
    expect(Number(props.width)).toBeGreaterThan(0);
    expect(Number(props.height)).toBeGreaterThan(0);
  });

  it('compiles to MDX that renders the component with numeric width and height', async () => {
    const code = String(await compile(page, {remarkPlugins: [mermaidSvgRemarkPlugin]}));
    expect(code).toContain('import MermaidDiagram from "@theme/MermaidDiagram"');
    expect(code).toMatch(/width: \d+/);
    expect(code).toMatch(/height: \d+/);
    expect(code).toMatch(/alt: "[^"]{20,}"/);
    expect(code).not.toContain('language-mermaid');
  });

  it('fails with the file, the line and the command to run when a diagram was edited', () => {
    const edited = page.replace(/\n```\n$/, '\n  %% edited\n```\n');
    expect(() => transform(edited, 'docs/edited.mdx')).toThrow(
      /docs\/edited\.mdx:3: the diagram has no current light SVG .*Run `npm run diagrams`/,
    );
  });

  it('fails when a diagram has no accTitle or accDescr', () => {
    const withoutAlt = '```mermaid\nflowchart LR\n  A --> B\n```\n';
    expect(() => transform(withoutAlt)).toThrow(/needs an accTitle: and an accDescr:/);
  });

  it('leaves pages without diagrams alone', () => {
    const tree: Root = {type: 'root', children: [{type: 'code', lang: 'ts', value: 'const a = 1;'}]};
    mermaidSvgRemarkPlugin()(tree, {});
    expect(tree.children).toHaveLength(1);
  });
});

describe('mermaid-svg plugin options', () => {
  it('accepts none and rejects unknown keys', () => {
    const validate = normalizePluginOptions as never;
    expect(() => validateOptions({options: {}, validate})).not.toThrow();
    expect(() => validateOptions({options: {colors: 'x'}, validate})).toThrow();
  });
});
