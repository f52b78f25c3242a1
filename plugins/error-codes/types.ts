/** What the plugin hands to the page (serialised as JSON). */
export interface ErrorCodeRow {
  code: number;
  kind: 'error' | 'warning';
  /** The message template; `%s` marks each value. */
  message: string;
  /** Thrown or logged by the Lexical version these docs describe. */
  inCurrentVersion: boolean;
  /** Release ranges the code was seen in, e.g. ["0.12.0..0.50.0"]. */
  seenIn: string[];
  /** Release ranges that used `message` itself. */
  messageSeenIn: string[];
  /** Every other message the code has had, newest first, with the releases that used it. */
  earlierMessages: {message: string; seenIn: string[]}[];
  /** For a development-only check (empty `seenIn`): releases whose development builds make it. */
  devOnlyIn: string[];
  /**
   * Where `message` comes from: `bundles` when pairing the published bundles found it (a
   * production bundle throws the code, or development bundles make the check: `devOnlyIn`);
   * `lexical-table` when no production bundle of the current numbering (0.3.0 on) throws the
   * code, it is no known development-only check, and the message is the one Lexical's own code
   * table gives it. `messageSeenIn` is then empty (unless an early release happened to use the
   * same words) and `earlierMessages` holds what releases before 0.3.0 used the code for.
   */
  source: 'bundles' | 'lexical-table';
}

export interface ErrorCodeTable {
  /** The installed (documented) Lexical version. */
  version: string;
  /** Every release the all-versions table covers, oldest first. */
  releases: string[];
  codes: ErrorCodeRow[];
  /** The first release of the current numbering, the one Lexical's code table follows. */
  currentNumberingSince: string;
}
