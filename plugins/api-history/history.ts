/**
 * Queries over the committed API history of Lexical (data/api-history.json, written by `npm run api-history`):
 * when an export or member appeared, whether it is still there, when it was deprecated, and what changed
 * between two releases. No dependencies beyond Node: the site imports it at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions, fromRanges} from '../error-codes/allVersions';
import {diffModule, isEmptyChange} from './diff';
import {
  apiKinds,
  type ApiKind,
  type Deprecation,
  type ExportSnapshot,
  type MemberSnapshot,
  type ModuleSnapshot,
  type ReleaseModuleChanges,
  own,
} from './types';

export type {ApiKind, Deprecation, ReleaseModuleChanges} from './types';

/** Version of the file's layout: a file of another layout is refused, not misread. */
export const apiHistoryFormat = 1;

/** A declaration text from a release on: `[version, text]`, or `[version, text, kind]` when the kind changed. */
export type TextChange = [string, string] | [string, string, ApiKind];

/** `[version, message]` from which a deprecation holds, or `[version, null]` from which it no longer does. */
export type DeprecationChange = [string, string | null];

export interface MemberHistory {
  /** When later than its owner's `since`. */
  since?: string;
  /** When not the same as its owner's. */
  present?: string[];
  text: [string, string][];
  deprecated?: DeprecationChange[];
}

export interface ExportHistory {
  /** As of its newest release. */
  kind: ApiKind;
  since: string;
  /** Exported already in the first typed release of a package whose earlier releases had no declarations. */
  sinceIsLowerBound?: true;
  /** Releases exporting it, as ranges of scanned versions (`0.3.0..0.12.0`); an export can go and come back. */
  present: string[];
  text: TextChange[];
  deprecated?: DeprecationChange[];
  members?: Record<string, MemberHistory>;
}

export interface ModuleHistory {
  package: string;
  /** The package's first stable release on the registry. */
  firstRelease: string;
  /** The first scanned release with declarations of this module. */
  firstTypedRelease: string;
  exports: Record<string, ExportHistory>;
}

/** The file's content. */
export interface ApiHistoryData {
  format: number;
  generatedBy: string;
  /** Every scanned release, oldest first. */
  versions: string[];
  /**
   * Per package: its first stable release on the registry, its first and last scanned releases with declarations,
   * and releases that published it without any (its API is the previous release's there).
   */
  packages: Record<
    string,
    {firstRelease: string; firstTypedRelease: string; lastRelease?: string; untypedIn?: string[]}
  >;
  modules: Record<string, ModuleHistory>;
}

/** The loaded history, with the release order looked up once. */
export interface ApiHistory {
  data: ApiHistoryData;
  /** Position of each scanned version in `data.versions`. */
  order: Map<string, number>;
  /** Expanded presence per `module\0export` (and `module\0export\0member`), filled on use. */
  presence: Map<string, Set<string>>;
}

export interface SymbolHistory {
  kind: ApiKind;
  since: string;
  sinceIsLowerBound: boolean;
  /** First release without it, when the newest scanned release (or the one asked `asOf`) lacks it. */
  removedIn?: string;
  /** As of the newest scanned release (or the one asked `asOf`). */
  deprecated?: Deprecation;
}

export const defaultApiHistoryFile = path.join(__dirname, 'data', 'api-history.json');

function fail(file: string, where: string, what: string): never {
  throw new Error(`api-history: ${file}: ${where} ${what} (regenerate it with \`npm run api-history\`)`);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isChangeList = (value: unknown) =>
  Array.isArray(value) &&
  value.every((change) => Array.isArray(change) && isString(change[0]) && (isString(change[1]) || change[1] === null));

/** Checks the shape of the file's content down to each member, naming the first thing out of place. */
function validate(file: string, data: unknown): ApiHistoryData {
  if (!isObject(data)) fail(file, 'the file', 'is not a JSON object');
  if (data.format !== apiHistoryFormat) fail(file, '"format"', `is ${String(data.format)}, not ${apiHistoryFormat}`);
  if (!isStringArray(data.versions) || data.versions.length === 0)
    fail(file, '"versions"', 'is not a list of versions');
  if (!isObject(data.packages)) fail(file, '"packages"', 'is not an object');
  for (const [name, info] of Object.entries(data.packages))
    if (!isObject(info) || !isString(info.firstRelease) || !isString(info.firstTypedRelease))
      fail(file, `package "${name}"`, 'lacks firstRelease/firstTypedRelease');
  if (!isObject(data.modules)) fail(file, '"modules"', 'is not an object');
  for (const [moduleName, module] of Object.entries(data.modules)) {
    if (!isObject(module) || !isString(module.package) || !isObject(module.exports))
      fail(file, `module "${moduleName}"`, 'lacks package/exports');
    for (const [name, entry] of Object.entries(module.exports)) {
      const where = `export "${name}" of "${moduleName}"`;
      if (!isObject(entry)) fail(file, where, 'is not an object');
      if (!apiKinds.includes(entry.kind as ApiKind)) fail(file, where, `has an unknown kind ${String(entry.kind)}`);
      if (!isString(entry.since) || !isStringArray(entry.present)) fail(file, where, 'lacks since/present');
      if (!isChangeList(entry.text)) fail(file, where, 'has no declaration text list');
      if (entry.deprecated !== undefined && !isChangeList(entry.deprecated)) fail(file, where, 'has a bad deprecated');
      if (entry.members !== undefined && !isObject(entry.members)) fail(file, where, 'has bad members');
      for (const [member, memberEntry] of Object.entries((entry.members ?? {}) as Record<string, unknown>))
        if (!isObject(memberEntry) || !isChangeList(memberEntry.text))
          fail(file, `member "${member}" of ${where}`, 'has no declaration text list');
    }
  }
  return data as unknown as ApiHistoryData;
}

/** Reads and checks the history file (by default the committed one). */
export function loadApiHistory(file: string = defaultApiHistoryFile): ApiHistory {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`api-history: cannot read ${file}: ${(error as Error).message}`);
  }
  const data = validate(file, parsed);
  return {data, order: new Map(data.versions.map((version, index) => [version, index])), presence: new Map()};
}

/** Every scanned release, oldest first. */
export function apiHistoryVersions(h: ApiHistory): string[] {
  return [...h.data.versions];
}

function presentIn(h: ApiHistory, key: string, ranges: string[]): Set<string> {
  let set = h.presence.get(key);
  if (!set) {
    set = new Set(fromRanges(ranges, h.data.versions));
    h.presence.set(key, set);
  }
  return set;
}

/** The value of a list of change points at `version`: that of the last change at or before it. */
function at<T extends [string, ...unknown[]]>(h: ApiHistory, changes: readonly T[], version: string): T | undefined {
  const position = h.order.get(version)!;
  let found: T | undefined;
  for (const change of changes) {
    if (h.order.get(change[0])! > position) break;
    found = change;
  }
  return found;
}

/** Position of `asOf` (by default the newest scanned release) among the scanned releases. */
function asOfIndex(h: ApiHistory, asOf: string | undefined): number {
  if (asOf === undefined) return h.data.versions.length - 1;
  checkVersion(h, asOf);
  return h.order.get(asOf)!;
}

/** The first release without it after its last presence up to `limit`, when it is not there at `limit`. */
function removedIn(h: ApiHistory, ranges: string[], limit: number): string | undefined {
  let last = -1;
  for (const range of ranges) {
    const [first, end = first] = range.split('..').map((version) => h.order.get(version)!);
    if (first! <= limit) last = Math.min(end!, limit);
  }
  return last === limit ? undefined : h.data.versions[last + 1];
}

/** The deprecation in force at `limit`, with the release it started in. */
function deprecationAt(
  h: ApiHistory,
  changes: DeprecationChange[] | undefined,
  limit: number,
): Deprecation | undefined {
  const last = changes?.filter(([version]) => h.order.get(version)! <= limit).at(-1);
  return last && last[1] !== null ? {since: last[0], message: last[1]} : undefined;
}

/**
 * When an export appeared, whether it went away and its deprecation, as of `asOf` (a scanned release; by default
 * the newest): undefined for an export unknown then, e.g. one added after the documented version.
 */
export function symbolHistory(h: ApiHistory, module: string, name: string, asOf?: string): SymbolHistory | undefined {
  const entry = own(own(h.data.modules, module)?.exports, name);
  const limit = asOfIndex(h, asOf);
  if (!entry || h.order.get(entry.since)! > limit) return undefined;
  const result: SymbolHistory = {kind: entry.kind, since: entry.since, sinceIsLowerBound: !!entry.sinceIsLowerBound};
  const removed = removedIn(h, entry.present, limit);
  if (removed) result.removedIn = removed;
  const deprecated = deprecationAt(h, entry.deprecated, limit);
  if (deprecated) result.deprecated = deprecated;
  return result;
}

/** A method (or constructor, call or construct signature) reads as a function; anything else as a variable. */
function memberKind(member: string, text: string): ApiKind {
  if (['constructor', '()', 'new()'].includes(member)) return 'function';
  const plain = member.replace(/^static /, '');
  const escaped = plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const method = new RegExp(
    `^(?:(?:static|public|protected|abstract|override|readonly|async) )*${escaped}\\??\\s*[(<]`,
  );
  return method.test(text) ? 'function' : 'variable';
}

/** The same for an own member of a class or interface (`constructor`, `static name`, `name`). */
export function memberHistory(
  h: ApiHistory,
  module: string,
  owner: string,
  member: string,
  asOf?: string,
): SymbolHistory | undefined {
  const ownerEntry = own(own(h.data.modules, module)?.exports, owner);
  const entry = own(ownerEntry?.members, member);
  const limit = asOfIndex(h, asOf);
  if (!ownerEntry || !entry) return undefined;
  const since = entry.since ?? ownerEntry.since;
  if (h.order.get(since)! > limit) return undefined;
  const result: SymbolHistory = {
    kind: memberKind(member, entry.text.at(-1)![1]),
    since,
    sinceIsLowerBound: !entry.since && !!ownerEntry.sinceIsLowerBound,
  };
  const removed = removedIn(h, entry.present ?? ownerEntry.present, limit);
  if (removed) result.removedIn = removed;
  const deprecated = deprecationAt(h, entry.deprecated, limit);
  if (deprecated) result.deprecated = deprecated;
  return result;
}

/** A module as it was in `version`, rebuilt from the change points; undefined when it had no exports then. */
export function moduleSnapshotAt(h: ApiHistory, module: string, version: string): ModuleSnapshot | undefined {
  const history = own(h.data.modules, module);
  if (!history || !h.order.has(version)) return undefined;
  const snapshot: ModuleSnapshot = {};
  for (const [name, entry] of Object.entries(history.exports)) {
    if (!presentIn(h, `${module}\0${name}`, entry.present).has(version)) continue;
    const text = at(h, entry.text, version)!;
    const kind = (at(h, entry.text.filter((change) => change[2]) as TextChange[], version) ?? text)[2] ?? entry.kind;
    const exported: ExportSnapshot = {kind, text: text[1]};
    const deprecated = entry.deprecated && at(h, entry.deprecated, version)?.[1];
    if (deprecated !== undefined && deprecated !== null) exported.deprecated = deprecated;
    const members: Record<string, MemberSnapshot> = {};
    for (const [member, memberEntry] of Object.entries(entry.members ?? {})) {
      const ranges = memberEntry.present ?? entry.present;
      if (!presentIn(h, `${module}\0${name}\0${member}`, ranges).has(version)) continue;
      const memberText = at(h, memberEntry.text, version);
      if (!memberText) continue;
      members[member] = {text: memberText[1]};
      const memberDeprecated = memberEntry.deprecated && at(h, memberEntry.deprecated, version)?.[1];
      if (memberDeprecated !== undefined && memberDeprecated !== null) members[member].deprecated = memberDeprecated;
    }
    if (Object.keys(members).length > 0) exported.members = members;
    snapshot[name] = exported;
  }
  return Object.keys(snapshot).length > 0 ? snapshot : undefined;
}

function compareModules(changes: ReleaseModuleChanges[]): ReleaseModuleChanges[] {
  return changes.sort((a, b) => a.module.localeCompare(b.module));
}

function checkVersion(h: ApiHistory, version: string) {
  if (!h.order.has(version)) throw new Error(`api-history: ${version} is not a scanned release`);
}

/**
 * Net effect of upgrading from `from` to `to` (either order of releases is compared as given): exports removed,
 * added, with a changed declaration (before as in `from`, after as in `to`), newly deprecated. Only modules with
 * something to say; `modules` narrows the modules compared.
 */
export function changesBetween(h: ApiHistory, from: string, to: string, modules?: string[]): ReleaseModuleChanges[] {
  checkVersion(h, from);
  checkVersion(h, to);
  const names = modules ?? Object.keys(h.data.modules);
  const changes = names
    .map((module) => diffModule(module, moduleSnapshotAt(h, module, from), moduleSnapshotAt(h, module, to)))
    .filter((change) => !isEmptyChange(change));
  return compareModules(changes);
}

export interface ReleaseChanges {
  version: string;
  previous: string | null;
  modules: ReleaseModuleChanges[];
}

/**
 * What each release changed against the one before it, newest first (the oldest against nothing), up to `asOf`
 * (a scanned release; by default the newest): releases after it are left out.
 */
export function releaseChanges(h: ApiHistory, asOf?: string): ReleaseChanges[] {
  const limit = h.data.versions[asOfIndex(h, asOf)]!;
  const versions = [...h.data.versions].sort(compareVersions).filter((version) => compareVersions(version, limit) <= 0);
  const modules = Object.keys(h.data.modules);
  const result: ReleaseChanges[] = [];
  let previousSnapshots = new Map<string, ModuleSnapshot | undefined>();
  for (let index = 0; index < versions.length; index++) {
    const version = versions[index]!;
    const snapshots = new Map(modules.map((module) => [module, moduleSnapshotAt(h, module, version)]));
    const changes = modules
      .map((module) => diffModule(module, previousSnapshots.get(module), snapshots.get(module)))
      .filter((change) => !isEmptyChange(change));
    result.push({version, previous: index > 0 ? versions[index - 1]! : null, modules: compareModules(changes)});
    previousSnapshots = snapshots;
  }
  return result.reverse();
}
