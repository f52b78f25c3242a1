/** Descriptions split for rendering; no Node.js imports, so theme components can use it. */

/** A part of a description: plain text, a code span's text, or a link. */
export type DescriptionPart =
  {kind: 'text'; text: string} | {kind: 'code'; text: string} | {kind: 'link'; text: string; url: string};

/** A description split into its parts, as the package tables and the API pages render them. */
export function descriptionParts(markdown: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  for (const piece of markdown.split(/(`[^`]+`|\[[^\]]+\]\([^)]+\))/)) {
    if (!piece) continue;
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(piece);
    if (piece.length > 1 && piece.startsWith('`') && piece.endsWith('`')) {
      parts.push({kind: 'code', text: piece.slice(1, -1)});
    } else if (link) {
      parts.push({kind: 'link', text: link[1]!, url: link[2]!});
    } else {
      parts.push({kind: 'text', text: piece});
    }
  }
  return parts;
}
