/**
 * Two snapshots of a module → what changed between them. Pure: the script uses it to find change points between
 * adjacent releases, the query module to compare any two releases rebuilt from the committed data.
 */
import {own, type ExportSnapshot, type ModuleSnapshot, type ReleaseModuleChanges} from './types';

const byName = (a: {name: string}, b: {name: string}) => a.name.localeCompare(b.name);

/** Members whose text changed, and members newly deprecated, of an export present on both sides. */
function diffMembers(name: string, before: ExportSnapshot, after: ExportSnapshot, changes: ReleaseModuleChanges) {
  const beforeMembers = before.members ?? {};
  for (const [member, now] of Object.entries(after.members ?? {})) {
    const then = own(beforeMembers, member);
    const qualified = `${name}.${member}`;
    if (!then) {
      // A member added to an existing class or interface is a change of its API, shown as such.
      changes.changed.push({name: qualified, before: '', after: now.text});
    } else if (then.text !== now.text) {
      changes.changed.push({name: qualified, before: then.text, after: now.text});
    }
    if (now.deprecated !== undefined && then?.deprecated === undefined)
      changes.deprecated.push({name: qualified, message: now.deprecated});
  }
  for (const [member, then] of Object.entries(beforeMembers))
    if (!own(after.members, member)) changes.changed.push({name: `${name}.${member}`, before: then.text, after: ''});
}

/**
 * What a reader upgrading from `before` to `after` meets in `module`: exports removed and added (a rename is one
 * of each), declarations whose normalised text changed (members as `Owner.member`, added members with an empty
 * `before`, removed ones with an empty `after`), and deprecations new in `after`. A missing side is a module that
 * does not exist there.
 */
export function diffModule(
  module: string,
  before: ModuleSnapshot | undefined,
  after: ModuleSnapshot | undefined,
): ReleaseModuleChanges {
  const changes: ReleaseModuleChanges = {module, added: [], removed: [], deprecated: [], changed: []};
  const then = before ?? {};
  const now = after ?? {};
  for (const [name, entry] of Object.entries(now)) {
    const previous = own(then, name);
    if (!previous) {
      changes.added.push({name, kind: entry.kind});
      continue;
    }
    if (previous.text !== entry.text || previous.kind !== entry.kind)
      changes.changed.push({name, before: previous.text, after: entry.text});
    if (entry.deprecated !== undefined && previous.deprecated === undefined)
      changes.deprecated.push({name, message: entry.deprecated});
    diffMembers(name, previous, entry, changes);
  }
  for (const [name, entry] of Object.entries(then)) if (!own(now, name)) changes.removed.push({name, kind: entry.kind});
  changes.added.sort(byName);
  changes.removed.sort(byName);
  changes.deprecated.sort(byName);
  changes.changed.sort(byName);
  return changes;
}

/** Nothing to report. */
export function isEmptyChange(changes: ReleaseModuleChanges): boolean {
  return changes.added.length + changes.removed.length + changes.deprecated.length + changes.changed.length === 0;
}
