/**
 * Cross-release agreement on what each code means.
 *
 * Lexical numbers its messages in one table that only grows: once a message
 * has a code, every later release that throws it uses the same code. (Before
 * that table settled, early releases renumbered everything at once.) Pairing a
 * single release's bundles can still go wrong where the minifier leaves no
 * trace of a call site, as in one-line getters such as `getActiveEditorState`;
 * the same message is usually paired right in the many releases whose bundles
 * kept more context. So each message gets the code that most releases of its
 * numbering era agree on, and each release's pairing is corrected to it.
 */
import {countPlaceholders, type DerivedCode} from './derive';
import type {PackageCodes} from './packages';

/**
 * Two consecutive releases belong to different numbering eras when more than
 * this share of the messages they both paired changed code (a renumbering).
 */
const RENUMBERING_SHARE = 0.3;
/** Fewer shared messages than this say nothing about renumbering. */
const RENUMBERING_MIN_SHARED = 5;

export interface ReconcileResult {
  /** Releases, oldest first, grouped by numbering era. */
  eras: string[][];
  /** Codes whose message the consensus changed, as `version package #code`. */
  corrected: string[];
}

function messageCodes(packages: PackageCodes[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const pkg of packages) for (const {code, message} of pkg.codes) map.set(message, code);
  return map;
}

/** Splits releases (oldest first) where a release renumbered the messages of the one before. */
export function numberingEras(releases: string[], perVersion: Map<string, PackageCodes[]>): string[][] {
  const eras: string[][] = [];
  let previous: Map<string, number> | undefined;
  for (const version of releases) {
    const current = messageCodes(perVersion.get(version) ?? []);
    let shared = 0;
    let changed = 0;
    for (const [message, code] of current) {
      const before = previous?.get(message);
      if (before === undefined) continue;
      shared++;
      if (before !== code) changed++;
    }
    const renumbered = shared >= RENUMBERING_MIN_SHARED && changed / shared > RENUMBERING_SHARE;
    if (eras.length === 0 || renumbered) eras.push([]);
    eras[eras.length - 1].push(version);
    if (current.size > 0) previous = current;
  }
  return eras;
}

/** The code that a strict majority of an era's pairings give each message. */
function consensusCodes(era: string[], perVersion: Map<string, PackageCodes[]>): Map<string, number> {
  const votes = new Map<string, Map<number, number>>();
  for (const version of era)
    for (const pkg of perVersion.get(version) ?? [])
      for (const {code, message} of pkg.codes) {
        const forMessage = votes.get(message) ?? new Map<number, number>();
        forMessage.set(code, (forMessage.get(code) ?? 0) + 1);
        votes.set(message, forMessage);
      }
  const consensus = new Map<string, number>();
  for (const [message, forMessage] of votes) {
    const ranked = [...forMessage].sort((a, b) => b[1] - a[1]);
    const total = ranked.reduce((sum, [, count]) => sum + count, 0);
    if (ranked[0][1] * 2 > total) consensus.set(message, ranked[0][0]);
  }
  return consensus;
}

/**
 * Corrects each release's pairing (in place) to the message its era agrees on,
 * when exactly one of the messages the release's bundles offer has that code.
 */
export function reconcileReleases(releases: string[], perVersion: Map<string, PackageCodes[]>): ReconcileResult {
  const eras = numberingEras(releases, perVersion);
  const corrected: string[] = [];
  for (const era of eras) {
    const consensus = consensusCodes(era, perVersion);
    for (const version of era) {
      for (const pkg of perVersion.get(version) ?? []) {
        const offered = pkg.messages ?? [];
        const agreed = (code: number) => offered.filter((message) => consensus.get(message) === code);
        const codes: DerivedCode[] = [];
        for (const entry of pkg.codes) {
          const candidates = agreed(entry.code);
          const message = candidates.length === 1 ? candidates[0] : entry.message;
          if (message !== entry.message) corrected.push(`${version} ${pkg.name} #${entry.code}`);
          codes.push(message === entry.message ? entry : {...entry, message, argCount: countPlaceholders(message)});
        }
        // Codes no message could be paired with in this release alone.
        const unmapped = pkg.unmapped.filter(({code}) => {
          const candidates = agreed(code);
          if (candidates.length !== 1 || codes.some((c) => c.code === code)) return true;
          codes.push({code, kind: 'error', message: candidates[0], argCount: countPlaceholders(candidates[0])});
          corrected.push(`${version} ${pkg.name} #${code}`);
          return false;
        });
        pkg.codes = codes.sort((a, b) => a.code - b.code);
        pkg.unmapped = unmapped;
      }
    }
  }
  return {eras, corrected};
}
