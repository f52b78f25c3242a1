/** The kept name of the function a call sits in: both bundles share it, so it pairs calls directly. */
import ts from 'typescript';
import {isFunctionLike} from './ast';

/**
 * The name of the function around a call when a minifier keeps it: a method,
 * or a function exported as `exports.name = ...` (in a development bundle, the
 * declared name of a function that is exported under that same name).
 */
export function keptOwnerName(call: ts.Node): string | undefined {
  let fn: ts.Node | undefined = call.parent;
  while (fn && !isFunctionLike(fn)) fn = fn.parent;
  if (!fn || !isFunctionLike(fn)) return undefined;
  // Class names are minified in production: a method is known by its own name.
  if ((ts.isMethodDeclaration(fn) || ts.isGetAccessor(fn) || ts.isSetAccessor(fn)) && ts.isIdentifier(fn.name))
    return `.${fn.name.text}`;
  const parent = fn.parent;
  if (
    parent &&
    ts.isBinaryExpression(parent) &&
    ts.isPropertyAccessExpression(parent.left) &&
    ts.isIdentifier(parent.left.expression) &&
    parent.left.expression.text === 'exports'
  )
    return parent.left.name.text;
  if (ts.isFunctionDeclaration(fn) && fn.name) {
    const name = fn.name.text;
    const exported = fn.getSourceFile().text.includes(`exports.${name} = ${name};`);
    return exported ? name : undefined;
  }
  return undefined;
}
