/** Which development messages can have a code, and which belong to development-only checks. */
import type {SourceInvariant} from './sourceInvariants';
import type {DevCall} from './types';
import {WEIGHTS} from './weights';

export interface MessageCandidates {
  /** Calls whose message a production bundle may throw by code. */
  devCalls: DevCall[];
  /** Messages of development-only checks, in bundle order (they have codes too, though nothing throws them). */
  devOnlyMessages: string[];
}

/**
 * Only checks that production keeps can have a code; when the package ships
 * its source, only messages of `invariant`/`devInvariant` calls qualify.
 */
export function messageCandidates(
  allDevCalls: DevCall[],
  prodSource: string,
  sourceInvariants: SourceInvariant[] | undefined,
): MessageCandidates {
  const devCalls = allDevCalls.filter(
    (call) =>
      !call.devOnly &&
      !keptInProduction(call.message, prodSource) &&
      (!sourceInvariants || sourceInvariants.some((s) => s.message === call.message && !s.devOnly)),
  );
  const devOnlyMessages = [
    ...new Set(
      allDevCalls
        .filter((call) => call.devOnly && !keptInProduction(call.message, prodSource))
        .filter((call) => !sourceInvariants || sourceInvariants.some((s) => s.message === call.message))
        .map((call) => call.message),
    ),
  ];
  return {devCalls, devOnlyMessages};
}

/**
 * A hand-written `throw new Error('...')` keeps its words in the production
 * bundle; only `invariant` messages are replaced by codes.
 */
function keptInProduction(message: string, prodSource: string): boolean {
  const parts = message.split('%s');
  if (parts.join('').trim().length < WEIGHTS.keptMessageMinLength) return false;
  // Whole literals only: "Expected table cell" is not kept because "Expected table cell to be..." is.
  const quotes = ['"', "'", '`'];
  const opens = parts[0] === '' || quotes.some((q) => prodSource.includes(q + parts[0]));
  const closes = parts.at(-1) === '' || quotes.some((q) => prodSource.includes(parts.at(-1) + q));
  return opens && closes && parts.every((part) => prodSource.includes(part));
}
