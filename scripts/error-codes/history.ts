/**
 * Lexical's own numbering of its error codes, as reference data kept beside the
 * project (`../shared/data/` next to the repository root, absent in a clone
 * elsewhere). It checks what we derive; nothing is built from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions} from '../../plugins/error-codes/allVersions';
import type {PackageCodes} from '../../plugins/error-codes/packages';

export interface ErrorCodeHistory {
  /** Release tags whose code table the history records, oldest first. */
  releasesCovered: string[];
  /** Per code, each message it has had with the first and last release tag that held it. */
  codes: Record<string, {message: string; releases: [string, string]}[]>;
}

const repositoryRoot = path.resolve(__dirname, '../..');
export const historyFile = path.resolve(repositoryRoot, '../shared/data/lexical-error-codes-history.json');

/** The history, or why it cannot be had. */
export function loadHistory(): {history: ErrorCodeHistory} | {missing: string} {
  if (!fs.existsSync(historyFile))
    return {
      missing: `${path.relative(repositoryRoot, historyFile)} is not beside the repository (a clone outside its workplace)`,
    };
  return {history: JSON.parse(fs.readFileSync(historyFile, 'utf8')) as ErrorCodeHistory};
}

/** Lexical's table keeps a few template literals raw (`"${key}"`); the thrown message has a value there. */
export function normaliseHistoryMessage(message: string): string {
  return message.replace(/\$\{[^}]*\}/g, '%s');
}

function messagesAt(history: ErrorCodeHistory, code: number, tag: string): string[] {
  return (history.codes[String(code)] ?? [])
    .filter(({releases: [first, last]}) => compareVersions(first, tag) <= 0 && compareVersions(tag, last) <= 0)
    .map(({message}) => normaliseHistoryMessage(message));
}

/**
 * The messages the history allows for `code` in release `version`, or
 * undefined when it cannot judge that release: before its first tag, or a
 * code added after its last. A release without a tag of its own may carry the
 * wording of the tag before it or of the tag after it.
 */
export function allowedMessages(history: ErrorCodeHistory, code: number, version: string): string[] | undefined {
  const tags = history.releasesCovered;
  if (compareVersions(version, tags[0]) < 0) return undefined;
  if (compareVersions(version, tags[tags.length - 1]) > 0) {
    const latest = messagesAt(history, code, tags[tags.length - 1]);
    return latest.length > 0 ? latest : undefined;
  }
  if (tags.includes(version)) return messagesAt(history, code, version);
  const next = tags.find((tag) => compareVersions(tag, version) > 0)!;
  const previous = tags.filter((tag) => compareVersions(tag, version) < 0).at(-1)!;
  return [...new Set([...messagesAt(history, code, previous), ...messagesAt(history, code, next)])];
}

export interface Disagreement {
  version: string;
  packageName: string;
  code: number;
  derived: string;
  expected: string[];
}

/** Every code of every release whose derived message the history does not allow. */
export function findDisagreements(history: ErrorCodeHistory, perVersion: Map<string, PackageCodes[]>): Disagreement[] {
  const found: Disagreement[] = [];
  for (const [version, packages] of perVersion)
    for (const pkg of packages)
      for (const {code, message} of pkg.codes) {
        const expected = allowedMessages(history, code, version);
        if (expected && !expected.includes(message))
          found.push({version, packageName: pkg.name, code, derived: message, expected});
      }
  return found.sort((a, b) => compareVersions(a.version, b.version) || a.code - b.code);
}
