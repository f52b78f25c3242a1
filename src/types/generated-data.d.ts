// Data files that our plugins write into .docusaurus with createData.
declare module '@generated/package-exports/default/exports.json' {
  const data: import('@site/plugins/package-exports/types').PackageExportsContent;
  export default data;
}
