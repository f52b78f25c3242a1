/**
 * Codes of development-only checks.
 *
 * Lexical's table gives a code to every `invariant` in its source, including
 * the ones inside `if (__DEV__)` that production bundles drop: no bundle ever
 * throws those codes, so pairing bundles cannot find them. Their numbers can
 * still be read off the table's one rule: a new message gets the next free
 * number, in the order the source is read. A run of numbers no bundle throws,
 * between two codes whose messages first appeared in releases A and B, belongs
 * to development-only messages that first appeared between A and B (in the
 * package of its neighbours, when other packages added checks meanwhile). When
 * there are exactly as many such messages as missing numbers, and they come
 * from one package and one release (so their order in the development bundle
 * is their order in the source), they take the numbers in that order.
 */
import {compareVersions} from './allVersions';
import type {PackageCodes} from './packages';

export interface DevOnlyCode {
  code: number;
  message: string;
  /** Releases whose development bundles make the check. */
  versions: string[];
}

interface Candidate {
  message: string;
  packageName: string;
  first: number;
  order: number;
  versions: string[];
}

export function inferDevOnlyCodes(era: string[], perVersion: Map<string, PackageCodes[]>): DevOnlyCode[] {
  const releases = [...era].sort(compareVersions);
  const codeOf = new Map<string, number>();
  const packageOf = new Map<number, string>();
  const firstSeen = new Map<string, number>();
  const candidates = new Map<string, Candidate>();
  releases.forEach((version, index) => {
    for (const pkg of perVersion.get(version) ?? []) {
      for (const {code, message} of pkg.codes) {
        codeOf.set(message, code);
        packageOf.set(code, pkg.name);
      }
      for (const message of [...pkg.messages, ...pkg.devOnlyMessages, ...pkg.codes.map((c) => c.message)])
        if (!firstSeen.has(message)) firstSeen.set(message, index);
      (pkg.devOnlyMessages ?? []).forEach((message, order) => {
        const known = candidates.get(message);
        if (known) known.versions.push(version);
        else candidates.set(message, {message, packageName: pkg.name, first: index, order, versions: [version]});
      });
    }
  });
  for (const message of codeOf.keys()) candidates.delete(message);

  // When each known code's message first appeared: the table grew in that order.
  const addedAt = new Map<number, number>();
  for (const [message, code] of codeOf) {
    const seen = firstSeen.get(message)!;
    addedAt.set(code, Math.min(addedAt.get(code) ?? Infinity, seen));
  }
  const known = [...addedAt.keys()].sort((a, b) => a - b);
  const inferred: DevOnlyCode[] = [];
  const used = new Set<string>();
  for (let k = 0; k + 1 < known.length; k++) {
    const [before, after] = [known[k], known[k + 1]];
    const missing = after - before - 1;
    if (missing === 0) continue;
    const [from, to] = [addedAt.get(before)!, addedAt.get(after)!];
    let fitting = [...candidates.values()]
      .filter((c) => !used.has(c.message) && c.first >= from && c.first <= to)
      .sort((a, b) => a.first - b.first || a.order - b.order);
    // Other packages may have added checks in the same releases: a run between two
    // codes of one package is first looked for in that package.
    const neighbours = packageOf.get(before);
    if (fitting.length > missing && neighbours === packageOf.get(after))
      fitting = fitting.filter((c) => c.packageName === neighbours);
    const oneSource = new Set(fitting.map((c) => `${c.packageName}@${c.first}`)).size === 1;
    if (fitting.length !== missing || !(oneSource || missing === 1)) continue;
    fitting.forEach((candidate, offset) => {
      used.add(candidate.message);
      inferred.push({code: before + 1 + offset, message: candidate.message, versions: candidate.versions});
    });
  }
  return inferred;
}
