/** Folder of the API reference's pages, relative to the site: the hand-written index and the generated pages. */
export const apiContentDir = 'api';

/** The sidebar file written next to the generated pages (read by sidebar.ts). */
export const sidebarFileName = 'sidebar.generated.json';

/** Paths under the API docs folder that the generator owns and rewrites on every run. */
export const generatedEntries = [
  'modules.md',
  'modules',
  'classes',
  'interfaces',
  'functions',
  'variables',
  'type-aliases',
  sidebarFileName,
] as const;
