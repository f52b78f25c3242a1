import type ts from 'typescript';

const abbreviations = /(?:\be\.g|\bi\.e|\betc|\bvs|\bcf)\.$/i;

/**
 * The first sentence of a doc comment: up to the first `.`, `!` or `?` that
 * ends a sentence (followed by a space or the end), outside code spans and
 * abbreviations such as "e.g.". Only the first paragraph is considered.
 */
export function firstSentence(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  let inCode = false;
  for (let i = 0; i < flat.length; i++) {
    const char = flat[i];
    if (char === '`') {
      inCode = !inCode;
    } else if (!inCode && (char === '.' || char === '!' || char === '?')) {
      const next = flat[i + 1];
      if ((next === undefined || next === ' ') && !abbreviations.test(flat.slice(0, i + 1))) {
        return flat.slice(0, i + 1);
      }
    }
  }
  return flat;
}

/** How a `{@link target label}` reads in a summary: the label, or the target as code. */
function linkAsText(linkName: string | undefined, linkText: string): string {
  let target = linkName;
  let label = linkText.trim().replace(/^\|\s*/, '');
  if (target === undefined) {
    // Unresolved links arrive as one text: "Target", "Target | label" or "Target label".
    const match = /^(\S+)\s*(?:\|\s*)?(.*)$/.exec(label);
    target = match?.[1] ?? label;
    label = match?.[2] ?? '';
  }
  return label ? label : `\`${target}\``;
}

/** Doc comment text with `{@link X}` written as `X` in backticks (or as its label). */
export function docText(parts: readonly ts.SymbolDisplayPart[]): string {
  let text = '';
  let inLink = false;
  let linkName: string | undefined;
  let linkText = '';
  for (const part of parts) {
    if (part.kind === 'link') {
      if (inLink) {
        text += linkAsText(linkName, linkText);
      }
      inLink = !inLink;
      linkName = undefined;
      linkText = '';
    } else if (inLink) {
      if (part.kind === 'linkName') {
        linkName = part.text;
      } else {
        linkText += part.text;
      }
    } else {
      text += part.text;
    }
  }
  return text;
}

/** The licence header that precedes the first declaration of a file is not documentation. */
export function withoutLicenseHeader(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => !/^\s*(Copyright \(c\)|This source code is licensed under)/.test(paragraph))
    .join('\n\n');
}
