/**
 * Topic pages of the `lexical` module. Its functions, variables and type aliases (about 400) would make a module
 * page of well over 250 KB of HTML, and a page each costs every page of the site a route in the bundle; so they
 * are documented on a handful of topic pages (`/docs/api/modules/lexical/selection`), grouped by the declaration
 * file that declares them, and the module page keeps an anchor and the summary of each.
 */
import {moduleAlias} from '../../lib/lexical-packages/naming';

/** The module whose functions, variables and type aliases live on topic pages. */
export const topicModule = 'lexical';

export interface Topic {
  /** Last segment of the URL: `/docs/api/modules/lexical/<slug>`. */
  slug: string;
  title: string;
}

/**
 * Declaration files of `lexical/dist` (path relative to it, or a folder ending in `/`) and their topic, first
 * match wins. A file missing here still gets a page: a topic named after the file (fallbackTopic).
 */
const topicTable: readonly [file: string, topic: Topic][] = [
  ['LexicalCommands.d.ts', {slug: 'commands', title: 'Commands'}],
  ['LexicalEditor.d.ts', {slug: 'editor', title: 'Editor'}],
  ['LexicalEditorState.d.ts', {slug: 'editor', title: 'Editor'}],
  ['LexicalEvents.d.ts', {slug: 'events', title: 'Events and keyboard shortcuts'}],
  ['LexicalKeyboardShortcuts.d.ts', {slug: 'events', title: 'Events and keyboard shortcuts'}],
  ['LexicalSelection.d.ts', {slug: 'selection', title: 'Selection'}],
  ['LexicalNormalization.d.ts', {slug: 'selection', title: 'Selection'}],
  ['caret/', {slug: 'caret', title: 'Caret (NodeCaret API)'}],
  ['LexicalNode.d.ts', {slug: 'nodes', title: 'Nodes'}],
  ['nodes/', {slug: 'nodes', title: 'Nodes'}],
  ['LexicalNodeState.d.ts', {slug: 'node-state', title: 'Node state'}],
  ['LexicalSlot.d.ts', {slug: 'slots', title: 'Slots'}],
  ['LexicalUpdateTags.d.ts', {slug: 'updates', title: 'Updates and tags'}],
  ['LexicalUpdates.d.ts', {slug: 'updates', title: 'Updates and tags'}],
  ['LexicalUtils.d.ts', {slug: 'utilities', title: 'Utilities'}],
  ['LexicalRefCountedRegistry.d.ts', {slug: 'utilities', title: 'Utilities'}],
  ['utils/', {slug: 'dom-utilities', title: 'DOM and listener utilities'}],
  ['LexicalConstants.d.ts', {slug: 'constants', title: 'Constants and environment'}],
  ['environment.d.ts', {slug: 'constants', title: 'Constants and environment'}],
  ['extension-core/', {slug: 'extensions', title: 'Extensions'}],
];

/** `LexicalFooBar.d.ts` -> Foo bar (`foo-bar`): the topic of a declaration file the table does not know. */
export function fallbackTopic(file: string): Topic {
  const base = file
    .replace(/\.d\.[cm]?ts$/, '')
    .replace(/^.*\//, '')
    .replace(/^Lexical(?=[A-Z])/, '');
  const words = base
    .split(/(?<=[a-z0-9])(?=[A-Z])|[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const slug = words.join('-') || 'other';
  return {slug, title: slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ')};
}

/** The topic of a member declared in `file` (relative to the package's `dist` folder, or to the package). */
export function topicOfFile(file: string): Topic {
  const inDist = file.replace(/\\/g, '/').replace(/^(?:\.\/)?dist\//, '');
  const found = topicTable.find(([entry]) => (entry.endsWith('/') ? inDist.startsWith(entry) : inDist === entry));
  return found ? found[1] : fallbackTopic(inDist);
}

/** Path of a topic page relative to the API folder, without extension: `modules/lexical/selection`. */
export function topicPagePath(slug: string): string {
  return `modules/${moduleAlias(topicModule)}/${slug}`;
}

/** A topic's page title: `lexical: Selection`. */
export function topicPageTitle(title: string): string {
  return `${topicModule}: ${title}`;
}
