/**
 * Context tokens: what both bundles share around a call site once minified.
 * A token is a string with a weight; `similarity` compares two such profiles.
 */
import ts from 'typescript';
import {bindingNameOf, isFunctionLike, isLogical} from './ast';
import {WEIGHTS} from './weights';

export type Tokens = Map<string, number>;

/**
 * Tokens that both bundles share around a call site: property names (`.getKey`),
 * method and object-key names, and short string literals, counted over the
 * nearest enclosing function (and its parent when that function is tiny).
 * Identifiers are left out: the minifier renames them. `skip` marks message
 * literals to ignore (the production bundle has codes there instead).
 */
export function contextTokens(call: ts.Node, skip: Set<ts.Node>): Tokens {
  const tokens: Tokens = new Map();
  const add = (token: string, weight: number) => tokens.set(token, (tokens.get(token) ?? 0) + weight);
  const visit = (node: ts.Node, weight: number) => {
    if (skip.has(node)) return;
    if (ts.isPropertyAccessExpression(node)) add(`.${node.name.text}`, weight);
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      node.text.length < WEIGHTS.literalTokenMaxLength
    )
      add(`"${node.text}`, weight);
    // Numbers survive minification too (`infiniteTransformCount > 99` becomes `99<Ib`).
    else if (ts.isNumericLiteral(node) && Number(node.text) > WEIGHTS.numberTokenAbove)
      add(`#${Number(node.text)}`, weight);
    else if (
      (ts.isMethodDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isGetAccessor(node) ||
        ts.isSetAccessor(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      add(`:${node.name.text}`, weight);
    ts.forEachChild(node, (child) => visit(child, weight));
  };
  addGuardTokens(call, visit, add, skip);
  addBranchTokens(call, add);
  addEnclosingFunctionTokens(call, tokens, visit, add);
  return tokens;
}

type Visit = (node: ts.Node, weight: number) => void;
type Add = (token: string, weight: number) => void;

/**
 * The guard right around the call (`if (!(cond))`, `cond || fail()`, `c ? x : fail()`)
 * tells apart calls that share a function, so it weighs more. The kind of value a
 * guard compares with survives minification too (`x === undefined` becomes
 * `void 0===x`, `count >= 0` becomes `0<=c`).
 */
function addGuardTokens(call: ts.Node, visit: Visit, add: Add, skip: Set<ts.Node>): void {
  const visitGuard = (node: ts.Node) => {
    visit(node, WEIGHTS.guardToken);
    const shape = (child: ts.Node) => {
      if (skip.has(child)) return;
      if (ts.isNumericLiteral(child)) add(`?${Number(child.text)}`, WEIGHTS.guardShapeToken);
      else if ((ts.isIdentifier(child) && child.text === 'undefined') || ts.isVoidExpression(child))
        add('?undefined', WEIGHTS.guardShapeToken);
      else if (child.kind === ts.SyntaxKind.NullKeyword) add('?null', WEIGHTS.guardShapeToken);
      else if (ts.isTypeOfExpression(child)) add('?typeof', WEIGHTS.guardShapeToken);
      ts.forEachChild(child, shape);
    };
    shape(node);
  };
  let guard: ts.Node | undefined = call;
  for (let steps = 0; guard && steps < WEIGHTS.guardSearchDepth && !isFunctionLike(guard); steps++) {
    const parent: ts.Node | undefined = guard.parent;
    if (!parent) break;
    if (ts.isIfStatement(parent) && parent.expression !== guard) visitGuard(parent.expression);
    else if (ts.isConditionalExpression(parent) && parent.condition !== guard) visitGuard(parent.condition);
    else if (ts.isBinaryExpression(parent) && parent.right === guard && isLogical(parent)) visitGuard(parent.left);
    guard = parent;
  }
}

/**
 * Which way each enclosing condition went: minifiers swap `if (!c) A else B`
 * into `if (c) B else A`, so order alone cannot tell A from B.
 */
function addBranchTokens(call: ts.Node, add: Add): void {
  for (
    let child: ts.Node = call, parent = call.parent;
    parent && !isFunctionLike(parent);
    child = parent, parent = parent.parent
  ) {
    let condition: ts.Expression | undefined;
    let taken = true;
    if (ts.isIfStatement(parent) && parent.expression !== child) {
      condition = parent.expression;
      taken = parent.thenStatement === child;
    } else if (ts.isConditionalExpression(parent) && parent.condition !== child) {
      condition = parent.condition;
      taken = parent.whenTrue === child;
    } else if (ts.isBinaryExpression(parent) && parent.right === child && isLogical(parent)) {
      condition = parent.left;
      taken = parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
    }
    while (condition) {
      if (ts.isParenthesizedExpression(condition)) condition = condition.expression;
      else if (ts.isPrefixUnaryExpression(condition) && condition.operator === ts.SyntaxKind.ExclamationToken) {
        condition = condition.operand;
        taken = !taken;
      } else break;
    }
    if (condition) {
      const branch = new Map<string, number>();
      const collect = (node: ts.Node) => {
        if (ts.isPropertyAccessExpression(node)) branch.set(node.name.text, 1);
        ts.forEachChild(node, collect);
      };
      collect(condition);
      for (const name of branch.keys()) add(`?${name}=${taken}`, WEIGHTS.branchToken);
    }
  }
}

/**
 * Tokens of the function around the call, and of its parent when that one
 * adds too few, plus the names the functions are known by.
 */
function addEnclosingFunctionTokens(call: ts.Node, tokens: Tokens, visit: Visit, add: Add): void {
  let fn: ts.Node | undefined = call.parent;
  let depth = 0;
  while (fn && depth < WEIGHTS.enclosingFunctionLevels) {
    while (fn && !isFunctionLike(fn)) fn = fn.parent;
    if (!fn) break;
    const before = tokens.size;
    visit(fn, depth === 0 ? WEIGHTS.innerFunctionToken : WEIGHTS.outerFunctionToken);
    // Names of the enclosing method or exported property identify a call site best.
    const owner = fn.parent;
    if (
      isFunctionLike(fn) &&
      fn.name &&
      (ts.isIdentifier(fn.name) || ts.isStringLiteral(fn.name)) &&
      !ts.isFunctionDeclaration(fn) &&
      !ts.isFunctionExpression(fn)
    )
      add(`@${fn.name.text}`, WEIGHTS.ownerName);
    const binding = isFunctionLike(fn) ? bindingNameOf(fn) : undefined;
    // Kept names (`exports.$foo = function`, dev-bundle declarations) match; minified ones never do.
    if (binding && binding.length > WEIGHTS.minifiedNameMaxLength) add(`@${binding}`, WEIGHTS.ownerName);
    if (owner && ts.isPropertyAssignment(owner) && ts.isIdentifier(owner.name))
      add(`@${owner.name.text}`, WEIGHTS.ownerName);
    if (owner && ts.isBinaryExpression(owner) && ts.isPropertyAccessExpression(owner.left))
      add(`@${owner.left.name.text}`, WEIGHTS.ownerName);
    if (tokens.size - before >= WEIGHTS.enoughFunctionTokens) break;
    fn = fn.parent;
    depth++;
  }
}
