/**
 * Escapes, as `%25`, every `%` that does not start a decodable escape: a stray
 * `%`, a cut-off UTF-8 sequence (`/docs/%E0%A4%A`). The result always decodes,
 * to the characters the address spelled out.
 */
export function escapeMalformedPercents(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+|%/gi, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
}
