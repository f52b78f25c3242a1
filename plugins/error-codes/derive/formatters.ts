/**
 * Finds the names a production bundle calls its message formatters by: the
 * functions that build "Minified Lexical error/warning" messages, and the
 * interop aliases some bundles call them through.
 */
import ts from 'typescript';
import {bindingNameOf, isFunctionLike, isLogical} from './ast';
import type {CodeKind} from './types';

const PROD_ERROR_MARKER = 'Minified Lexical error';
const PROD_WARNING_MARKER = 'Minified Lexical warning';

/** Every name a coded call in this production bundle may use, with the kind of message it formats. */
export function findProdFormatters(file: ts.SourceFile): Map<string, CodeKind> {
  const kinds = findFormatterFunctions(file);
  addInteropAliases(file, kinds);
  return kinds;
}

function findFormatterFunctions(file: ts.SourceFile): Map<string, CodeKind> {
  const kinds = new Map<string, CodeKind>();
  const visit = (node: ts.Node) => {
    if (isFunctionLike(node) && node.body) {
      const text = node.body.getText(file);
      // Some bundles wrap the formatter in an interop helper: `Re = Fe(function (e) {...})`.
      let argument: ts.Node = node;
      while (ts.isParenthesizedExpression(argument.parent)) argument = argument.parent;
      const call = argument.parent;
      const wrapped =
        ts.isCallExpression(call) && ts.isVariableDeclaration(call.parent) && ts.isIdentifier(call.parent.name)
          ? call.parent.name.text
          : undefined;
      const name = bindingNameOf(node) ?? wrapped;
      if (name && text.includes(PROD_ERROR_MARKER)) kinds.set(name, 'error');
      else if (name && text.includes(PROD_WARNING_MARKER)) kinds.set(name, 'warning');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return kinds;
}

/** Some bundles call the formatter through an interop alias: `r = nb && nb.__esModule ? nb.default : nb`. */
function addInteropAliases(file: ts.SourceFile, kinds: Map<string, CodeKind>): void {
  const visit = (node: ts.Node) => {
    const [name, value] =
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer
        ? [node.name.text, node.initializer]
        : ts.isBinaryExpression(node) &&
            node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            ts.isIdentifier(node.left)
          ? [node.left.text, node.right]
          : [undefined, undefined];
    // Only the interop shapes: `f && f.__esModule ? f.default : f` and `g || f`.
    const aliased =
      value && ts.isConditionalExpression(value)
        ? [value.whenTrue, value.whenFalse]
        : value && ts.isBinaryExpression(value) && isLogical(value)
          ? [value.right]
          : [];
    const formatter = aliased.find((expression) => ts.isIdentifier(expression) && kinds.has(expression.text));
    if (name && formatter && !kinds.has(name)) kinds.set(name, kinds.get((formatter as ts.Identifier).text)!);
    ts.forEachChild(node, visit);
  };
  visit(file);
}
