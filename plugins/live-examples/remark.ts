/**
 * Remark plugin: replaces each ```tsx live (or ```ts live) fence by <LiveExample>, carrying the fence's text as
 * `code`, so the example that runs is exactly the code that `npm run check:code-blocks` type-checks. A live fence
 * with another language, or an unknown panel name, fails the build with the page and line.
 */
import path from 'node:path';
import type {Program} from 'estree';
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {isLiveMeta, liveLanguages, parseLiveMeta} from './meta';

const componentName = 'LiveExample';
const componentSource = '@theme/LiveExample';

type Node = {type: string; children?: Node[]};

/** The props the remark plugin gives the theme component. */
export interface LiveExampleProps {
  code: string;
  language: 'ts' | 'tsx';
  /** Comma-separated panel names (see meta.ts). */
  panels: string;
  title?: string;
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
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
  return {type: 'mdxjsEsm', value: `import ${componentName} from ${JSON.stringify(componentSource)};`, data: {estree}};
}

/** The <LiveExample> element of a live fence; throws (naming `where`) when the fence is not a valid one. */
export function liveExampleElement(code: Code, where: string): MdxJsxFlowElement {
  const language = liveLanguages[(code.lang ?? '').toLowerCase()];
  if (!language) {
    throw new Error(`live-examples: ${where}: \`live\` works on ts and tsx fences, not on \`${code.lang ?? ''}\``);
  }
  let meta;
  try {
    meta = parseLiveMeta(code.meta);
  } catch (error) {
    throw new Error(`live-examples: ${where}: ${(error as Error).message}`);
  }
  const attributes = [
    stringAttribute('code', code.value),
    stringAttribute('language', language),
    stringAttribute('panels', meta.panels.join(',')),
  ];
  if (meta.title !== null) attributes.push(stringAttribute('title', meta.title));
  return {type: 'mdxJsxFlowElement', name: componentName, attributes, children: []};
}

export default function liveExamplesRemarkPlugin() {
  return (tree: Root, file: {path?: string}): void => {
    const page = file.path ? path.relative(process.cwd(), file.path) : '(unknown file)';
    let replaced = 0;
    const visit = (node: Node): void => {
      node.children?.forEach((child, index) => {
        const code = child as unknown as Code;
        if (child.type === 'code' && isLiveMeta(code.meta)) {
          const where = `${page}:${code.position?.start.line ?? '?'}`;
          node.children![index] = liveExampleElement(code, where) as unknown as Node;
          replaced += 1;
        } else {
          visit(child);
        }
      });
    };
    visit(tree as unknown as Node);
    if (replaced > 0) tree.children.unshift(importNode());
  };
}
