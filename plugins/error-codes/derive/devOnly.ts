/**
 * Development-only checks in a development bundle: `if (__DEV__) {...}`
 * compiles to a bare block there, and functions only such code calls are
 * dropped from production bundles with their checks. Neither has a code.
 */
import ts from 'typescript';
import {bindingNameOf, enclosingFunctions, isFunctionLike} from './ast';

/** Whether a call sits in a development-only check (see the module comment). */
export function isDevOnlyCall(node: ts.Node, devOnlyFunctions: Set<ts.FunctionLikeDeclaration>): boolean {
  return insideBareBlock(node) || enclosingFunctions(node).some((fn) => devOnlyFunctions.has(fn));
}

/** Inside a bare block that guards more than the call's own statement. */
function insideBareBlock(node: ts.Node): boolean {
  let statement: ts.Node = node;
  while (statement.parent && !ts.isBlock(statement.parent) && !isFunctionLike(statement.parent))
    statement = statement.parent;
  for (let current = node.parent; current && !isFunctionLike(current); current = current.parent) {
    if (!isBareBlock(current)) continue;
    // `invariant(false, msg)` compiles to a block holding only the call: not a dev guard.
    if (current.statements.length === 1 && current.statements[0] === statement) continue;
    return true;
  }
  return false;
}

/** Inside a bare block (`if (__DEV__) {...}` in a development bundle), of any length. */
function insideDevBlock(node: ts.Node): boolean {
  for (let current = node.parent; current && !isFunctionLike(current); current = current.parent) {
    if (isBareBlock(current)) return true;
  }
  return false;
}

/** A block directly inside another block or the file: what `if (__DEV__) {...}` becomes. */
function isBareBlock(node: ts.Node): node is ts.Block {
  return ts.isBlock(node) && (ts.isBlock(node.parent) || ts.isSourceFile(node.parent));
}

/**
 * Functions that only development code calls: every reference to them sits in
 * a bare block or in another such function. Production bundles drop them with
 * their checks (`$validatePoint`, the node map's freezing guards), so their
 * messages have no code.
 */
export function findDevOnlyFunctions(file: ts.SourceFile): Set<ts.FunctionLikeDeclaration> {
  const byName = new Map<string, ts.FunctionLikeDeclaration[]>();
  const collect = (node: ts.Node) => {
    if (isFunctionLike(node)) {
      const name = bindingNameOf(node);
      if (name) byName.set(name, [...(byName.get(name) ?? []), node]);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  const references = new Map<string, ts.Identifier[]>();
  const refer = (node: ts.Node) => {
    if (ts.isIdentifier(node) && byName.has(node.text)) {
      const parent = node.parent;
      const declares =
        (isFunctionLike(parent) && parent.name === node) ||
        (ts.isVariableDeclaration(parent) && parent.name === node) ||
        (ts.isBinaryExpression(parent) && parent.left === node && isFunctionLike(parent.right));
      if (!declares) references.set(node.text, [...(references.get(node.text) ?? []), node]);
    }
    ts.forEachChild(node, refer);
  };
  refer(file);
  // A fixpoint: a function whose every caller is development-only is development-only too.
  const devOnly = new Set<ts.FunctionLikeDeclaration>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, fns] of byName) {
      // A name bound twice is ambiguous: leave it alone.
      if (fns.length !== 1 || devOnly.has(fns[0])) continue;
      const refs = references.get(name) ?? [];
      const live = refs.some((ref) => !insideDevBlock(ref) && !enclosingFunctions(ref).some((fn) => devOnly.has(fn)));
      if (refs.length > 0 && !live) {
        devOnly.add(fns[0]);
        changed = true;
      }
    }
  }
  return devOnly;
}
