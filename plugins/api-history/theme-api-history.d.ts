/** The components this plugin adds to the theme, and the data chunk its upgrading page imports. */
declare module '@theme/ApiModuleChanges' {
  export * from '@site/plugins/api-history/theme/ApiModuleChanges';
  export {default} from '@site/plugins/api-history/theme/ApiModuleChanges';
}

declare module '@generated/api-history/default/upgrade-data.json' {
  const data: import('@site/plugins/api-history/upgrade').UpgradeData;
  export default data;
}
