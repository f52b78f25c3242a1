/**
 * The tuned numbers of the pairing, in one place. They were set against
 * Lexical's own numbering of every release from 0.3.3 on, which
 * `npm run error-codes:all-versions` checks the result against. After changing
 * one, empty the `derived/` folder of that script's cache before re-running it:
 * it reuses the pairings it derived before.
 */
export const WEIGHTS = {
  // Context tokens (see `contextTokens`): what a token adds to a call site's profile.

  /** Rewards sharing the guard right around a call (`if (!cond)`, `cond || fail()`). */
  guardToken: 3,
  /** Rewards a guard comparing with the same kind of value (`?undefined`, `?null`, `?typeof`, `?99`). */
  guardShapeToken: 1,
  /** Rewards an enclosing condition that went the same way (`?isLocked=false`). */
  branchToken: 2,
  /** Rewards sharing the name of the enclosing function, method or exported property. */
  ownerName: 3,
  /** Rewards a token of the innermost function around the call. */
  innerFunctionToken: 1,
  /** Rewards a token of the function around that one, when the innermost is tiny. */
  outerFunctionToken: 0.5,
  /** Rewards passing the same constant value at the same argument position. */
  constantArgument: 4,

  // Which tokens are taken at all.

  /** String literals shorter than this are tokens; longer ones are prose the bundles may reword. */
  literalTokenMaxLength: 80,
  /** Numbers above this are tokens; 0 and 1 are everywhere and tell no call site apart. */
  numberTokenAbove: 1,
  /** Binding names this short or shorter are minified and never match across bundles. */
  minifiedNameMaxLength: 2,
  /** How many parents up from a call to look for the guard around it. */
  guardSearchDepth: 4,
  /** How many enclosing functions may contribute tokens. */
  enclosingFunctionLevels: 2,
  /** A function adding this many new tokens is context enough: its parent is not read. */
  enoughFunctionTokens: 6,
  /** Messages shorter than this (without placeholders) are too generic to call kept in production. */
  keptMessageMinLength: 8,

  // Pairing.

  /** Pairs in order the calls of a kept function name only when it holds at least this many codes. */
  ownerPairingMinCodes: 2,
  /** Anchors a call to its best message only when they are at least this similar... */
  anchorMinimum: 0.15,
  /** ...and that message beats the best other one by this factor... */
  anchorFactor: 1.5,
  /** ...plus this fixed lead... */
  anchorMargin: 0.05,
  /** ...and fits that message better than any other code does, by this much. */
  anchorExclusiveMargin: 0.15,
  /** Rewards pairing over skipping in the order-preserving alignment, per aligned pair. */
  alignedPairBonus: 0.2,
  /** The second alignment (of the calls left over) keeps only pairs at least this similar. */
  leftoverAlignmentMinimum: 0.3,
  /** Rewards closeness in the file when pairing by similarity alone. */
  closeness: 0.35,
  /** Swaps two pairings only when the crossed pairs fit better by this much. */
  swapMargin: 0.02,
  /** Stops swapping after this many rounds even if a swap still helps. */
  maxSwapRounds: 10,
} as const;
