/** The UTF-8 escapes of U+FFFD, the replacement character. */
const replacementEscapes = '%EF%BF%BD';

/**
 * Splits the bytes of a run of escapes the way a UTF-8 decoder does (the WHATWG Encoding standard's, which the
 * URL parser and `URLSearchParams` use): each well-formed sequence, or each maximal part of an ill-formed one,
 * which such a decoder reads as one U+FFFD.
 */
function utf8Pieces(bytes: readonly number[]): {start: number; end: number; valid: boolean}[] {
  const pieces: {start: number; end: number; valid: boolean}[] = [];
  let index = 0;
  while (index < bytes.length) {
    const start = index;
    const lead = bytes[index]!;
    index += 1;
    let needed = 0;
    let lower = 0x80;
    let upper = 0xbf;
    if (lead <= 0x7f) needed = 0;
    else if (lead >= 0xc2 && lead <= 0xdf) needed = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      needed = 2;
      if (lead === 0xe0) lower = 0xa0;
      if (lead === 0xed) upper = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      needed = 3;
      if (lead === 0xf0) lower = 0x90;
      if (lead === 0xf4) upper = 0x8f;
    } else {
      pieces.push({start, end: index, valid: false});
      continue;
    }
    let valid = true;
    for (let seen = 0; seen < needed; seen += 1) {
      const byte = bytes[index];
      // A byte out of range ends the ill-formed part and starts the next piece.
      if (byte === undefined || byte < lower || byte > upper) {
        valid = false;
        break;
      }
      lower = 0x80;
      upper = 0xbf;
      index += 1;
    }
    pieces.push({start, end: index, valid});
  }
  return pieces;
}

/**
 * Rewrites an address so that it always decodes, to the text a lenient decoder (the URL parser, `URLSearchParams`)
 * already reads in it: every `%` that starts no escape becomes `%25`, and each ill-formed UTF-8 sequence of escapes
 * becomes the escapes of U+FFFD. Well-formed escapes, even beside a bad one, are kept as they are: `caf%C3%A9%FF`
 * becomes `caf%C3%A9%EF%BF%BD`, which reads `café�` with any decoder, as the original did with a lenient one.
 */
export function repairPercentEncoding(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+|%/gi, (run) => {
    if (run === '%') return '%25';
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      const escapes = run.match(/%[0-9a-f]{2}/gi)!;
      const bytes = escapes.map((escape) => Number.parseInt(escape.slice(1), 16));
      return utf8Pieces(bytes)
        .map(({start, end, valid}) => (valid ? escapes.slice(start, end).join('') : replacementEscapes))
        .join('');
    }
  });
}
