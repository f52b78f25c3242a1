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
}

export interface ErrorCodeTable {
  /** The installed (documented) Lexical version. */
  version: string;
  /** Every release the all-versions table covers, oldest first. */
  releases: string[];
  codes: ErrorCodeRow[];
}
