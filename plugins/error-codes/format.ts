/**
 * Reading an error-page URL and filling a message template. Runs in the
 * browser (the page) and in Node (tests), so no Node imports here.
 */

/** The longest value shown in full; longer ones are cut (the URL is attacker-controlled). */
export const MAX_VALUE_LENGTH = 500;

export type ParsedQuery =
  | {state: 'no-code'}
  | {state: 'invalid'; raw: string; values: string[]}
  | {state: 'code'; code: number; values: string[]; extraCodes: string[]};

/** Reads `code` and every `v` from a query string such as `?code=19&v=a&v=b`. */
export function parseErrorQuery(search: string): ParsedQuery {
  const params = new URLSearchParams(search);
  const codes = params.getAll('code');
  const values = params.getAll('v');
  if (codes.length === 0 || (codes.length === 1 && codes[0].trim() === '' && values.length === 0))
    return {state: 'no-code'};
  const raw = codes[0].trim();
  // Codes are small non-negative integers; anything else (abc, -1, 1e3, 4.5) is not one.
  if (!/^\d{1,6}$/.test(raw)) return {state: 'invalid', raw: codes[0], values};
  return {state: 'code', code: Number(raw), values, extraCodes: codes.slice(1)};
}

export type MessagePart =
  | {type: 'text'; text: string}
  | {type: 'value'; text: string; index: number; truncatedFrom?: number}
  | {type: 'missing'; index: number};

export interface FilledMessage {
  parts: MessagePart[];
  /** The message as plain text, as the development build would print it. */
  text: string;
  /** Values in the URL beyond the message's placeholders. */
  extraValues: string[];
  /** Placeholders the URL gave no value for. */
  missingCount: number;
}

function shorten(value: string): {text: string; truncatedFrom?: number} {
  return value.length > MAX_VALUE_LENGTH
    ? {text: `${value.slice(0, MAX_VALUE_LENGTH)}…`, truncatedFrom: value.length}
    : {text: value};
}

/**
 * Replaces each `%s` of `template`, in order, with the next value, the way
 * Lexical's development build formats the message. Missing values leave a
 * visible gap; surplus values are returned for the page to list.
 */
export function fillMessage(template: string, values: string[]): FilledMessage {
  const pieces = template.split('%s');
  const parts: MessagePart[] = [];
  let text = '';
  let missingCount = 0;
  pieces.forEach((piece, index) => {
    if (piece) parts.push({type: 'text', text: piece});
    text += piece;
    if (index === pieces.length - 1) return;
    if (index < values.length) {
      const shown = shorten(values[index]);
      parts.push({type: 'value', index, ...shown});
      text += values[index];
    } else {
      parts.push({type: 'missing', index});
      text += '%s';
      missingCount++;
    }
  });
  return {parts, text, extraValues: values.slice(pieces.length - 1).map((v) => shorten(v).text), missingCount};
}

/** Whether a code's row matches what the reader typed: a code number or words of the message. */
export function matchesFilter(entry: {code: number; message: string}, filter: string): boolean {
  const query = filter.trim().toLowerCase().replace(/^#/, '');
  if (!query) return true;
  if (/^\d+$/.test(query)) return String(entry.code).startsWith(query);
  const haystack = entry.message.toLowerCase();
  return query.split(/\s+/).every((word) => haystack.includes(word));
}

/**
 * The release a link names in its values: Lexical's version-mismatch messages
 * carry build tags such as `0.27.2+prod.cjs`. Only a release the table knows counts.
 */
export function releaseNamedIn(values: string[], releases: string[]): string | undefined {
  for (const value of values)
    for (const match of value.matchAll(/(?<![\d.])(\d+\.\d+\.\d+)\+(?:prod|dev)\b/g))
      if (releases.includes(match[1])) return match[1];
  return undefined;
}
