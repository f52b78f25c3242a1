/** Reads the `invariant`/`devInvariant` calls of a package's TypeScript source. */
import ts from 'typescript';
import {messageTemplateOf} from './template';
import type {CodeKind} from './types';

/** An `invariant(...)`/`devInvariant(...)` call in a package's `src/`. */
export interface SourceInvariant {
  message: string;
  /** Values passed after the message. */
  argCount: number;
  /** `devInvariant` only warns in production builds. */
  kind: CodeKind;
  /** Inside `if (__DEV__)`: stripped from production builds. */
  devOnly: boolean;
}

/** `__DEV__`, or `__DEV__ && more`: a guard that is false in production builds. */
function mentionsDev(condition: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(condition)) return mentionsDev(condition.expression);
  if (ts.isIdentifier(condition)) return condition.text === '__DEV__';
  if (ts.isBinaryExpression(condition) && condition.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return mentionsDev(condition.left) || mentionsDev(condition.right);
  return false;
}

function insideDevGuard(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isIfStatement(current) && mentionsDev(current.expression)) return true;
  }
  return false;
}

/**
 * Reads the message templates of every `invariant`/`devInvariant` call in a
 * TypeScript source file (`fileName` says whether it is TSX).
 */
export function extractSourceInvariants(source: string, fileName: string): SourceInvariant[] {
  const scriptKind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind);
  const found: SourceInvariant[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'invariant' || node.expression.text === 'devInvariant') &&
      node.arguments.length >= 2
    ) {
      const template = messageTemplateOf(node.arguments[1]);
      if (template && template.args.length === 0)
        found.push({
          message: template.message,
          argCount: node.arguments.length - 2,
          kind: node.expression.text === 'devInvariant' ? 'warning' : 'error',
          devOnly: insideDevGuard(node),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether the package's source (when it ships one) has an invariant of this kind with this message. */
export function sourceAllows(
  sourceInvariants: SourceInvariant[] | undefined,
  message: string,
  kind: CodeKind,
): boolean {
  return !sourceInvariants || sourceInvariants.some((s) => s.message === message && s.kind === kind);
}
