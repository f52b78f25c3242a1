/**
 * Remark plugin: replaces each ```mermaid block by <MermaidDiagram>, the light and dark SVGs that
 * `npm run diagrams` rendered ahead of time (see diagrams.ts), with their size and the diagram's
 * accTitle/accDescr as alt text. A block without current files fails the build, naming the page
 * and the command to run, so an edited diagram never ships stale or missing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Program} from 'estree';
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {
  accessibilityOf,
  altText,
  diagramFileName,
  diagramHash,
  diagramsDir,
  diagramsUrlPath,
  mermaidVersion,
  siteDir,
  svgSize,
  type Variant,
} from './diagrams';

/** The theme component (theme/MermaidDiagram) and the name the page imports it under. */
const componentName = 'MermaidDiagram';
const componentSource = '@theme/MermaidDiagram';

type Node = {type: string; children?: Node[]};

export interface MermaidDiagramProps {
  lightSrc: string;
  darkSrc: string;
  width: number;
  height: number;
  alt: string;
}

function attribute(name: string, value: string | number): MdxJsxAttribute {
  if (typeof value === 'string') {
    return {type: 'mdxJsxAttribute', name, value};
  }
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value, raw: String(value)}}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: String(value), data: {estree}},
  };
}

function importNode(): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: componentName}}],
        source: {type: 'Literal', value: componentSource, raw: JSON.stringify(componentSource)},
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${componentName} from ${JSON.stringify(componentSource)};`,
    data: {estree},
  };
}

/** The props of a diagram's component, read from its rendered files; throws when they are missing. */
export function diagramProps(source: string, where: string, version: string = mermaidVersion()): MermaidDiagramProps {
  const rerender = 'Run `npm run diagrams` and commit static/diagrams.';
  const {title, description} = accessibilityOf(source);
  if (!title || !description) {
    throw new Error(`mermaid-svg: ${where}: the diagram needs an accTitle: and an accDescr: line (its alt text).`);
  }
  const hash = diagramHash(source, version);
  const sizes = {} as Record<Variant, {width: number; height: number}>;
  for (const variant of ['light', 'dark'] as const) {
    const file = path.join(diagramsDir, diagramFileName(hash, variant));
    let svg: string;
    try {
      svg = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `mermaid-svg: ${where}: the diagram has no current ${variant} SVG ` +
          `(${path.relative(siteDir, file)} is missing: the diagram is new or was edited). ${rerender}`,
      );
    }
    const size = svgSize(svg);
    if (!size) {
      throw new Error(`mermaid-svg: ${where}: ${path.relative(siteDir, file)} has no width and height. ${rerender}`);
    }
    sizes[variant] = size;
  }
  return {
    lightSrc: `${diagramsUrlPath}/${diagramFileName(hash, 'light')}`,
    darkSrc: `${diagramsUrlPath}/${diagramFileName(hash, 'dark')}`,
    // Both variants have one layout; the larger box never crops either.
    width: Math.max(sizes.light.width, sizes.dark.width),
    height: Math.max(sizes.light.height, sizes.dark.height),
    alt: altText({title, description}),
  };
}

function diagramElement(props: MermaidDiagramProps): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: Object.entries(props).map(([name, value]) => attribute(name, value as string | number)),
    children: [],
  };
}

export default function mermaidSvgRemarkPlugin() {
  return (tree: Root, file: {path?: string}): void => {
    const page = file.path ? path.relative(siteDir, file.path) : '(unknown file)';
    const version = mermaidVersion();
    let replaced = 0;
    const visit = (node: Node): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && (child as unknown as Code).lang === 'mermaid') {
          const code = child as unknown as Code;
          const where = `${page}:${code.position?.start.line ?? '?'}`;
          node.children![index] = diagramElement(diagramProps(code.value, where, version)) as unknown as Node;
          replaced += 1;
        } else {
          visit(child);
        }
      });
    };
    visit(tree as unknown as Node);
    if (replaced > 0) {
      tree.children.unshift(importNode());
    }
  };
}
