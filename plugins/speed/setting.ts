/**
 * The mechanisms of the speed layer, each a plugin of `plugins/speed` or a part of `lean-runtime` that can be left out
 * on its own: to measure what it buys, or to build while a Docusaurus upgrade breaks it.
 */
export const speedMechanisms = [
  'deferred-content',
  'route-scripts',
  'lean-runtime',
  'compact-leaf-routes',
  'hash-carriers',
  'lean-docs',
  'client-site-config',
  'compile-hints',
] as const;

export type SpeedMechanism = (typeof speedMechanisms)[number];

/** The parts of `lean-runtime` that go when it goes. */
const partsOf: Partial<Record<SpeedMechanism, SpeedMechanism[]>> = {
  'lean-runtime': ['compact-leaf-routes', 'hash-carriers'],
};

const usage =
  'it takes "on" (the default), "off", or "without:" and a comma-separated list of mechanisms to leave out ' +
  `(${speedMechanisms.join(', ')})`;

/**
 * The mechanisms a build uses, from `LEXICAL_DOCS_SPEED_LAYER`: `on` (or unset) for all, `off` for none, or
 * `without:hash-carriers,compact-leaf-routes` for all but those. Throws a message naming the accepted values.
 */
export function speedMechanismsOn(setting: string | undefined): ReadonlySet<SpeedMechanism> {
  const value = setting?.trim() || 'on';
  if (value === 'on') return new Set(speedMechanisms);
  if (value === 'off') return new Set();
  const left = /^without:(.+)$/.exec(value)?.[1];
  if (left === undefined) throw new Error(`LEXICAL_DOCS_SPEED_LAYER is "${value}": ${usage}`);
  const names = left.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(speedMechanisms as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`LEXICAL_DOCS_SPEED_LAYER names no mechanism "${unknown.join('", "')}": ${usage}`);
  }
  const leftOut = new Set(names.flatMap((name) => [name, ...(partsOf[name as SpeedMechanism] ?? [])]));
  return new Set(speedMechanisms.filter((mechanism) => !leftOut.has(mechanism)));
}
