/** Reads the coded calls of a production bundle. */
import ts from 'typescript';
import {parseBundle} from './ast';
import {addArgumentTokens, numericConstants} from './argumentTokens';
import {findProdFormatters} from './formatters';
import {keptOwnerName} from './ownerName';
import {contextTokens} from './tokens';
import type {CodeKind, ProdCall} from './types';

/** Finds every coded call (`formatProdErrorMessage(code, ...)`) in a production bundle. */
export function extractProdCalls(source: string): ProdCall[] {
  const file = parseBundle(source);
  const kinds = findProdFormatters(file);
  const constants = numericConstants(file);
  const coded: {call: ts.CallExpression; code: ts.NumericLiteral; kind: CodeKind}[] = [];
  const findCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const kind = ts.isIdentifier(node.expression)
        ? kinds.get(node.expression.text)
        : inlinedFormatterKind(node.expression, file);
      if (kind && first && ts.isNumericLiteral(first)) coded.push({call: node, code: first, kind});
    }
    ts.forEachChild(node, findCalls);
  };
  findCalls(file);
  // Codes are numbers too, but they say nothing about a call site (the development bundle has messages there).
  const codeLiterals = new Set<ts.Node>(coded.map(({code}) => code));
  // The development side leaves every thrown message out of the context; so does this side.
  const skipThrownMessages = (node: ts.Node) => {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Error'
    )
      for (const arg of node.arguments ?? []) if (ts.isStringLiteralLike(arg)) codeLiterals.add(arg);
    ts.forEachChild(node, skipThrownMessages);
  };
  skipThrownMessages(file);
  return coded.map(({call, code, kind}) => {
    const tokens = contextTokens(call, codeLiterals);
    const values = call.arguments.slice(1);
    addArgumentTokens(tokens, values, constants);
    const position = call.getStart(file) / source.length;
    return {code: Number(code.text), kind, argCount: values.length, tokens, position, owner: keptOwnerName(call)};
  });
}

/**
 * A bundle with a single coded call may have the formatter inlined where it is called, as a function expression
 * called at once: `function (e) { ... "Minified Lexical error #" ... }(322)`.
 */
function inlinedFormatterKind(callee: ts.Expression, file: ts.SourceFile): CodeKind | undefined {
  let expression = callee;
  while (ts.isParenthesizedExpression(expression)) expression = expression.expression;
  if (!ts.isFunctionExpression(expression) && !ts.isArrowFunction(expression)) return undefined;
  const text = expression.body.getText(file);
  if (text.includes('Minified Lexical error')) return 'error';
  if (text.includes('Minified Lexical warning')) return 'warning';
  return undefined;
}
