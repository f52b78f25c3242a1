/** Reads the full messages of a development bundle. */
import ts from 'typescript';
import {parseBundle} from './ast';
import {addArgumentTokens, numericConstants} from './argumentTokens';
import {findDevOnlyFunctions, isDevOnlyCall} from './devOnly';
import {keptOwnerName} from './ownerName';
import {messageTemplateOf} from './template';
import {contextTokens} from './tokens';
import type {DevCall} from './types';

const DEV_MESSAGE_FUNCTIONS = new Set(['formatDevErrorMessage', 'formatDevWarningMessage']);

/**
 * Finds every full message in a development bundle: `formatDevErrorMessage(...)`
 * and `formatDevWarningMessage(...)` calls (current builds) and `throw Error(...)`
 * with a literal message (older builds inlined the throw).
 */
export function extractDevCalls(source: string): DevCall[] {
  const file = parseBundle(source);
  const sites: {node: ts.Node; messageNode: ts.Expression}[] = [];
  const find = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      DEV_MESSAGE_FUNCTIONS.has(node.expression.text)
    ) {
      if (node.arguments[0]) sites.push({node, messageNode: node.arguments[0]});
    } else if (ts.isThrowStatement(node) && node.expression) {
      const thrown = node.expression;
      if (
        (ts.isCallExpression(thrown) || ts.isNewExpression(thrown)) &&
        ts.isIdentifier(thrown.expression) &&
        thrown.expression.text === 'Error' &&
        thrown.arguments?.[0]
      )
        sites.push({node, messageNode: thrown.arguments[0]});
    }
    ts.forEachChild(node, find);
  };
  find(file);
  // Message literals are codes in the production bundle: leave them out of every context.
  const skip = new Set<ts.Node>();
  const skipLiterals = (node: ts.Expression) => {
    if (ts.isParenthesizedExpression(node)) skipLiterals(node.expression);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) skip.add(node);
    else if (ts.isTemplateExpression(node)) {
      skip.add(node.head);
      for (const span of node.templateSpans) skip.add(span.literal);
    } else if (ts.isBinaryExpression(node)) {
      skipLiterals(node.left);
      skipLiterals(node.right);
    }
  };
  const templates = sites.map((site) => {
    const template = messageTemplateOf(site.messageNode);
    if (template) skipLiterals(site.messageNode);
    return template;
  });
  const devOnlyFunctions = findDevOnlyFunctions(file);
  const constants = numericConstants(file);
  const calls: DevCall[] = [];
  sites.forEach((site, index) => {
    const template = templates[index];
    if (!template) return;
    const tokens = contextTokens(site.node, skip);
    addArgumentTokens(tokens, template.args, constants);
    calls.push({
      message: template.message,
      devOnly: isDevOnlyCall(site.node, devOnlyFunctions),
      argCount: template.args.length,
      tokens,
      position: site.node.getStart(file) / source.length,
      owner: keptOwnerName(site.node),
    });
  });
  return calls;
}
