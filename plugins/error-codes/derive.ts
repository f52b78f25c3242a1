/**
 * Derives Lexical's error-code table from published build artifacts.
 *
 * Lexical's build rewrites every `invariant(cond, 'message %s', arg)` (and
 * `devInvariant`) twice: the production bundle (`*.prod.js`) keeps only a
 * numeric code, `formatProdErrorMessage(42, arg)`, while the development
 * bundle (`*.dev.js`) keeps the message, `formatDevErrorMessage(\`message ${arg}\`)`.
 * The code -> message map itself (`codes.json` in the Lexical repository) is
 * not published, so we rebuild it by pairing each production code with the
 * development message thrown from the same place: both bundles come from the
 * same source, so the code around a call site (property names, string
 * literals, the order in the file) survives minification and identifies it.
 */
import ts from 'typescript';

export type CodeKind = 'error' | 'warning';

/** A `formatProd*Message(code, ...args)` call found in a production bundle. */
export interface ProdCall {
  code: number;
  kind: CodeKind;
  argCount: number;
  /** Tokens that survive minification around the call (see `contextTokens`). */
  tokens: Map<string, number>;
  /** Position of the call in the bundle, 0..1. */
  position: number;
  /** Name of the enclosing function where a minifier keeps it (exports, methods). */
  owner?: string;
}

/** A call that throws or warns with a full message in a development bundle. */
export interface DevCall {
  /** The message with each interpolated value replaced by `%s`. */
  message: string;
  /**
   * Inside a bare block: what `if (__DEV__) { ... }` becomes in a development
   * bundle. Such checks are removed from production builds and have no code.
   */
  devOnly: boolean;
  argCount: number;
  tokens: Map<string, number>;
  position: number;
  owner?: string;
}

export interface PairOptions {
  /** The package's own `invariant` calls, when it ships `src/`: narrows and checks the pairing. */
  sourceInvariants?: SourceInvariant[];
  /**
   * Early releases (0.3 and before) passed no values to the production
   * formatter at all: let a call without values pair with a message that has `%s`.
   */
  lenientArgs?: boolean;
}

/** One code as derived from a pair of bundles. */
export interface DerivedCode {
  code: number;
  kind: CodeKind;
  message: string;
  argCount: number;
}

export interface BundlePairResult {
  codes: DerivedCode[];
  /** Codes used by the production bundle that no development message could be paired with. */
  unmapped: number[];
  /** Human-readable problems found while cross-checking (empty when all is well). */
  problems: string[];
  /** Every message the development bundle could have given a code (the candidates). */
  messages: string[];
  /** Messages of checks only development builds make, in bundle order. */
  devOnlyMessages: string[];
}

/**
 * The tuned numbers of the pairing, in one place. They were set against
 * Lexical's own numbering of every release from 0.3.3 on, which
 * `npm run error-codes:all-versions` checks the result against.
 */
export const WEIGHTS = {
  /** Context tokens of the guard right around a call (`if (!cond)`, `cond || fail()`). */
  guardToken: 3,
  /** Which way an enclosing condition went (`?isLocked=false`). */
  branchToken: 2,
  /** Name of the enclosing function, method or exported property. */
  ownerName: 3,
  /** A constant value passed as a message's value, at the same position. */
  constantArgument: 4,
  /** Anchor a call to its best message when it scores at least this... */
  anchorMinimum: 0.15,
  /** ...and beats the best other message by this factor plus `anchorMargin`. */
  anchorFactor: 1.5,
  anchorMargin: 0.05,
  /** ...and fits that message better than any other code does, by this much. */
  anchorExclusiveMargin: 0.15,
  /** Bonus per aligned pair: it makes the alignment prefer pairing to skipping. */
  alignedPairBonus: 0.2,
  /** The second alignment (of the calls left over) keeps only pairs at least this similar. */
  leftoverAlignmentMinimum: 0.3,
  /** Weight of closeness in the file when pairing by similarity alone. */
  closeness: 0.35,
  /** Swap two pairings only when the crossed pairs fit better by this much. */
  swapMargin: 0.02,
} as const;

const PROD_ERROR_MARKER = 'Minified Lexical error';
const PROD_WARNING_MARKER = 'Minified Lexical warning';
const DEV_MESSAGE_FUNCTIONS = new Set(['formatDevErrorMessage', 'formatDevWarningMessage']);

function parse(source: string, fileName = 'bundle.js'): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
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
function bindingNameOf(fn: ts.FunctionLikeDeclaration): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isBinaryExpression(parent) && ts.isIdentifier(parent.left)) return parent.left.text;
  return undefined;
}

function isLogical(node: ts.BinaryExpression): boolean {
  const operator = node.operatorToken.kind;
  return operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.AmpersandAmpersandToken;
}

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

/**
 * Tokens that both bundles share around a call site: property names (`.getKey`),
 * method and object-key names, and short string literals, counted over the
 * nearest enclosing function (and its parent when that function is tiny).
 * Identifiers are left out: the minifier renames them. `skip` marks message
 * literals to ignore (the production bundle has codes there instead).
 */
function contextTokens(call: ts.Node, skip: Set<ts.Node>): Map<string, number> {
  const tokens = new Map<string, number>();
  const add = (token: string, weight: number) => tokens.set(token, (tokens.get(token) ?? 0) + weight);
  const visit = (node: ts.Node, weight: number) => {
    if (skip.has(node)) return;
    if (ts.isPropertyAccessExpression(node)) add(`.${node.name.text}`, weight);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.length < 80)
      add(`"${node.text}`, weight);
    // Numbers survive minification too (`infiniteTransformCount > 99` becomes `99<Ib`); 0 and 1 are everywhere.
    else if (ts.isNumericLiteral(node) && Number(node.text) > 1) add(`#${Number(node.text)}`, weight);
    else if (
      (ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      add(`:${node.name.text}`, weight);
    ts.forEachChild(node, (child) => visit(child, weight));
  };
  // The guard right around the call (`if (!(cond))`, `cond || fail()`, `c ? x : fail()`)
  // tells apart calls that share a function, so it weighs more.
  // The kind of value a guard compares with survives minification too (`x === undefined`
  // becomes `void 0===x`, `count >= 0` becomes `0<=c`).
  const visitGuard = (node: ts.Node) => {
    visit(node, WEIGHTS.guardToken);
    const shape = (child: ts.Node) => {
      if (skip.has(child)) return;
      if (ts.isNumericLiteral(child)) add(`?${Number(child.text)}`, 1);
      else if ((ts.isIdentifier(child) && child.text === 'undefined') || ts.isVoidExpression(child)) add('?undefined', 1);
      else if (child.kind === ts.SyntaxKind.NullKeyword) add('?null', 1);
      else if (ts.isTypeOfExpression(child)) add('?typeof', 1);
      ts.forEachChild(child, shape);
    };
    shape(node);
  };
  let guard: ts.Node | undefined = call;
  for (let steps = 0; guard && steps < 4 && !isFunctionLike(guard); steps++) {
    const parent: ts.Node | undefined = guard.parent;
    if (!parent) break;
    if (ts.isIfStatement(parent) && parent.expression !== guard) visitGuard(parent.expression);
    else if (ts.isConditionalExpression(parent) && parent.condition !== guard) visitGuard(parent.condition);
    else if (ts.isBinaryExpression(parent) && parent.right === guard && isLogical(parent)) visitGuard(parent.left);
    guard = parent;
  }
  // Which way each enclosing condition went: minifiers swap `if (!c) A else B`
  // into `if (c) B else A`, so order alone cannot tell A from B.
  for (let child: ts.Node = call, parent = call.parent; parent && !isFunctionLike(parent); child = parent, parent = parent.parent) {
    let condition: ts.Expression | undefined;
    let taken = true;
    if (ts.isIfStatement(parent) && parent.expression !== child) {
      condition = parent.expression;
      taken = parent.thenStatement === child;
    } else if (ts.isConditionalExpression(parent) && parent.condition !== child) {
      condition = parent.condition;
      taken = parent.whenTrue === child;
    } else if (ts.isBinaryExpression(parent) && parent.right === child) {
      const operator = parent.operatorToken.kind;
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.AmpersandAmpersandToken) {
        condition = parent.left;
        taken = operator === ts.SyntaxKind.AmpersandAmpersandToken;
      }
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
  let fn: ts.Node | undefined = call.parent;
  let depth = 0;
  while (fn && depth < 2) {
    while (fn && !isFunctionLike(fn)) fn = fn.parent;
    if (!fn) break;
    const before = tokens.size;
    visit(fn, depth === 0 ? 1 : 0.5);
    // Names of the enclosing method or exported property identify a call site best.
    const owner = fn.parent;
    if (isFunctionLike(fn) && fn.name && (ts.isIdentifier(fn.name) || ts.isStringLiteral(fn.name)) && !ts.isFunctionDeclaration(fn) && !ts.isFunctionExpression(fn))
      add(`@${fn.name.text}`, WEIGHTS.ownerName);
    const binding = isFunctionLike(fn) ? bindingNameOf(fn) : undefined;
    // Kept names (`exports.$foo = function`, dev-bundle declarations) match; minified ones never do.
    if (binding && binding.length > 2) add(`@${binding}`, WEIGHTS.ownerName);
    if (owner && ts.isPropertyAssignment(owner) && ts.isIdentifier(owner.name)) add(`@${owner.name.text}`, WEIGHTS.ownerName);
    if (owner && ts.isBinaryExpression(owner) && ts.isPropertyAccessExpression(owner.left)) add(`@${owner.left.name.text}`, WEIGHTS.ownerName);
    if (tokens.size - before >= 6) break;
    fn = fn.parent;
    depth++;
  }
  return tokens;
}

/**
 * Numeric constants of a bundle: `const X = 0` and the members of
 * `const Ids = {unmarked: 0, temporary: 1}`. A minifier renames them but keeps
 * their values, so the value a message is given says which call site it is.
 */
function numericConstants(file: ts.SourceFile): Map<string, number> {
  const constants = new Map<string, number>();
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
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && ts.isNumericLiteral(property.initializer))
            set(`${node.name.text}.${property.name.text}`, Number(property.initializer.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const name of duplicates) constants.delete(name);
  return constants;
}

/** The constant value of a message argument (`String(Ids.temporary)`, `String(q)`, `7`), if it has one. */
function constantValue(node: ts.Expression, constants: Map<string, number>): number | undefined {
  if (ts.isParenthesizedExpression(node)) return constantValue(node.expression, constants);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'String' && node.arguments.length === 1)
    return constantValue(node.arguments[0], constants);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isIdentifier(node)) return constants.get(node.text);
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
    return constants.get(`${node.expression.text}.${node.name.text}`);
  return undefined;
}

/** Weighs heavily: a constant value passed at the same argument position rarely happens by chance. */
function addArgumentTokens(tokens: Map<string, number>, args: readonly ts.Expression[], constants: Map<string, number>): void {
  args.forEach((arg, index) => {
    const value = constantValue(arg, constants);
    if (value !== undefined) tokens.set(`=${index}:${value}`, (tokens.get(`=${index}:${value}`) ?? 0) + WEIGHTS.constantArgument);
  });
}

/**
 * The name of the function around a call when a minifier keeps it: a method,
 * or a function exported as `exports.name = ...` (in a development bundle, the
 * declared name of a function that is exported under that same name).
 */
function keptOwnerName(call: ts.Node): string | undefined {
  let fn: ts.Node | undefined = call.parent;
  while (fn && !isFunctionLike(fn)) fn = fn.parent;
  if (!fn || !isFunctionLike(fn)) return undefined;
  // Class names are minified in production: a method is known by its own name.
  if ((ts.isMethodDeclaration(fn) || ts.isGetAccessor(fn) || ts.isSetAccessor(fn)) && ts.isIdentifier(fn.name))
    return `.${fn.name.text}`;
  const parent = fn.parent;
  if (parent && ts.isBinaryExpression(parent) && ts.isPropertyAccessExpression(parent.left) && ts.isIdentifier(parent.left.expression) && parent.left.expression.text === 'exports')
    return parent.left.name.text;
  if (ts.isFunctionDeclaration(fn) && fn.name) {
    const name = fn.name.text;
    const exported = fn.getSourceFile().text.includes(`exports.${name} = ${name};`);
    return exported ? name : undefined;
  }
  return undefined;
}

/** Finds every coded call (`formatProdErrorMessage(code, ...)`) in a production bundle. */
export function extractProdCalls(source: string): ProdCall[] {
  const file = parse(source);
  const kinds = new Map<string, CodeKind>();
  const findFormatters = (node: ts.Node) => {
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
    ts.forEachChild(node, findFormatters);
  };
  findFormatters(file);
  // Some bundles call the formatter through an interop alias: `r = nb && nb.__esModule ? nb.default : nb`.
  const findAliases = (node: ts.Node) => {
    const [name, value] =
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer
        ? [node.name.text, node.initializer]
        : ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left)
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
    ts.forEachChild(node, findAliases);
  };
  findAliases(file);
  const constants = numericConstants(file);
  const coded: {call: ts.CallExpression; code: ts.NumericLiteral; kind: CodeKind}[] = [];
  const findCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && kinds.has(node.expression.text)) {
      const [first] = node.arguments;
      if (first && ts.isNumericLiteral(first)) coded.push({call: node, code: first, kind: kinds.get(node.expression.text)!});
    }
    ts.forEachChild(node, findCalls);
  };
  findCalls(file);
  // Codes are numbers too, but they say nothing about a call site (the development bundle has messages there).
  const codeLiterals = new Set<ts.Node>(coded.map(({code}) => code));
  // The development side leaves every thrown message out of the context; so does this side.
  const skipThrownMessages = (node: ts.Node) => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'Error')
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
 * Finds every full message in a development bundle: `formatDevErrorMessage(...)`
 * and `formatDevWarningMessage(...)` calls (current builds) and `throw Error(...)`
 * with a literal message (older builds inlined the throw).
 */
export function extractDevCalls(source: string): DevCall[] {
  const file = parse(source);
  const sites: {node: ts.Node; messageNode: ts.Expression}[] = [];
  const find = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DEV_MESSAGE_FUNCTIONS.has(node.expression.text)) {
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
  const calls: DevCall[] = [];
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
  const withArgumentTokens = (tokens: Map<string, number>, args: ts.Expression[]) => {
    addArgumentTokens(tokens, args, constants);
    return tokens;
  };
  sites.forEach((site, index) => {
    const template = templates[index];
    if (!template) return;
    calls.push({
      message: template.message,
      devOnly: insideBareBlock(site.node) || enclosingFunctions(site.node).some((fn) => devOnlyFunctions.has(fn)),
      argCount: template.args.length,
      tokens: withArgumentTokens(contextTokens(site.node, skip), template.args),
      position: site.node.getStart(file) / source.length,
      owner: keptOwnerName(site.node),
    });
  });
  return calls;
}

function enclosingFunctions(node: ts.Node): ts.FunctionLikeDeclaration[] {
  const found: ts.FunctionLikeDeclaration[] = [];
  for (let current = node.parent; current; current = current.parent) if (isFunctionLike(current)) found.push(current);
  return found;
}

/** Inside a bare block (`if (__DEV__) {...}` in a development bundle), of any length. */
function insideDevBlock(node: ts.Node): boolean {
  for (let current = node.parent; current && !isFunctionLike(current); current = current.parent) {
    if (ts.isBlock(current) && (ts.isBlock(current.parent) || ts.isSourceFile(current.parent))) return true;
  }
  return false;
}

/**
 * Functions that only development code calls: every reference to them sits in
 * a bare block or in another such function. Production bundles drop them with
 * their checks (`$validatePoint`, the node map's freezing guards), so their
 * messages have no code.
 */
function findDevOnlyFunctions(file: ts.SourceFile): Set<ts.FunctionLikeDeclaration> {
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
  const devOnly = new Set<ts.FunctionLikeDeclaration>();
  for (let changed = true; changed; ) {
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

/**
 * A hand-written `throw new Error('...')` keeps its words in the production
 * bundle; only `invariant` messages are replaced by codes.
 */
function keptInProduction(message: string, prodSource: string): boolean {
  const parts = message.split('%s');
  if (parts.join('').trim().length < 8) return false;
  // Whole literals only: "Expected table cell" is not kept because "Expected table cell to be..." is.
  const quotes = ['"', "'", '`'];
  const opens = parts[0] === '' || quotes.some((q) => prodSource.includes(q + parts[0]));
  const closes = parts.at(-1) === '' || quotes.some((q) => prodSource.includes(parts.at(-1) + q));
  return opens && closes && parts.every((part) => prodSource.includes(part));
}

function insideBareBlock(node: ts.Node): boolean {
  let statement: ts.Node = node;
  while (statement.parent && !ts.isBlock(statement.parent) && !isFunctionLike(statement.parent)) statement = statement.parent;
  for (let current = node.parent; current && !isFunctionLike(current); current = current.parent) {
    if (!ts.isBlock(current) || !(ts.isBlock(current.parent) || ts.isSourceFile(current.parent))) continue;
    // `invariant(false, msg)` compiles to a block holding only the call: not a dev guard.
    if (current.statements.length === 1 && current.statements[0] === statement) continue;
    return true;
  }
  return false;
}

/**
 * Scales each context token by how rare it is among the call sites of the two
 * bundles (inverse document frequency): `#99` or `.getTextContentSize` tell a
 * call site apart, `.set` and `._nodeMap` next to everything do not.
 */
function weighByRarity(calls: {tokens: Map<string, number>}[]): void {
  const sites = new Map<string, number>();
  for (const call of calls) for (const token of call.tokens.keys()) sites.set(token, (sites.get(token) ?? 0) + 1);
  for (const call of calls)
    for (const [token, weight] of call.tokens) call.tokens.set(token, weight * Math.log(1 + calls.length / sites.get(token)!));
}

function similarity(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [token, weight] of a) {
    const other = b.get(token) ?? 0;
    shared += Math.min(weight, other);
    total += Math.max(weight, other);
  }
  for (const [token, weight] of b) if (!a.has(token)) total += weight;
  return total === 0 ? 0 : shared / total;
}

function mergeTokens(maps: Map<string, number>[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const map of maps) for (const [token, weight] of map) merged.set(token, Math.max(merged.get(token) ?? 0, weight));
  return merged;
}

/**
 * Order-preserving alignment (Needleman-Wunsch) of production and development
 * call sites that maximises the summed context similarity; pairs must agree
 * on the argument count. Returns the aligned [prodIndex, devIndex] pairs.
 */
function alignInOrder(prodCalls: ProdCall[], devCalls: DevCall[], lenientArgs: boolean): [number, number][] {
  const sim = prodCalls.map((p) =>
    devCalls.map((d) => (argsFit(p.argCount, d.argCount, lenientArgs) ? similarity(p.tokens, d.tokens) : -Infinity)),
  );
  // Anchors: pairs that are each other's clear best match. The minifier may
  // inline a function far from where it was declared; anchors survive that,
  // the order-preserving alignment below would not.
  const pairs: [number, number][] = [];
  const anchoredProd = new Set<number>();
  const anchoredDev = new Set<number>();
  for (let i = 0; i < prodCalls.length; i++) {
    const ranked = devCalls
      .map((d, j) => ({j, score: sim[i][j], message: d.message}))
      .filter((c) => c.score > -Infinity)
      .sort((a, b) => b.score - a.score);
    if (ranked.length === 0) continue;
    const best = ranked[0];
    const rival = ranked.find((c) => c.message !== best.message);
    if (best.score < WEIGHTS.anchorMinimum || (rival && best.score < WEIGHTS.anchorFactor * rival.score + WEIGHTS.anchorMargin)) continue;
    // Inlined copies of the same check carry the same code: they are no rivals.
    const bestForDev = Math.max(...prodCalls.map((p, k) => (p.code === prodCalls[i].code ? -Infinity : sim[k][best.j])));
    if (best.score - bestForDev < WEIGHTS.anchorExclusiveMargin) continue;
    pairs.push([i, best.j]);
    anchoredProd.add(i);
    anchoredDev.add(best.j);
  }
  const prodRest = prodCalls.map((_, i) => i).filter((i) => !anchoredProd.has(i));
  const devRest = devCalls.map((_, j) => j).filter((j) => !anchoredDev.has(j));
  for (const [a, b] of alignSequences(prodRest.length, devRest.length, (a, b) => sim[prodRest[a]][devRest[b]]))
    pairs.push([prodRest[a], devRest[b]]);
  return pairs;
}

/**
 * Order-preserving alignment (Needleman-Wunsch) of two sequences that
 * maximises the summed pair scores plus a bonus per pair; a score of
 * -Infinity forbids a pair. Returns the aligned [i, j] index pairs.
 */
function alignSequences(n: number, m: number, pairSimilarity: (i: number, j: number) => number): [number, number][] {
  const score = Array.from({length: n + 1}, () => new Float64Array(m + 1));
  const pairScore = (a: number, b: number) => WEIGHTS.alignedPairBonus + pairSimilarity(a, b);
  for (let a = n - 1; a >= 0; a--)
    for (let b = m - 1; b >= 0; b--) score[a][b] = Math.max(score[a + 1][b], score[a][b + 1], pairScore(a, b) + score[a + 1][b + 1]);
  const pairs: [number, number][] = [];
  let a = 0;
  let b = 0;
  while (a < n && b < m) {
    const matched = pairScore(a, b) + score[a + 1][b + 1];
    if (matched > -Infinity && matched >= score[a][b] - 1e-12) {
      pairs.push([a, b]);
      a++;
      b++;
    } else if (score[a + 1][b] >= score[a][b + 1]) a++;
    else b++;
  }
  return pairs;
}

function argsFit(prodArgs: number, devArgs: number, lenientArgs: boolean): boolean {
  return prodArgs === devArgs || (lenientArgs && prodArgs === 0);
}

/** Number of `%s` placeholders in a message template. */
export function countPlaceholders(message: string): number {
  return message.split('%s').length - 1;
}

/**
 * Pairs the codes of a production bundle with the messages of its development
 * twin. Codes and messages are grouped first (one code is one message, used at
 * one or more call sites), then paired greedily by context similarity plus
 * closeness in the file, only between groups with the same argument count.
 */
export function pairBundles(prodSource: string, devSource: string, options: PairOptions = {}): BundlePairResult {
  const prodCalls = extractProdCalls(prodSource);
  const {sourceInvariants} = options;
  // Only checks that production keeps can have a code; when the package ships
  // its source, only messages of `invariant`/`devInvariant` calls qualify.
  const allDevCalls = extractDevCalls(devSource);
  const devCalls = allDevCalls.filter(
    (call) =>
      !call.devOnly &&
      !keptInProduction(call.message, prodSource) &&
      (!sourceInvariants || sourceInvariants.some((s) => s.message === call.message && !s.devOnly)),
  );
  // Development-only checks have codes in Lexical's table too, though no production bundle throws them.
  const devOnlyMessages = [
    ...new Set(
      allDevCalls
        .filter((call) => call.devOnly && !keptInProduction(call.message, prodSource))
        .filter((call) => !sourceInvariants || sourceInvariants.some((s) => s.message === call.message))
        .map((call) => call.message),
    ),
  ];
  const problems: string[] = [];
  weighByRarity([...prodCalls, ...devCalls]);

  const byCode = new Map<number, ProdCall[]>();
  for (const call of prodCalls) byCode.set(call.code, [...(byCode.get(call.code) ?? []), call]);
  const byMessage = new Map<string, DevCall[]>();
  for (const call of devCalls) byMessage.set(call.message, [...(byMessage.get(call.message) ?? []), call]);

  const codeGroups = [...byCode].map(([code, calls]) => {
    const argCounts = new Set(calls.map((c) => c.argCount));
    if (argCounts.size > 1) problems.push(`code ${code} is called with different argument counts (${[...argCounts].join(', ')})`);
    const kinds = new Set(calls.map((c) => c.kind));
    return {
      code,
      kind: (kinds.has('error') ? 'error' : 'warning') as CodeKind,
      argCount: Math.max(...argCounts),
      tokens: mergeTokens(calls.map((c) => c.tokens)),
      position: calls.reduce((sum, c) => sum + c.position, 0) / calls.length,
    };
  });
  const messageGroups = [...byMessage].map(([message, calls]) => ({
    message,
    argCount: calls[0].argCount,
    tokens: mergeTokens(calls.map((c) => c.tokens)),
    position: calls.reduce((sum, c) => sum + c.position, 0) / calls.length,
  }));

  const messageOf = new Map<number, string>();
  const usedMessages = new Set<string>();
  const lenientArgs = options.lenientArgs ?? false;
  // 0. Calls inside a function whose name both bundles keep (an export, a
  // method): the same checks in the same order, so pair them in order.
  const owners = new Set(prodCalls.map((c) => c.owner).filter((o): o is string => Boolean(o)));
  for (const owner of owners) {
    const codesInOwner = [...new Set(prodCalls.filter((c) => c.owner === owner).map((c) => c.code))];
    const messagesInOwner = [...new Set(devCalls.filter((c) => c.owner === owner).map((c) => c.message))];
    // A method name can be shared by several classes: only an unambiguous match counts.
    if (codesInOwner.length !== messagesInOwner.length || codesInOwner.length < 2) continue;
    const groupOf = (code: number) => codeGroups.find((g) => g.code === code)!;
    const argCountOf = (message: string) => messageGroups.find((g) => g.message === message)!.argCount;
    if (!codesInOwner.every((code, k) => argsFit(groupOf(code).argCount, argCountOf(messagesInOwner[k]), lenientArgs))) continue;
    codesInOwner.forEach((code, k) => {
      if (messageOf.has(code) || usedMessages.has(messagesInOwner[k])) return;
      messageOf.set(code, messagesInOwner[k]);
      usedMessages.add(messagesInOwner[k]);
    });
  }
  // 1. Align the two call sequences in file order (both bundles come from the same
  // modules in the same order); dev-only calls and inlined copies become gaps.
  const aligned = alignInOrder(prodCalls, devCalls, lenientArgs);
  const votes = new Map<number, Map<string, number>>();
  for (const [prodIndex, devIndex] of aligned) {
    const code = prodCalls[prodIndex].code;
    const message = devCalls[devIndex].message;
    const kind = prodCalls[prodIndex].kind;
    if (sourceInvariants && !sourceInvariants.some((s) => s.message === message && s.kind === kind)) continue;
    const forCode = votes.get(code) ?? new Map<string, number>();
    forCode.set(message, (forCode.get(message) ?? 0) + 1);
    votes.set(code, forCode);
  }
  for (const [code, forCode] of votes) {
    const [message] = [...forCode].sort((a, b) => b[1] - a[1])[0];
    if (usedMessages.has(message) || messageOf.has(code)) continue;
    messageOf.set(code, message);
    usedMessages.add(message);
  }
  // 2. What the first alignment could not place: align the calls left over once
  // more in file order (a minifier moves whole functions, e.g. exports to the
  // end, but keeps the calls inside them in order), keeping only pairs whose
  // contexts agree.
  const restProd = prodCalls.filter((call) => !messageOf.has(call.code));
  const restDev = devCalls.filter((call) => !usedMessages.has(call.message));
  const fitsKind = (code: ProdCall, message: string) =>
    !sourceInvariants || sourceInvariants.some((s) => s.message === message && s.kind === code.kind);
  const leftoverVotes = new Map<number, Map<string, number>>();
  const leftoverSimilarity = (i: number, j: number) =>
    argsFit(restProd[i].argCount, restDev[j].argCount, lenientArgs) && fitsKind(restProd[i], restDev[j].message)
      ? similarity(restProd[i].tokens, restDev[j].tokens)
      : -Infinity;
  for (const [i, j] of alignSequences(restProd.length, restDev.length, leftoverSimilarity)) {
    if (leftoverSimilarity(i, j) < WEIGHTS.leftoverAlignmentMinimum) continue;
    const forCode = leftoverVotes.get(restProd[i].code) ?? new Map<string, number>();
    forCode.set(restDev[j].message, (forCode.get(restDev[j].message) ?? 0) + 1);
    leftoverVotes.set(restProd[i].code, forCode);
  }
  for (const [code, forCode] of leftoverVotes) {
    const [message] = [...forCode].sort((a, b) => b[1] - a[1])[0];
    if (usedMessages.has(message)) continue;
    messageOf.set(code, message);
    usedMessages.add(message);
  }
  // 3. Whatever is left, pair by context similarity and closeness in the file.
  const candidates: {code: number; message: string; score: number}[] = [];
  for (const codeGroup of codeGroups) {
    if (messageOf.has(codeGroup.code)) continue;
    for (const messageGroup of messageGroups) {
      if (!argsFit(codeGroup.argCount, messageGroup.argCount, lenientArgs) || usedMessages.has(messageGroup.message)) continue;
      if (sourceInvariants && !sourceInvariants.some((s) => s.message === messageGroup.message && s.kind === codeGroup.kind)) continue;
      const score =
        similarity(codeGroup.tokens, messageGroup.tokens) + WEIGHTS.closeness * (1 - Math.abs(codeGroup.position - messageGroup.position));
      candidates.push({code: codeGroup.code, message: messageGroup.message, score});
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.code - b.code);
  for (const candidate of candidates) {
    if (messageOf.has(candidate.code) || usedMessages.has(candidate.message)) continue;
    messageOf.set(candidate.code, candidate.message);
    usedMessages.add(candidate.message);
  }

  // 4. Swap two pairings when the crossed pairs fit their contexts clearly
  // better: the order alignment cannot see branches the minifier flipped.
  const codeTokens = new Map(codeGroups.map((g) => [g.code, g]));
  const messageTokens = new Map(messageGroups.map((g) => [g.message, g.tokens]));
  const fitCache = new Map<string, number>();
  const fit = (code: number, message: string) => {
    const key = `${code}\u0000${message}`;
    let value = fitCache.get(key);
    if (value === undefined) {
      value = similarity(codeTokens.get(code)!.tokens, messageTokens.get(message)!);
      fitCache.set(key, value);
    }
    return value;
  };
  for (let round = 0, swapped = true; swapped && round < 10; round++) {
    swapped = false;
    const assigned = [...messageOf.keys()];
    for (let x = 0; x < assigned.length; x++) {
      for (let y = x + 1; y < assigned.length; y++) {
        const [a, b] = [assigned[x], assigned[y]];
        const [ma, mb] = [messageOf.get(a)!, messageOf.get(b)!];
        if (codeTokens.get(a)!.argCount !== codeTokens.get(b)!.argCount || codeTokens.get(a)!.kind !== codeTokens.get(b)!.kind) continue;
        if (fit(a, mb) + fit(b, ma) > fit(a, ma) + fit(b, mb) + WEIGHTS.swapMargin) {
          messageOf.set(a, mb);
          messageOf.set(b, ma);
          swapped = true;
        }
      }
    }
  }

  const codes: DerivedCode[] = [];
  const unmapped: number[] = [];
  for (const group of codeGroups) {
    const message = messageOf.get(group.code);
    if (message === undefined) {
      unmapped.push(group.code);
      continue;
    }
    if (countPlaceholders(message) !== group.argCount && !(lenientArgs && group.argCount === 0))
      problems.push(`code ${group.code}: message has ${countPlaceholders(message)} %s but is called with ${group.argCount} values`);
    codes.push({code: group.code, kind: group.kind, message, argCount: group.argCount});
  }
  codes.sort((a, b) => a.code - b.code);
  unmapped.sort((a, b) => a - b);
  return {codes, unmapped, problems, messages: [...byMessage.keys()], devOnlyMessages};
}

/** An `invariant(...)`/`devInvariant(...)` call in a package's `src/`. */
export interface SourceInvariant {
  message: string;
  /** Values passed after the message. */
  argCount: number;
  /** `devInvariant` only warns in production builds. */
  kind: CodeKind;
  /** Inside `if (__DEV__)`: stripped from production builds. */
  devOnly: boolean;
  file: string;
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

/** Reads the message templates of every `invariant`/`devInvariant` call in a TypeScript source file. */
export function extractSourceInvariants(source: string, fileName: string): SourceInvariant[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
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
          file: fileName,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
