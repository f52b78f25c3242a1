/**
 * What the 'Upgrading from an older version' page computes in the browser: the data it loads (written at build
 * time by pages.ts) and the one query over it. No Node imports: the page's chunk bundles this file.
 */
import type {ApiKind} from './types';

/** Inclusive ranges of positions in `UpgradeData.versions`. */
export type PresenceRanges = [number, number][];

/** A declaration text from a release on (a position in `versions`), with the kind when it changed there. */
export type UpgradeText = [number, string] | [number, string, ApiKind];

/** A deprecation message from a release on, or `null` from a release where it was lifted. */
export type UpgradeDeprecation = [number, string | null];

export interface UpgradeMember {
  /** When not the same as the owner's. */
  present?: PresenceRanges;
  text: [number, string][];
  deprecated?: UpgradeDeprecation[];
}

export interface UpgradeExport {
  kind: ApiKind;
  present: PresenceRanges;
  text: UpgradeText[];
  deprecated?: UpgradeDeprecation[];
  /** Its API reference page, when the documented version exports it. */
  url?: string;
  members?: Record<string, UpgradeMember>;
}

export interface UpgradeModule {
  package: string;
  exports: Record<string, UpgradeExport>;
}

/**
 * Exports and members whose declaration, presence or deprecation changed up to the documented version: the only
 * ones an upgrade to it can report. Releases after the documented one are left out.
 */
export interface UpgradeData {
  /** The documented release, the last of `versions`. */
  version: string;
  /** Scanned releases up to the documented one, oldest first. */
  versions: string[];
  /** Documented packages, in documentation order. */
  packages: string[];
  modules: Record<string, UpgradeModule>;
}

export interface UpgradeChange {
  name: string;
  /** The reference page of the name (the owner's page for a member) when the documented version has it. */
  url?: string;
}

export interface UpgradeModuleChanges {
  module: string;
  removed: UpgradeChange[];
  /** Declaration before (as in the older release) and after (as in the documented one); members as `Owner.m`. */
  changed: (UpgradeChange & {before: string; after: string})[];
  /** Newly deprecated since the older release, with the advice of the `@deprecated` tag. */
  deprecated: (UpgradeChange & {message: string})[];
}

function presentAt(ranges: PresenceRanges, position: number): boolean {
  return ranges.some(([first, last]) => first <= position && position <= last);
}

/** The last change point at or before `position`. */
function at<T extends [number, ...unknown[]]>(changes: readonly T[] | undefined, position: number): T | undefined {
  let found: T | undefined;
  for (const change of changes ?? []) {
    if (change[0] > position) break;
    found = change;
  }
  return found;
}

const deprecationAt = (changes: UpgradeDeprecation[] | undefined, position: number) =>
  at(changes, position)?.[1] ?? undefined;

function kindAt(entry: UpgradeExport, position: number): ApiKind {
  const withKind = entry.text.filter((change) => change.length === 3);
  return (at(withKind, position) as [number, string, ApiKind] | undefined)?.[2] ?? entry.kind;
}

const byName = (a: {name: string}, b: {name: string}) => a.name.localeCompare(b.name);

/**
 * What a reader on `from` meets when upgrading to the documented version, in the modules of `packages`: exports
 * removed, declarations changed (members added to a class or interface are not listed: they break nothing that
 * compiled before), and exports and members deprecated since. Modules with nothing to say are left out.
 */
export function upgradeChanges(data: UpgradeData, from: string, packages: readonly string[]): UpgradeModuleChanges[] {
  const then = data.versions.indexOf(from);
  if (then < 0) throw new Error(`${from} is not a release of the upgrade data`);
  const now = data.versions.length - 1;
  const result: UpgradeModuleChanges[] = [];
  for (const [module, {package: packageName, exports}] of Object.entries(data.modules)) {
    if (!packages.includes(packageName)) continue;
    const changes: UpgradeModuleChanges = {module, removed: [], changed: [], deprecated: []};
    for (const [name, entry] of Object.entries(exports)) {
      if (!presentAt(entry.present, then)) continue;
      if (!presentAt(entry.present, now)) {
        changes.removed.push({name});
        continue;
      }
      const url = entry.url;
      const before = at(entry.text, then)![1];
      const after = at(entry.text, now)![1];
      if (before !== after || kindAt(entry, then) !== kindAt(entry, now))
        changes.changed.push({name, url, before, after});
      const deprecated = deprecationAt(entry.deprecated, now);
      if (deprecated !== undefined && deprecationAt(entry.deprecated, then) === undefined)
        changes.deprecated.push({name, url, message: deprecated});
      for (const [member, memberEntry] of Object.entries(entry.members ?? {})) {
        const ranges = memberEntry.present ?? entry.present;
        const textThen = presentAt(ranges, then) ? at(memberEntry.text, then) : undefined;
        const textNow = presentAt(ranges, now) ? at(memberEntry.text, now) : undefined;
        const qualified = `${name}.${member}`;
        if (textThen && textThen[1] !== textNow?.[1])
          changes.changed.push({name: qualified, url, before: textThen[1], after: textNow?.[1] ?? ''});
        const memberDeprecated = textNow ? deprecationAt(memberEntry.deprecated, now) : undefined;
        const deprecatedThen = textThen ? deprecationAt(memberEntry.deprecated, then) : undefined;
        if (memberDeprecated !== undefined && deprecatedThen === undefined)
          changes.deprecated.push({name: qualified, url, message: memberDeprecated});
      }
    }
    if (changes.removed.length + changes.changed.length + changes.deprecated.length === 0) continue;
    changes.removed.sort(byName);
    changes.changed.sort(byName);
    changes.deprecated.sort(byName);
    result.push(changes);
  }
  return result.sort((a, b) => a.module.localeCompare(b.module));
}

export interface UpgradeQuery {
  from: string;
  packages: string[];
  /** What in the query could not be used, for a notice; empty when all of it was. */
  problems: string[];
}

/**
 * The reader's choice from the page's query string (`?from=0.30.0&packages=lexical,@lexical/react`). Anything
 * unusable falls back to the default (the release before the documented one, every package) with a note of why.
 */
export function parseUpgradeQuery(search: string, data: UpgradeData): UpgradeQuery {
  const params = new URLSearchParams(search);
  const olderReleases = data.versions.slice(0, -1);
  const defaultFrom = olderReleases.at(-1)!;
  const problems: string[] = [];
  let from = defaultFrom;
  const askedFrom = params.get('from');
  if (askedFrom !== null) {
    if (olderReleases.includes(askedFrom.trim())) from = askedFrom.trim();
    else problems.push(`“${shorten(askedFrom)}” is not a Lexical release older than ${data.version}`);
  }
  let packages = [...data.packages];
  const askedPackages = params.get('packages');
  if (askedPackages !== null) {
    const names = askedPackages
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !data.packages.includes(name));
    if (unknown.length > 0)
      problems.push(`not a documented package: ${unknown.map((name) => `“${shorten(name)}”`).join(', ')}`);
    const known = data.packages.filter((name) => names.includes(name));
    if (known.length > 0) packages = known;
    else if (unknown.length === 0) problems.push('no package was named');
  }
  return {from, packages, problems};
}

/** The query string of a choice, with the defaults left out. */
export function upgradeQueryString(query: Pick<UpgradeQuery, 'from' | 'packages'>, data: UpgradeData): string {
  const params: string[] = [`from=${encodeURIComponent(query.from)}`];
  if (query.packages.length !== data.packages.length) params.push(`packages=${query.packages.join(',')}`);
  return `?${params.join('&')}`;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
