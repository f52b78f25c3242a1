/**
 * What the API reference says about the history of an export or member of the documented release: when it
 * appeared and since when it is deprecated. Every answer is as of the installed Lexical version, so a release
 * newer than the documented one (the history file covers those too) never shows.
 */
import {loadApiHistory, memberHistory, symbolHistory, type ApiHistory, type SymbolHistory} from './history';

/** The history as of one documented release; fails when the file does not cover that release. */
export interface DocumentedHistory {
  history: ApiHistory;
  /** The documented (installed) release. */
  version: string;
}

export function documentedHistory(version: string, history: ApiHistory = loadApiHistory()): DocumentedHistory {
  if (!history.order.has(version)) {
    const newest = history.data.versions.at(-1);
    throw new Error(
      `api-history: the installed Lexical ${version} is not in plugins/api-history/data/api-history.json ` +
        `(newest release there: ${newest}); run \`npm run api-history\` to add it`,
    );
  }
  return {history, version};
}

/** 'v0.12.0', or 'v0.1.12 or earlier' for an export already in its package's first typed release. */
export function sinceVersionText(entry: Pick<SymbolHistory, 'since' | 'sinceIsLowerBound'>): string {
  return `v${entry.since}${entry.sinceIsLowerBound ? ' or earlier' : ''}`;
}

/** 'Since v0.12.0', or 'Since v0.1.12 or earlier'. */
export function sinceText(entry: Pick<SymbolHistory, 'since' | 'sinceIsLowerBound'>): string {
  return `Since ${sinceVersionText(entry)}`;
}

export function deprecatedSinceText(entry: SymbolHistory): string | undefined {
  return entry.deprecated ? `Deprecated since v${entry.deprecated.since}` : undefined;
}

/** What the reference says about one export of a module; undefined when the history does not know it. */
export function exportSince(docs: DocumentedHistory, module: string, name: string): SymbolHistory | undefined {
  return symbolHistory(docs.history, module, name, docs.version);
}

/**
 * The same for an own member of a class or interface (`name`, `static name`, `constructor`): its `since` is
 * shown only when it appeared after its owner (`showSince`).
 */
export function memberSince(
  docs: DocumentedHistory,
  module: string,
  owner: string,
  member: string,
): (SymbolHistory & {showSince: boolean}) | undefined {
  const ownerEntry = symbolHistory(docs.history, module, owner, docs.version);
  const entry = memberHistory(docs.history, module, owner, member, docs.version);
  if (!ownerEntry || !entry) return undefined;
  return {...entry, showSince: entry.since !== ownerEntry.since};
}
