// The data file that this plugin writes into .docusaurus with createData.
declare module '@generated/extension-catalogue/default/catalogue.json' {
  const catalogue: import('@site/plugins/extension-catalogue/types').ExtensionCatalogue;
  export default catalogue;
}
