/** Message templates: a message with each interpolated value replaced by `%s`. */
import ts from 'typescript';

/** Evaluates a string-valued expression made of literals, templates and `+`; `${x}` becomes `%s`. */
export function messageTemplateOf(node: ts.Expression): {message: string; args: ts.Expression[]} | undefined {
  if (ts.isParenthesizedExpression(node)) return messageTemplateOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return {message: node.text, args: []};
  if (ts.isTemplateExpression(node)) {
    let message = node.head.text;
    const args: ts.Expression[] = [];
    for (const span of node.templateSpans) {
      message += '%s' + span.literal.text;
      args.push(span.expression);
    }
    return {message, args};
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageTemplateOf(node.left);
    const right = messageTemplateOf(node.right);
    if (left && right) return {message: left.message + right.message, args: [...left.args, ...right.args]};
  }
  return undefined;
}

/** Number of `%s` placeholders in a message template. */
export function countPlaceholders(message: string): number {
  return message.split('%s').length - 1;
}

/**
 * Whether a production call passing `prodArgs` values can throw a message
 * that takes `devArgs`; `lenientArgs` lets a call without values take any
 * (early releases passed none).
 */
export function argsFit(prodArgs: number, devArgs: number, lenientArgs: boolean): boolean {
  return prodArgs === devArgs || (lenientArgs && prodArgs === 0);
}
