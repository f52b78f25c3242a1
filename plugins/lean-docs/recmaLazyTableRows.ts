import type {ArrowFunctionExpression, CallExpression, Node, Program} from 'estree';

/**
 * Recma plugin: the content of each Markdown table in a page's compiled MDX becomes a function that the table
 * component calls when it renders the rows, instead of elements built with the rest of the page's content.
 * On a first load the site's table component keeps the server's markup (src/components/ScrollableTable) and never
 * calls it: the API module pages build thousands of elements fewer, in one function that React cannot split,
 * while they hydrate.
 *
 * MDX writes a table as `_jsxs(_components.table, {children: [...]})` (or `_jsx` for one child). `_jsxs` marks its
 * children as a static array, which a function is not: the call becomes `_jsx`, which every module with a table
 * has (its header row is a one-child element). A table in a module without it is left as it is.
 */
export default function recmaLazyTableRows() {
  return (tree: Program): void => {
    let hasJsx = false;
    visit(tree, (node) => {
      hasJsx ||= node.type === 'Identifier' && node.name === '_jsx';
    });
    if (hasJsx) visit(tree, makeTableRowsLazy);
  };
}

/** Rewrites `node` in place if it is the creation of a Markdown table with its children given. */
function makeTableRowsLazy(node: Node): void {
  if (node.type !== 'CallExpression' || !isTableElement(node)) return;
  const props = node.arguments[1];
  if (props?.type !== 'ObjectExpression') return;
  for (const property of props.properties) {
    if (property.type !== 'Property' || property.computed || !isNamed(property.key, 'children')) continue;
    if (property.value.type === 'ArrowFunctionExpression') return;
    const rows: ArrowFunctionExpression = {
      type: 'ArrowFunctionExpression',
      params: [],
      body: property.value as ArrowFunctionExpression['body'],
      expression: true,
    };
    property.value = rows;
    (node.callee as {name: string}).name = '_jsx';
    return;
  }
}

function isTableElement(call: CallExpression): boolean {
  const [type] = call.arguments;
  return (
    call.callee.type === 'Identifier' &&
    (call.callee.name === '_jsx' || call.callee.name === '_jsxs') &&
    type?.type === 'MemberExpression' &&
    !type.computed &&
    type.object.type === 'Identifier' &&
    type.object.name === '_components' &&
    isNamed(type.property, 'table')
  );
}

function isNamed(node: Node, name: string): boolean {
  return (node.type === 'Identifier' && node.name === name) || (node.type === 'Literal' && node.value === name);
}

/** Calls `visitor` on every node of the tree, parents before their children. */
function visit(node: Node, visitor: (node: Node) => void): void {
  visitor(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) visit(child, visitor);
    } else if (isNode(value)) visit(value, visitor);
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';
}
