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
import {messageCandidates} from './candidates';
import {extractDevCalls} from './devCalls';
import {
  groupCalls,
  pairByAlignment,
  pairByOwner,
  pairBySimilarity,
  pairLeftovers,
  Pairing,
  swapCrossedPairs,
  type MatchInput,
} from './match';
import {extractProdCalls} from './prodCalls';
import {weighByRarity} from './similarity';
import {countPlaceholders} from './template';
import type {BundlePairResult, DerivedCode, PairOptions} from './types';

export {extractDevCalls} from './devCalls';
export {extractProdCalls} from './prodCalls';
export {extractSourceInvariants, type SourceInvariant} from './sourceInvariants';
export {countPlaceholders} from './template';
export type {BundlePairResult, CodeKind, DerivedCode, DevCall, PairOptions, ProdCall} from './types';

/**
 * Pairs the codes of a production bundle with the messages of its development
 * twin. Codes and messages are grouped first (one code is one message, used at
 * one or more call sites), then paired step by step (see `./match`), only
 * between groups with the same argument count.
 */
export function pairBundles(prodSource: string, devSource: string, options: PairOptions = {}): BundlePairResult {
  const {sourceInvariants} = options;
  const lenientArgs = options.lenientArgs ?? false;
  const prodCalls = extractProdCalls(prodSource);
  const {devCalls, devOnlyMessages} = messageCandidates(extractDevCalls(devSource), prodSource, sourceInvariants);
  const problems: string[] = [];
  weighByRarity([...prodCalls, ...devCalls]);
  const {codeGroups, messageGroups} = groupCalls(prodCalls, devCalls, problems);

  const input: MatchInput = {prodCalls, devCalls, codeGroups, messageGroups, sourceInvariants, lenientArgs};
  const pairing = new Pairing();
  pairByOwner(input, pairing);
  pairByAlignment(input, pairing);
  pairLeftovers(input, pairing);
  pairBySimilarity(input, pairing);
  swapCrossedPairs(input, pairing);

  const codes: DerivedCode[] = [];
  const unmapped: number[] = [];
  for (const group of codeGroups) {
    const message = pairing.messageOf.get(group.code);
    if (message === undefined) {
      unmapped.push(group.code);
      continue;
    }
    if (countPlaceholders(message) !== group.argCount && !(lenientArgs && group.argCount === 0))
      problems.push(
        `code ${group.code}: message has ${countPlaceholders(message)} %s but is called with ${group.argCount} values`,
      );
    codes.push({code: group.code, kind: group.kind, message, argCount: group.argCount});
  }
  codes.sort((a, b) => a.code - b.code);
  unmapped.sort((a, b) => a - b);
  return {codes, unmapped, problems, messages: messageGroups.map((g) => g.message), devOnlyMessages};
}
