/**
 * Remark plugin: replaces each ```mermaid block by <MermaidDiagram>, the light and dark SVGs that
 * `npm run diagrams` rendered ahead of time (see plugins/mermaid-svg/diagrams.ts), with their size and the diagram's
 * accTitle/accDescr as alt text. A block without current files fails the build, naming the page
 * and the command to run, so an edited diagram never ships stale or missing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
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
} from '../../plugins/mermaid-svg/diagrams';
import type {MermaidDiagramProps} from '../../plugins/mermaid-svg/types';
import {defaultImport, expressionAttribute, replaceCodeFences, stringAttribute} from '../mdxNodes';

/** The theme component (theme/MermaidDiagram) and the name the page imports it under. */
const componentName = 'MermaidDiagram';
const componentSource = '@theme/MermaidDiagram';

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
    attributes: Object.entries(props).map(([name, value]: [string, string | number]) =>
      typeof value === 'string' ? stringAttribute(name, value) : expressionAttribute(name, {number: value}),
    ),
    children: [],
  };
}

export default function mermaidSvgRemarkPlugin() {
  return (tree: Root, file: {path?: string}): void => {
    const page = file.path ? path.relative(siteDir, file.path) : '(unknown file)';
    const version = mermaidVersion();
    const replaced = replaceCodeFences(
      tree,
      page,
      (code) => code.lang === 'mermaid',
      (code, where) => diagramElement(diagramProps(code.value, where, version)),
    );
    if (replaced > 0) tree.children.unshift(defaultImport(componentName, componentSource));
  };
}
