/** An object's entries, by key: keys are unique, so any fixed order makes the result independent of insertion. */
export function entriesByKey(object: object): [string, unknown][] {
  return Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1));
}
