/** The sidebar file written next to the generated pages (read by sidebar.ts). */
export const sidebarFileName = 'sidebar.generated.json';

/**
 * Where each export of each module is documented (module name -> export name
 * -> URL), written next to the pages for the package pages to link to.
 */
export const exportUrlsFileName = 'export-urls.generated.json';

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
  exportUrlsFileName,
] as const;
