/** TypeScript AST helpers shared by the bundle readers. */
import ts from 'typescript';

/** Parses a (minified or not) JavaScript bundle. */
export function parseBundle(source: string, fileName = 'bundle.js'): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

export function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** The name a function is called by: `function q(){}`, `const q = function(){}` or `q = () => {}`. */
export function bindingNameOf(fn: ts.FunctionLikeDeclaration): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isBinaryExpression(parent) && ts.isIdentifier(parent.left)) return parent.left.text;
  return undefined;
}

/** `a || b` or `a && b`. */
export function isLogical(node: ts.BinaryExpression): boolean {
  const operator = node.operatorToken.kind;
  return operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.AmpersandAmpersandToken;
}

/** The functions around a node, innermost first. */
export function enclosingFunctions(node: ts.Node): ts.FunctionLikeDeclaration[] {
  const found: ts.FunctionLikeDeclaration[] = [];
  for (let current = node.parent; current; current = current.parent) if (isFunctionLike(current)) found.push(current);
  return found;
}
