/**
 * The data of the API changes pages and of the upgrading page, read from the API history as of the documented
 * release (newer releases the registry already serves are left out) and linked to the API reference.
 */
import {fromRanges} from '../error-codes/allVersions';
import {releaseChanges, type ApiHistory, type ReleaseModuleChanges} from './history';
import type {ApiKind} from './types';
import type {PresenceRanges, UpgradeData, UpgradeDeprecation, UpgradeExport, UpgradeMember} from './upgrade';

/** Reference page of an export of the documented release, by module and name. */
export type ReferenceUrls = (module: string, name: string) => string | undefined;

export interface LinkedName {
  name: string;
  url?: string;
}

export interface ModuleChangesEntry {
  module: string;
  /** The module's reference page, when the documented release has the module. */
  url?: string;
  added: (LinkedName & {kind: ApiKind})[];
  removed: (LinkedName & {kind: ApiKind})[];
  deprecated: (LinkedName & {message: string})[];
  changed: (LinkedName & {before: string; after: string})[];
}

export interface ReleaseEntry {
  version: string;
  previous: string | null;
  modules: ModuleChangesEntry[];
}

export interface ChangeCounts {
  added: number;
  removed: number;
  deprecated: number;
  changed: number;
}

/** One page: every release of a minor version (`0.50`), newest first. */
export interface MinorChanges {
  minor: string;
  /** Route of its page. */
  path: string;
  /** The documented release, for the sentence saying what the reference describes. */
  documentedVersion: string;
  releases: ReleaseEntry[];
  counts: ChangeCounts;
  /** The neighbouring pages, newer and older. */
  newer?: {minor: string; path: string};
  older?: {minor: string; path: string};
}

export interface ChangesIndex {
  documentedVersion: string;
  /** Oldest scanned release: the first page lists its exports as added. */
  firstVersion: string;
  minors: {minor: string; path: string; releases: string[]; counts: ChangeCounts}[];
}

/** `0.50.3` -> `0.50`. */
export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

function countChanges(modules: ReleaseModuleChanges[]): ChangeCounts {
  const counts = {added: 0, removed: 0, deprecated: 0, changed: 0};
  for (const module of modules) {
    counts.added += module.added.length;
    counts.removed += module.removed.length;
    counts.deprecated += module.deprecated.length;
    counts.changed += module.changed.length;
  }
  return counts;
}

function addCounts(a: ChangeCounts, b: ChangeCounts): ChangeCounts {
  return {
    added: a.added + b.added,
    removed: a.removed + b.removed,
    deprecated: a.deprecated + b.deprecated,
    changed: a.changed + b.changed,
  };
}

/** `Owner.member` links to its owner's page; a plain name to its own page or anchor. */
function linked(urls: ReferenceUrls, module: string, name: string): LinkedName {
  const url = urls(module, name) ?? (name.includes('.') ? urls(module, name.split('.')[0]!) : undefined);
  return url ? {name, url} : {name};
}

function linkModule(changes: ReleaseModuleChanges, urls: ReferenceUrls, moduleUrl: ReferenceUrls): ModuleChangesEntry {
  const {module} = changes;
  const entry: ModuleChangesEntry = {
    module,
    added: changes.added.map(({name, kind}) => ({...linked(urls, module, name), kind})),
    // Gone by the documented release: nothing to link to.
    removed: changes.removed.map(({name, kind}) => ({name, kind})),
    deprecated: changes.deprecated.map(({name, message}) => ({...linked(urls, module, name), message})),
    changed: changes.changed.map(({name, before, after}) => ({...linked(urls, module, name), before, after})),
  };
  const url = moduleUrl(module, '');
  if (url) entry.url = url;
  return entry;
}

/**
 * One page per minor version up to `asOf`, newest first, and the index of them. An export removed in a release
 * and present again by `asOf` is still a removal of that release, but its name then links to today's page.
 */
export function changesPages(
  h: ApiHistory,
  asOf: string,
  routeBase: string,
  urls: ReferenceUrls,
  moduleUrl: ReferenceUrls,
): {index: ChangesIndex; minors: MinorChanges[]} {
  const releases = releaseChanges(h, asOf);
  const minors: MinorChanges[] = [];
  for (const release of releases) {
    const minor = minorOf(release.version);
    let page = minors.at(-1);
    if (page?.minor !== minor) {
      page = {
        minor,
        path: `${routeBase}/${minor}`,
        documentedVersion: asOf,
        releases: [],
        counts: {added: 0, removed: 0, deprecated: 0, changed: 0},
      };
      minors.push(page);
    }
    page.releases.push({
      version: release.version,
      previous: release.previous,
      modules: release.modules.map((changes) => linkModule(changes, urls, moduleUrl)),
    });
    page.counts = addCounts(page.counts, countChanges(release.modules));
  }
  minors.forEach((page, index) => {
    const newer = minors[index - 1];
    const older = minors[index + 1];
    if (newer) page.newer = {minor: newer.minor, path: newer.path};
    if (older) page.older = {minor: older.minor, path: older.path};
  });
  const index: ChangesIndex = {
    documentedVersion: asOf,
    firstVersion: releases.at(-1)!.version,
    minors: minors.map(({minor, path, releases: entries, counts}) => ({
      minor,
      path,
      releases: entries.map((entry) => entry.version),
      counts,
    })),
  };
  return {index, minors};
}

/** Version ranges as inclusive position pairs among `versions`, cut at its end. */
function positions(ranges: string[], allVersions: string[], versions: string[]): PresenceRanges {
  const present = new Set(fromRanges(ranges, allVersions));
  const result: PresenceRanges = [];
  versions.forEach((version, position) => {
    if (!present.has(version)) return;
    const last = result.at(-1);
    if (last && last[1] === position - 1) last[1] = position;
    else result.push([position, position]);
  });
  return result;
}

/** Change points up to the last of `versions`, with versions as positions (the caller names the tuple type). */
function changePoints<T>(changes: readonly (readonly [string, ...unknown[]])[], versions: string[]): T[] {
  return changes
    .filter((change) => versions.includes(change[0]))
    .map(([version, ...rest]) => [versions.indexOf(version), ...rest] as T);
}

/** Present throughout `ranges` up to the end, with one text and no deprecation: nothing an upgrade meets. */
function isSteady(present: PresenceRanges, texts: unknown[], deprecations: unknown[], last: number): boolean {
  return present.length === 1 && present[0]![1] === last && texts.length <= 1 && deprecations.length === 0;
}

/**
 * What the upgrading page needs, as of `asOf`: for the modules of `packages`, every export and member that was
 * removed, changed or deprecated at some release up to `asOf`, with its presence and change points.
 */
export function upgradeData(
  h: ApiHistory,
  asOf: string,
  packages: readonly string[],
  urls: ReferenceUrls,
): UpgradeData {
  const allVersions = h.data.versions;
  const versions = allVersions.slice(0, allVersions.indexOf(asOf) + 1);
  if (versions.length === 0) throw new Error(`api-history: ${asOf} is not a scanned release`);
  const last = versions.length - 1;
  const modules: UpgradeData['modules'] = {};
  for (const [module, history] of Object.entries(h.data.modules)) {
    if (!packages.includes(history.package)) continue;
    const exports: Record<string, UpgradeExport> = {};
    for (const [name, entry] of Object.entries(history.exports)) {
      const present = positions(entry.present, allVersions, versions);
      if (present.length === 0) continue;
      const text = changePoints<UpgradeExport['text'][number]>(entry.text, versions);
      const deprecated = changePoints<UpgradeDeprecation>(entry.deprecated ?? [], versions);
      const members: Record<string, UpgradeMember> = {};
      for (const [member, memberEntry] of Object.entries(entry.members ?? {})) {
        const memberPresent = memberEntry.present ? positions(memberEntry.present, allVersions, versions) : present;
        const memberText = changePoints<[number, string]>(memberEntry.text, versions);
        const memberDeprecated = changePoints<UpgradeDeprecation>(memberEntry.deprecated ?? [], versions);
        if (memberPresent.length === 0 || memberText.length === 0) continue;
        // A member there since its owner with one text is either unchanged or added: neither is listed.
        if (isSteady(memberPresent, memberText, memberDeprecated, last)) continue;
        const kept: UpgradeMember = {text: memberText};
        if (memberEntry.present) kept.present = memberPresent;
        if (memberDeprecated.length > 0) kept.deprecated = memberDeprecated;
        members[member] = kept;
      }
      if (isSteady(present, text, deprecated, last) && Object.keys(members).length === 0) continue;
      const kept: UpgradeExport = {kind: entry.kind, present, text};
      if (deprecated.length > 0) kept.deprecated = deprecated;
      const url = present.at(-1)![1] === last ? urls(module, name) : undefined;
      if (url) kept.url = url;
      if (Object.keys(members).length > 0) kept.members = members;
      exports[name] = kept;
    }
    if (Object.keys(exports).length > 0) modules[module] = {package: history.package, exports};
  }
  return {version: asOf, versions, packages: [...packages], modules};
}
