/**
 * Remark plugin for the package pages: gives each `<PackageExports package="…" />`
 * and `<PackageInfo package="…" />` a `data` prop, imported from that package's
 * data file only (see dataFiles.ts), so a page never ships another package's table.
 */
import type {Program} from 'estree';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {dataModulePath} from './dataFiles';

/** The components of the PackageExports theme module that render a package's data. */
const dataComponents = new Set(['PackageExports', 'PackageInfo']);

type Node = {type: string; children?: Node[]};

function isDataComponent(node: Node): node is MdxJsxFlowElement | MdxJsxTextElement {
  const {type} = node;
  return (
    (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') &&
    dataComponents.has((node as MdxJsxFlowElement).name ?? '')
  );
}

function importNode(identifier: string, source: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: identifier}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${identifier} from ${JSON.stringify(source)};`, data: {estree}};
}

function dataAttribute(identifier: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: {type: 'mdxJsxAttributeValueExpression', value: identifier, data: {estree}},
  };
}

export default function packageExportsRemarkPlugin() {
  return (tree: Root): void => {
    const identifiers = new Map<string, string>();
    const visit = (node: Node): void => {
      if (isDataComponent(node)) {
        const packageAttribute = node.attributes.find(
          (attribute): attribute is MdxJsxAttribute =>
            attribute.type === 'mdxJsxAttribute' && attribute.name === 'package',
        );
        if (typeof packageAttribute?.value !== 'string') {
          throw new Error(`package-exports: <${node.name}> needs a literal package="…" attribute`);
        }
        const packageName = packageAttribute.value;
        const identifier = identifiers.get(packageName) ?? `packageExportsData${identifiers.size}`;
        identifiers.set(packageName, identifier);
        node.attributes.push(dataAttribute(identifier));
      }
      node.children?.forEach(visit);
    };
    visit(tree as unknown as Node);
    const imports = [...identifiers].map(([packageName, identifier]) =>
      importNode(identifier, dataModulePath(packageName)),
    );
    tree.children.unshift(...imports);
  };
}
