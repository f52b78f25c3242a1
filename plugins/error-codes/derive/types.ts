/** The shapes the derivation passes between its steps and returns. */
import type {SourceInvariant} from './sourceInvariants';

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
