// Data files that our plugins write into .docusaurus with createData.
declare module '@generated/package-exports/default/*.json' {
  const data: import('@site/plugins/package-exports/types').PackageExportsData;
  export default data;
}
