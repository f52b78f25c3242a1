/**
 * The committed table of every code seen in any released Lexical version
 * (written by scripts/error-codes-all-versions.ts, read by the plugin).
 */
import type {CodeKind} from './derive';
import type {PackageCodes} from './packages';
import type {DevOnlyCode} from './devOnlyCodes';

export interface AllVersionsEntry {
  message: string;
  kind: CodeKind;
  /** Version ranges in release order, e.g. ["0.12.0..0.14.5", "0.16.0"], whatever the wording. */
  seenIn: string[];
  /** Releases that used `message` itself (the newest wording). */
  messageSeenIn?: string[];
  /** Earlier wordings of the message, newest first, with where they were seen. */
  earlierMessages?: {message: string; seenIn: string[]}[];
  /**
   * A development-only check: no production bundle throws the code (`seenIn` is
   * empty); these are the releases whose development bundles make the check.
   */
  devOnlyIn?: string[];
}

export interface AllVersionsTable {
  generatedBy: string;
  /** Every release scanned, oldest first. */
  releases: string[];
  /** Per release: codes that a production bundle used but no message could be paired with. */
  unmapped: Record<string, {package: string; code: number}[]>;
  codes: Record<string, AllVersionsEntry>;
}

/** Orders plain `major.minor.patch` versions. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] || 0) !== (pb[i] || 0)) return (pa[i] || 0) - (pb[i] || 0);
  return 0;
}

/** Collapses versions into ranges of consecutive releases. */
export function toRanges(versions: string[], releases: string[]): string[] {
  const indices = [...new Set(versions.map((v) => releases.indexOf(v)).filter((i) => i >= 0))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let start = 0; start < indices.length;) {
    let end = start;
    while (end + 1 < indices.length && indices[end + 1] === indices[end] + 1) end++;
    const [first, last] = [releases[indices[start]], releases[indices[end]]];
    ranges.push(first === last ? first : `${first}..${last}`);
    start = end + 1;
  }
  return ranges;
}

/** Expands ranges written by `toRanges` back into versions. */
export function fromRanges(ranges: string[], releases: string[]): string[] {
  return ranges.flatMap((range) => {
    const [first, last = first] = range.split('..');
    const [from, to] = [releases.indexOf(first), releases.indexOf(last)];
    return from < 0 || to < 0 ? [] : releases.slice(from, to + 1);
  });
}

export function buildAllVersionsTable(
  releases: string[],
  perVersion: Map<string, PackageCodes[]>,
  devOnly: DevOnlyCode[] = [],
): AllVersionsTable {
  const seen = new Map<number, Map<string, {kind: CodeKind; versions: string[]}>>();
  const unmapped: AllVersionsTable['unmapped'] = {};
  for (const version of releases) {
    for (const pkg of perVersion.get(version) ?? []) {
      for (const {code, message, kind} of pkg.codes) {
        const wordings = seen.get(code) ?? new Map();
        const wording = wordings.get(message) ?? {kind, versions: []};
        if (!wording.versions.includes(version)) wording.versions.push(version);
        wordings.set(message, wording);
        seen.set(code, wordings);
      }
      for (const {code} of pkg.unmapped) (unmapped[version] ??= []).push({package: pkg.name, code});
    }
  }
  const codes: Record<string, AllVersionsEntry> = {};
  for (const code of [...seen.keys()].sort((a, b) => a - b)) {
    const latestIndex = (w: {versions: string[]}) => Math.max(...w.versions.map((v) => releases.indexOf(v)));
    const wordings = [...seen.get(code)!].sort((a, b) => latestIndex(b[1]) - latestIndex(a[1]));
    const [[message, newest], ...older] = wordings;
    const allVersions = wordings.flatMap(([, w]) => w.versions);
    codes[code] = {message, kind: newest.kind, seenIn: toRanges(allVersions, releases)};
    // The newest wording's own releases are kept too, so a release's wording can be looked up.
    codes[code].messageSeenIn = toRanges(newest.versions, releases);
    if (older.length > 0)
      codes[code].earlierMessages = older.map(([m, w]) => ({message: m, seenIn: toRanges(w.versions, releases)}));
  }
  for (const {code, message, versions} of devOnly) {
    if (codes[code]) continue;
    codes[code] = {message, kind: 'error', seenIn: [], devOnlyIn: toRanges(versions, releases)};
  }
  const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => Number(a) - Number(b)));
  return {generatedBy: 'npm run error-codes:all-versions', releases, unmapped, codes: sorted};
}
