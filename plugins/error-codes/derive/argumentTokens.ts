/**
 * Constant-argument tokens: a minifier renames constants but keeps their
 * values, so the value a message is given says which call site it is.
 */
import ts from 'typescript';
import type {Tokens} from './tokens';
import {WEIGHTS} from './weights';

/** Numeric constants by name: `const X = 0` as `X`, `const Ids = {unmarked: 0}` as `Ids.unmarked`. */
export type NumericConstants = Map<string, number>;

/**
 * Numeric constants of a bundle: `const X = 0` and the members of
 * `const Ids = {unmarked: 0, temporary: 1}`. A name bound twice is left out.
 */
export function numericConstants(file: ts.SourceFile): NumericConstants {
  const constants: NumericConstants = new Map();
  const duplicates = new Set<string>();
  const set = (name: string, value: number) => {
    if (constants.has(name)) duplicates.add(name);
    constants.set(name, value);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      if (ts.isNumericLiteral(node.initializer)) set(node.name.text, Number(node.initializer.text));
      else if (ts.isObjectLiteralExpression(node.initializer))
        for (const property of node.initializer.properties)
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            ts.isNumericLiteral(property.initializer)
          )
            set(`${node.name.text}.${property.name.text}`, Number(property.initializer.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const name of duplicates) constants.delete(name);
  return constants;
}

/** The constant value of a message argument (`String(Ids.temporary)`, `String(q)`, `7`), if it has one. */
function constantValue(node: ts.Expression, constants: NumericConstants): number | undefined {
  if (ts.isParenthesizedExpression(node)) return constantValue(node.expression, constants);
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'String' &&
    node.arguments.length === 1
  )
    return constantValue(node.arguments[0], constants);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isIdentifier(node)) return constants.get(node.text);
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
    return constants.get(`${node.expression.text}.${node.name.text}`);
  return undefined;
}

/**
 * Adds `=index:value` for each argument with a constant value: the same value
 * at the same position rarely happens by chance, so it weighs heavily.
 */
export function addArgumentTokens(tokens: Tokens, args: readonly ts.Expression[], constants: NumericConstants): void {
  args.forEach((arg, index) => {
    const value = constantValue(arg, constants);
    if (value !== undefined)
      tokens.set(`=${index}:${value}`, (tokens.get(`=${index}:${value}`) ?? 0) + WEIGHTS.constantArgument);
  });
}
