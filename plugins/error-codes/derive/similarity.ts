/** Comparing context-token profiles: rarity weighting, merging and the similarity score. */
import type {Tokens} from './tokens';

/**
 * Scales each context token by how rare it is among the call sites of the two
 * bundles (inverse document frequency): `#99` or `.getTextContentSize` tell a
 * call site apart, `.set` and `._nodeMap` next to everything do not.
 */
export function weighByRarity(calls: {tokens: Tokens}[]): void {
  const sites = new Map<string, number>();
  for (const call of calls) for (const token of call.tokens.keys()) sites.set(token, (sites.get(token) ?? 0) + 1);
  for (const call of calls)
    for (const [token, weight] of call.tokens)
      call.tokens.set(token, weight * Math.log(1 + calls.length / sites.get(token)!));
}

/** Weighted Jaccard similarity of two profiles, 0..1. */
export function similarity(a: Tokens, b: Tokens): number {
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

/** One profile for several call sites of the same code or message: each token at its highest weight. */
export function mergeTokens(maps: Tokens[]): Tokens {
  const merged: Tokens = new Map();
  for (const map of maps)
    for (const [token, weight] of map) merged.set(token, Math.max(merged.get(token) ?? 0, weight));
  return merged;
}
