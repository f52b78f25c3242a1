/**
 * Remark plugin for the package pages: gives each `<PackageExports package="…" />`
 * and `<PackageInfo package="…" />` a `data` prop, imported from that package's
 * data file only (see plugins/package-exports/dataFiles.ts), so a page never ships another package's table.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {dataModulePath} from '../../plugins/package-exports/dataFiles';
import {defaultImport, expressionAttribute, type TreeNode as Node} from '../mdxNodes';

/** The components of the PackageExports theme module that render a package's data. */
const dataComponents = new Set(['PackageExports', 'PackageInfo']);

function isDataComponent(node: Node): node is MdxJsxFlowElement | MdxJsxTextElement {
  const {type} = node;
  return (
    (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') &&
    dataComponents.has((node as MdxJsxFlowElement).name ?? '')
  );
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
        node.attributes.push(expressionAttribute('data', {identifier}));
      }
      node.children?.forEach(visit);
    };
    visit(tree as unknown as Node);
    const imports = [...identifiers].map(([packageName, identifier]) =>
      defaultImport(identifier, dataModulePath(packageName)),
    );
    tree.children.unshift(...imports);
  };
}
