/**
 * The fence meta of a live example: ```tsx live panels="selection,transforms" title="…"
 * Shared by the remark plugin, the code-block checker and the tests.
 */

/** The panels every example shows. */
export const defaultPanels = ['state', 'commands', 'tags'] as const;
/** The panels an example shows only when its meta asks for them. */
export const optionalPanels = ['selection', 'transforms'] as const;
export type PanelName = (typeof defaultPanels)[number] | (typeof optionalPanels)[number];

/** The languages a live fence may have. */
export const liveLanguages: Record<string, 'ts' | 'tsx'> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

export interface LiveMeta {
  panels: PanelName[];
  /** A short name for the example, used in its accessible label. */
  title: string | null;
}

/** The value of `name="…"` (or single quotes) in a fence meta, or null. */
function attribute(meta: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  return match ? (match[1] ?? match[2]) : null;
}

/** The bare words of a fence meta, without `key="value"` attributes. */
export function bareWords(meta: string): string[] {
  return meta
    .replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\S*)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** True when a fence's meta marks it as a live example. */
export function isLiveMeta(meta: string | null | undefined): boolean {
  return bareWords(meta ?? '').includes('live');
}

/** Reads a live fence's meta; throws on a panel name it does not know. */
export function parseLiveMeta(meta: string | null | undefined): LiveMeta {
  const text = meta ?? '';
  const asked = (attribute(text, 'panels') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of asked) {
    if (!(optionalPanels as readonly string[]).includes(name) && !(defaultPanels as readonly string[]).includes(name)) {
      throw new Error(`unknown panel "${name}" (known: ${[...defaultPanels, ...optionalPanels].join(', ')})`);
    }
  }
  const panels: PanelName[] = [...defaultPanels];
  for (const name of optionalPanels) {
    if (asked.includes(name)) panels.push(name);
  }
  return {panels, title: attribute(text, 'title')};
}
