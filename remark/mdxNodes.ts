/**
 * The MDX nodes the remark plugins add to a page: an import at the top of the page and the attributes of the element
 * that replaces a fence. Each carries its estree, which MDX compiles from; the text is what a reader of the tree sees.
 */
import type {Program} from 'estree';
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/** The shape of an mdast node the plugins walk: what they read of any node. */
export type TreeNode = {type: string; children?: TreeNode[]};

/** `import <identifier> from '<source>';` */
export function defaultImport(identifier: string, source: string): MdxjsEsm {
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

/** An attribute whose value is the expression `expression` (an identifier or a number literal). */
export function expressionAttribute(
  name: string,
  expression: {identifier: string} | {number: number},
): MdxJsxAttribute {
  const value = 'identifier' in expression ? expression.identifier : String(expression.number);
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression:
          'identifier' in expression
            ? {type: 'Identifier', name: expression.identifier}
            : {type: 'Literal', value: expression.number, raw: value},
      },
    ],
  };
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value, data: {estree}}};
}

/** An attribute with a literal string value. */
export function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/**
 * Replaces each code fence of `tree` that `matches` accepts by the element `toElement` makes of it (`where` names the
 * fence as `<page>:<line>` for its errors), and returns how many it replaced.
 */
export function replaceCodeFences(
  tree: Root,
  page: string,
  matches: (code: Code) => boolean,
  toElement: (code: Code, where: string) => MdxJsxFlowElement,
): number {
  let replaced = 0;
  const visit = (node: TreeNode): void => {
    node.children?.forEach((child, index) => {
      const code = child as unknown as Code;
      if (child.type === 'code' && matches(code)) {
        node.children![index] = toElement(code, `${page}:${code.position?.start.line ?? '?'}`) as unknown as TreeNode;
        replaced += 1;
      } else {
        visit(child);
      }
    });
  };
  visit(tree as unknown as TreeNode);
  return replaced;
}
