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
}

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
    else if (
      (ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      add(`:${node.name.text}`, weight);
    ts.forEachChild(node, (child) => visit(child, weight));
  };
  // The guard right around the call (`if (!(cond))`, `cond || fail()`, `c ? x : fail()`)
  // tells apart calls that share a function, so it weighs more.
  let guard: ts.Node | undefined = call;
  for (let steps = 0; guard && steps < 4 && !isFunctionLike(guard); steps++) {
    const parent: ts.Node | undefined = guard.parent;
    if (!parent) break;
    if (ts.isIfStatement(parent) && parent.expression !== guard) visit(parent.expression, 3);
    else if (ts.isConditionalExpression(parent) && parent.condition !== guard) visit(parent.condition, 3);
    else if (ts.isBinaryExpression(parent) && parent.right === guard) visit(parent.left, 3);
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
      for (const name of branch.keys()) add(`?${name}=${taken}`, 2);
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
      add(`@${fn.name.text}`, 3);
    const binding = isFunctionLike(fn) ? bindingNameOf(fn) : undefined;
    // Kept names (`exports.$foo = function`, dev-bundle declarations) match; minified ones never do.
    if (binding && binding.length > 2) add(`@${binding}`, 3);
    if (owner && ts.isPropertyAssignment(owner) && ts.isIdentifier(owner.name)) add(`@${owner.name.text}`, 3);
    if (owner && ts.isBinaryExpression(owner) && ts.isPropertyAccessExpression(owner.left)) add(`@${owner.left.name.text}`, 3);
    if (tokens.size - before >= 6) break;
    fn = fn.parent;
    depth++;
  }
  return tokens;
}

/** Finds every coded call (`formatProdErrorMessage(code, ...)`) in a production bundle. */
export function extractProdCalls(source: string): ProdCall[] {
  const file = parse(source);
  const kinds = new Map<string, CodeKind>();
  const findFormatters = (node: ts.Node) => {
    if (isFunctionLike(node) && node.body) {
      const text = node.body.getText(file);
      const name = bindingNameOf(node);
      if (name && text.includes(PROD_ERROR_MARKER)) kinds.set(name, 'error');
      else if (name && text.includes(PROD_WARNING_MARKER)) kinds.set(name, 'warning');
    }
    ts.forEachChild(node, findFormatters);
  };
  findFormatters(file);
  const calls: ProdCall[] = [];
  const findCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && kinds.has(node.expression.text)) {
      const [first, ...rest] = node.arguments;
      if (first && ts.isNumericLiteral(first)) {
        calls.push({
          code: Number(first.text),
          kind: kinds.get(node.expression.text)!,
          argCount: rest.length,
          tokens: contextTokens(node, new Set()),
          position: node.getStart(file) / source.length,
        });
      }
    }
    ts.forEachChild(node, findCalls);
  };
  findCalls(file);
  return calls;
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
  sites.forEach((site, index) => {
    const template = templates[index];
    if (!template) return;
    calls.push({
      message: template.message,
      devOnly: insideBareBlock(site.node),
      argCount: template.args.length,
      tokens: contextTokens(site.node, skip),
      position: site.node.getStart(file) / source.length,
    });
  });
  return calls;
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
  const margin = 0.15;
  for (let i = 0; i < prodCalls.length; i++) {
    const ranked = devCalls
      .map((d, j) => ({j, score: sim[i][j], message: d.message}))
      .filter((c) => c.score > -Infinity)
      .sort((a, b) => b.score - a.score);
    if (ranked.length === 0) continue;
    const best = ranked[0];
    const rival = ranked.find((c) => c.message !== best.message);
    if (best.score < 0.5 || (rival && best.score - rival.score < margin)) continue;
    const bestForDev = Math.max(...prodCalls.map((_, k) => (k === i ? -Infinity : sim[k][best.j])));
    if (best.score - bestForDev < margin) continue;
    pairs.push([i, best.j]);
    anchoredProd.add(i);
    anchoredDev.add(best.j);
  }
  const prodRest = prodCalls.map((_, i) => i).filter((i) => !anchoredProd.has(i));
  const devRest = devCalls.map((_, j) => j).filter((j) => !anchoredDev.has(j));
  const n = prodRest.length;
  const m = devRest.length;
  const score = Array.from({length: n + 1}, () => new Float64Array(m + 1));
  const pairScore = (a: number, b: number) => 0.2 + sim[prodRest[a]][devRest[b]];
  // (-Infinity for pairs whose argument counts cannot fit.)
  for (let a = n - 1; a >= 0; a--) {
    for (let b = m - 1; b >= 0; b--) {
      score[a][b] = Math.max(score[a + 1][b], score[a][b + 1], pairScore(a, b) + score[a + 1][b + 1]);
    }
  }
  let a = 0;
  let b = 0;
  while (a < n && b < m) {
    const matched = pairScore(a, b) + score[a + 1][b + 1];
    if (matched > -Infinity && matched >= score[a][b] - 1e-12) {
      pairs.push([prodRest[a], devRest[b]]);
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
  const devCalls = extractDevCalls(devSource).filter(
    (call) => !call.devOnly && (!sourceInvariants || sourceInvariants.some((s) => s.message === call.message && !s.devOnly)),
  );
  const problems: string[] = [];

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
  // 1. Align the two call sequences in file order (both bundles come from the same
  // modules in the same order); dev-only calls and inlined copies become gaps.
  const lenientArgs = options.lenientArgs ?? false;
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
    if (usedMessages.has(message)) continue;
    messageOf.set(code, message);
    usedMessages.add(message);
  }
  // 2. Whatever order could not place, pair by context similarity alone.
  const candidates: {code: number; message: string; score: number}[] = [];
  for (const codeGroup of codeGroups) {
    if (messageOf.has(codeGroup.code)) continue;
    for (const messageGroup of messageGroups) {
      if (!argsFit(codeGroup.argCount, messageGroup.argCount, lenientArgs) || usedMessages.has(messageGroup.message)) continue;
      if (sourceInvariants && !sourceInvariants.some((s) => s.message === messageGroup.message && s.kind === codeGroup.kind)) continue;
      const score =
        similarity(codeGroup.tokens, messageGroup.tokens) + 0.35 * (1 - Math.abs(codeGroup.position - messageGroup.position));
      candidates.push({code: codeGroup.code, message: messageGroup.message, score});
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.code - b.code);
  for (const candidate of candidates) {
    if (messageOf.has(candidate.code) || usedMessages.has(candidate.message)) continue;
    messageOf.set(candidate.code, candidate.message);
    usedMessages.add(candidate.message);
  }

  // 3. Swap two pairings when the crossed pairs fit their contexts clearly
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
        if (fit(a, mb) + fit(b, ma) > fit(a, ma) + fit(b, mb) + 0.02) {
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
  return {codes, unmapped, problems};
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
