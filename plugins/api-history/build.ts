/**
 * Release snapshots → the committed history (data/api-history.json): per export its presence as ranges of
 * releases, and only the releases where its declaration or deprecation changed. Used by scripts/api-history.ts.
 */
import {compareVersions, toRanges} from '../error-codes/allVersions';
import type {ApiKind, ModuleSnapshot} from './types';
import type {ApiHistoryData, ExportHistory, MemberHistory, TextChange} from './history';
import {apiHistoryFormat} from './history';

/** Bumped when the reading of declarations changes, so cached snapshots are read again. */
export const releaseSnapshotFormat = 3;

/** What scripts/api-history.ts keeps per release. */
export interface ReleaseSnapshot {
  format: number;
  version: string;
  /** Every package published in the release, with the modules found in its declarations (none when untyped). */
  packages: Record<string, {modules: string[]}>;
  modules: Record<string, ModuleSnapshot>;
}

interface Presence {
  versions: string[];
  text: TextChange[];
  deprecated: [string, string | null][];
  /** Kind as of the last release seen (exports only). */
  kind?: ApiKind;
}

function track(presence: Presence, version: string, text: string, deprecated: string | undefined, kind?: ApiKind) {
  presence.versions.push(version);
  const last = presence.text.at(-1);
  const kindChanged = kind !== undefined && kind !== presence.kind;
  if (!last || last[1] !== text || kindChanged)
    presence.text.push(kindChanged ? [version, text, kind] : [version, text]);
  presence.kind = kind;
  const lastDeprecation = presence.deprecated.at(-1)?.[1] ?? null;
  const now = deprecated ?? null;
  if (now !== lastDeprecation) presence.deprecated.push([version, now]);
}

/**
 * The history of every module over `snapshots` (oldest first, each with declarations). Not every package is
 * published in every release: where one is missing, or shipped without declarations (a broken publish, listed in
 * `untypedIn`), its newest earlier API stands, as it does for a reader who installs that release.
 */
export function buildApiHistory(
  snapshots: readonly ReleaseSnapshot[],
  firstRelease: (packageName: string) => string | undefined,
): ApiHistoryData {
  const versions = snapshots.map((s) => s.version).sort(compareVersions);
  const packages: ApiHistoryData['packages'] = {};
  const current = new Map<string, Record<string, ModuleSnapshot>>();
  const moduleInfo = new Map<string, {package: string; firstRelease: string}>();
  const exportPresence = new Map<string, Map<string, Presence & {members: Map<string, Presence>}>>();

  for (const snapshot of snapshots) {
    const {version} = snapshot;
    for (const [packageName, {modules}] of Object.entries(snapshot.packages)) {
      if (modules.length === 0) {
        if (packages[packageName]) (packages[packageName].untypedIn ??= []).push(version);
        continue;
      }
      current.set(packageName, Object.fromEntries(modules.map((name) => [name, snapshot.modules[name] ?? {}])));
      packages[packageName] ??= {firstRelease: firstRelease(packageName) ?? version, firstTypedRelease: version};
      packages[packageName].lastRelease = version;
    }
    for (const [packageName, moduleSnapshots] of current) {
      for (const [moduleName, exportSnapshots] of Object.entries(moduleSnapshots)) {
        if (!moduleInfo.has(moduleName)) moduleInfo.set(moduleName, {package: packageName, firstRelease: version});
        const exports = exportPresence.get(moduleName) ?? new Map();
        exportPresence.set(moduleName, exports);
        for (const [name, entry] of Object.entries(exportSnapshots)) {
          const presence = exports.get(name) ?? {versions: [], text: [], deprecated: [], members: new Map()};
          exports.set(name, presence);
          track(presence, version, entry.text, entry.deprecated, entry.kind);
          for (const [member, memberEntry] of Object.entries(entry.members ?? {})) {
            const memberPresence = presence.members.get(member) ?? {versions: [], text: [], deprecated: []};
            presence.members.set(member, memberPresence);
            track(memberPresence, version, memberEntry.text, memberEntry.deprecated);
          }
        }
      }
    }
  }

  const modules: ApiHistoryData['modules'] = {};
  for (const moduleName of [...moduleInfo.keys()].sort()) {
    const info = moduleInfo.get(moduleName)!;
    const packageInfo = packages[info.package]!;
    // Exports of the package's first typed release may be older: earlier releases had no declarations to read.
    const hadUntypedReleases = compareVersions(packageInfo.firstRelease, packageInfo.firstTypedRelease) < 0;
    const exports: Record<string, ExportHistory> = {};
    const sortedExports = [...exportPresence.get(moduleName)!].sort(([a], [b]) => a.localeCompare(b));
    for (const [name, presence] of sortedExports) {
      const since = presence.versions[0]!;
      const present = toRanges(presence.versions, versions);
      const kind = presence.kind!;
      const entry: ExportHistory = {kind, since, present, text: presence.text};
      if (hadUntypedReleases && since === packageInfo.firstTypedRelease) entry.sinceIsLowerBound = true;
      if (presence.deprecated.length > 0) entry.deprecated = presence.deprecated;
      if (presence.members.size > 0) {
        entry.members = {};
        for (const [member, memberPresence] of [...presence.members].sort(([a], [b]) => a.localeCompare(b))) {
          const memberEntry: MemberHistory = {text: memberPresence.text as [string, string][]};
          const memberPresent = toRanges(memberPresence.versions, versions);
          if (memberPresence.versions[0] !== since) memberEntry.since = memberPresence.versions[0];
          if (memberPresent.join() !== present.join()) memberEntry.present = memberPresent;
          if (memberPresence.deprecated.length > 0) memberEntry.deprecated = memberPresence.deprecated;
          entry.members[member] = memberEntry;
        }
      }
      exports[name] = entry;
    }
    modules[moduleName] = {
      package: info.package,
      firstRelease: packageInfo.firstRelease,
      firstTypedRelease: info.firstRelease,
      exports,
    };
  }
  return {format: apiHistoryFormat, generatedBy: 'npm run api-history', versions, packages, modules};
}
