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
  earlierMessages: {message: string; seenIn: string[]}[];
}

export interface ErrorCodeTable {
  /** The installed (documented) Lexical version. */
  version: string;
  /** How many releases the all-versions table covers. */
  releases: number;
  codes: ErrorCodeRow[];
}
