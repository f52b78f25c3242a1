/**
 * The pairing steps: each gives codes still without a message the message it
 * fits best, by a different piece of evidence, most reliable first.
 */
import {alignInOrder, alignSequences} from './align';
import {mergeTokens, similarity} from './similarity';
import {sourceAllows, type SourceInvariant} from './sourceInvariants';
import {argsFit} from './template';
import type {Tokens} from './tokens';
import type {CodeKind, DevCall, ProdCall} from './types';
import {WEIGHTS} from './weights';

/** The call sites of one code (one code is one message, used at one or more call sites). */
export interface CodeGroup {
  code: number;
  kind: CodeKind;
  argCount: number;
  tokens: Tokens;
  /** Mean position of the call sites in the bundle, 0..1. */
  position: number;
}

/** The call sites of one development message. */
export interface MessageGroup {
  message: string;
  argCount: number;
  tokens: Tokens;
  position: number;
}

/** Everything the steps read; none of them changes it. */
export interface MatchInput {
  prodCalls: ProdCall[];
  devCalls: DevCall[];
  codeGroups: CodeGroup[];
  messageGroups: MessageGroup[];
  sourceInvariants: SourceInvariant[] | undefined;
  lenientArgs: boolean;
}

/** The pairing so far: the steps fill it in. */
export class Pairing {
  readonly messageOf = new Map<number, string>();
  readonly usedMessages = new Set<string>();

  pair(code: number, message: string): void {
    this.messageOf.set(code, message);
    this.usedMessages.add(message);
  }
}

/** Groups call sites by code and by message; notes a code called with different argument counts. */
export function groupCalls(
  prodCalls: ProdCall[],
  devCalls: DevCall[],
  problems: string[],
): {codeGroups: CodeGroup[]; messageGroups: MessageGroup[]} {
  const byCode = new Map<number, ProdCall[]>();
  for (const call of prodCalls) byCode.set(call.code, [...(byCode.get(call.code) ?? []), call]);
  const byMessage = new Map<string, DevCall[]>();
  for (const call of devCalls) byMessage.set(call.message, [...(byMessage.get(call.message) ?? []), call]);
  const meanPosition = (calls: {position: number}[]) => calls.reduce((sum, c) => sum + c.position, 0) / calls.length;

  const codeGroups = [...byCode].map(([code, calls]): CodeGroup => {
    const argCounts = new Set(calls.map((c) => c.argCount));
    if (argCounts.size > 1)
      problems.push(`code ${code} is called with different argument counts (${[...argCounts].join(', ')})`);
    const kinds = new Set(calls.map((c) => c.kind));
    return {
      code,
      kind: kinds.has('error') ? 'error' : 'warning',
      argCount: Math.max(...argCounts),
      tokens: mergeTokens(calls.map((c) => c.tokens)),
      position: meanPosition(calls),
    };
  });
  const messageGroups = [...byMessage].map(([message, calls]): MessageGroup => ({
    message,
    argCount: calls[0].argCount,
    tokens: mergeTokens(calls.map((c) => c.tokens)),
    position: meanPosition(calls),
  }));
  return {codeGroups, messageGroups};
}

/**
 * Step 0. Calls inside a function whose name both bundles keep (an export, a
 * method): the same checks in the same order, so pair them in order.
 */
export function pairByOwner(input: MatchInput, pairing: Pairing): void {
  const {prodCalls, devCalls, codeGroups, messageGroups, lenientArgs} = input;
  const owners = new Set(prodCalls.map((c) => c.owner).filter((o): o is string => Boolean(o)));
  for (const owner of owners) {
    const codesInOwner = [...new Set(prodCalls.filter((c) => c.owner === owner).map((c) => c.code))];
    const messagesInOwner = [...new Set(devCalls.filter((c) => c.owner === owner).map((c) => c.message))];
    // A method name can be shared by several classes: only an unambiguous match counts.
    if (codesInOwner.length !== messagesInOwner.length || codesInOwner.length < WEIGHTS.ownerPairingMinCodes) continue;
    const groupOf = (code: number) => codeGroups.find((g) => g.code === code)!;
    const argCountOf = (message: string) => messageGroups.find((g) => g.message === message)!.argCount;
    const fit = (code: number, k: number) =>
      argsFit(groupOf(code).argCount, argCountOf(messagesInOwner[k]), lenientArgs);
    if (!codesInOwner.every(fit)) continue;
    codesInOwner.forEach((code, k) => {
      if (pairing.messageOf.has(code) || pairing.usedMessages.has(messagesInOwner[k])) return;
      pairing.pair(code, messagesInOwner[k]);
    });
  }
}

/**
 * Step 1. Align the two call sequences in file order (both bundles come from the same
 * modules in the same order); dev-only calls and inlined copies become gaps. Each code
 * takes the message most of its call sites were aligned with.
 */
export function pairByAlignment(input: MatchInput, pairing: Pairing): void {
  const {prodCalls, devCalls, sourceInvariants, lenientArgs} = input;
  const votes = new Map<number, Map<string, number>>();
  for (const [prodIndex, devIndex] of alignInOrder(prodCalls, devCalls, lenientArgs)) {
    const {code, kind} = prodCalls[prodIndex];
    const message = devCalls[devIndex].message;
    if (!sourceAllows(sourceInvariants, message, kind)) continue;
    addVote(votes, code, message);
  }
  for (const [code, message] of winners(votes)) {
    if (pairing.usedMessages.has(message) || pairing.messageOf.has(code)) continue;
    pairing.pair(code, message);
  }
}

/**
 * Step 2. What the first alignment could not place: align the calls left over once
 * more in file order (a minifier moves whole functions, e.g. exports to the
 * end, but keeps the calls inside them in order), keeping only pairs whose
 * contexts agree.
 */
export function pairLeftovers(input: MatchInput, pairing: Pairing): void {
  const {sourceInvariants, lenientArgs} = input;
  const restProd = input.prodCalls.filter((call) => !pairing.messageOf.has(call.code));
  const restDev = input.devCalls.filter((call) => !pairing.usedMessages.has(call.message));
  const leftoverSimilarity = (i: number, j: number) =>
    argsFit(restProd[i].argCount, restDev[j].argCount, lenientArgs) &&
    sourceAllows(sourceInvariants, restDev[j].message, restProd[i].kind)
      ? similarity(restProd[i].tokens, restDev[j].tokens)
      : -Infinity;
  const votes = new Map<number, Map<string, number>>();
  for (const [i, j] of alignSequences(restProd.length, restDev.length, leftoverSimilarity)) {
    if (leftoverSimilarity(i, j) < WEIGHTS.leftoverAlignmentMinimum) continue;
    addVote(votes, restProd[i].code, restDev[j].message);
  }
  for (const [code, message] of winners(votes)) {
    if (pairing.usedMessages.has(message)) continue;
    pairing.pair(code, message);
  }
}

/** Step 3. Whatever is left, pair by context similarity and closeness in the file. */
export function pairBySimilarity(input: MatchInput, pairing: Pairing): void {
  const {codeGroups, messageGroups, sourceInvariants, lenientArgs} = input;
  const candidates: {code: number; message: string; score: number}[] = [];
  for (const codeGroup of codeGroups) {
    if (pairing.messageOf.has(codeGroup.code)) continue;
    for (const messageGroup of messageGroups) {
      if (!argsFit(codeGroup.argCount, messageGroup.argCount, lenientArgs)) continue;
      if (pairing.usedMessages.has(messageGroup.message)) continue;
      if (!sourceAllows(sourceInvariants, messageGroup.message, codeGroup.kind)) continue;
      const closeness = 1 - Math.abs(codeGroup.position - messageGroup.position);
      const score = similarity(codeGroup.tokens, messageGroup.tokens) + WEIGHTS.closeness * closeness;
      candidates.push({code: codeGroup.code, message: messageGroup.message, score});
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.code - b.code);
  for (const candidate of candidates) {
    if (pairing.messageOf.has(candidate.code) || pairing.usedMessages.has(candidate.message)) continue;
    pairing.pair(candidate.code, candidate.message);
  }
}

/**
 * Step 4. Swap two pairings when the crossed pairs fit their contexts clearly
 * better: the order alignment cannot see branches the minifier flipped.
 */
export function swapCrossedPairs(input: MatchInput, pairing: Pairing): void {
  const {messageOf} = pairing;
  const codeGroupOf = new Map(input.codeGroups.map((g) => [g.code, g]));
  const messageTokens = new Map(input.messageGroups.map((g) => [g.message, g.tokens]));
  const fitCache = new Map<string, number>();
  const fit = (code: number, message: string) => {
    const key = `${code}\u0000${message}`;
    let value = fitCache.get(key);
    if (value === undefined) {
      value = similarity(codeGroupOf.get(code)!.tokens, messageTokens.get(message)!);
      fitCache.set(key, value);
    }
    return value;
  };
  for (let round = 0, swapped = true; swapped && round < WEIGHTS.maxSwapRounds; round++) {
    swapped = false;
    const assigned = [...messageOf.keys()];
    for (let x = 0; x < assigned.length; x++) {
      for (let y = x + 1; y < assigned.length; y++) {
        const [a, b] = [assigned[x], assigned[y]];
        const [ma, mb] = [messageOf.get(a)!, messageOf.get(b)!];
        const [groupA, groupB] = [codeGroupOf.get(a)!, codeGroupOf.get(b)!];
        if (groupA.argCount !== groupB.argCount || groupA.kind !== groupB.kind) continue;
        if (fit(a, mb) + fit(b, ma) > fit(a, ma) + fit(b, mb) + WEIGHTS.swapMargin) {
          messageOf.set(a, mb);
          messageOf.set(b, ma);
          swapped = true;
        }
      }
    }
  }
}

function addVote(votes: Map<number, Map<string, number>>, code: number, message: string): void {
  const forCode = votes.get(code) ?? new Map<string, number>();
  forCode.set(message, (forCode.get(message) ?? 0) + 1);
  votes.set(code, forCode);
}

/** Each code with the message it got most votes for (the first such on a tie), in vote order. */
function winners(votes: Map<number, Map<string, number>>): [number, string][] {
  return [...votes].map(([code, forCode]): [number, string] => [code, [...forCode].sort((a, b) => b[1] - a[1])[0][0]]);
}
