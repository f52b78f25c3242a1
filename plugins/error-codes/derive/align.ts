/** Order-preserving alignment of production and development call sites. */
import {similarity} from './similarity';
import {argsFit} from './template';
import type {DevCall, ProdCall} from './types';
import {WEIGHTS} from './weights';

/** Rounding slack when retracing the best alignment: sums of floats may differ in the last bits. */
const SCORE_TOLERANCE = 1e-12;

/**
 * Order-preserving alignment (Needleman-Wunsch) of production and development
 * call sites that maximises the summed context similarity; pairs must agree
 * on the argument count. Returns the aligned [prodIndex, devIndex] pairs.
 */
export function alignInOrder(prodCalls: ProdCall[], devCalls: DevCall[], lenientArgs: boolean): [number, number][] {
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
    if (best.score < WEIGHTS.anchorMinimum) continue;
    if (rival && best.score < WEIGHTS.anchorFactor * rival.score + WEIGHTS.anchorMargin) continue;
    // Inlined copies of the same check carry the same code: they are no rivals.
    const bestForDev = Math.max(
      ...prodCalls.map((p, k) => (p.code === prodCalls[i].code ? -Infinity : sim[k][best.j])),
    );
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
export function alignSequences(
  n: number,
  m: number,
  pairSimilarity: (i: number, j: number) => number,
): [number, number][] {
  const score = Array.from({length: n + 1}, () => new Float64Array(m + 1));
  const pairScore = (a: number, b: number) => WEIGHTS.alignedPairBonus + pairSimilarity(a, b);
  for (let a = n - 1; a >= 0; a--)
    for (let b = m - 1; b >= 0; b--)
      score[a][b] = Math.max(score[a + 1][b], score[a][b + 1], pairScore(a, b) + score[a + 1][b + 1]);
  const pairs: [number, number][] = [];
  let a = 0;
  let b = 0;
  while (a < n && b < m) {
    const matched = pairScore(a, b) + score[a + 1][b + 1];
    if (matched > -Infinity && matched >= score[a][b] - SCORE_TOLERANCE) {
      pairs.push([a, b]);
      a++;
      b++;
    } else if (score[a + 1][b] >= score[a][b + 1]) a++;
    else b++;
  }
  return pairs;
}
