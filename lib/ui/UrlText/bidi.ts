/**
 * Unicode's explicit directional formatting characters (embeddings, overrides, isolates and their terminators) and
 * its directional marks: in text from an address they can make the text around them read in another order.
 */
const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export type TextPiece = {text: string} | {control: string};

/** `text` in runs of ordinary text and single control characters, each named by its code point (`U+202E`). */
export function splitBidiControls(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(bidiControl)) {
    if (match.index > last) pieces.push({text: text.slice(last, match.index)});
    pieces.push({control: `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`});
    last = match.index + 1;
  }
  if (last < text.length) pieces.push({text: text.slice(last)});
  return pieces;
}

/** `text` without those characters: for places that take no markup, such as a page's title. */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControl, '');
}
