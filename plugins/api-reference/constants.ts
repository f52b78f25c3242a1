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
  // Own pages of members, which earlier versions wrote: removed, so that none lingers in a working copy.
  'functions',
  'variables',
  'type-aliases',
  // Scratch pages of the topic module's members (router.ts), removed once gathered into topic pages.
  '_members',
  sidebarFileName,
] as const;
