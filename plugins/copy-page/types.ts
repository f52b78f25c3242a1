/** What the theme components read with `usePluginData('copy-page')`. */
export interface CopyPageGlobalData {
  /** Names of the plugins whose pages have no Markdown twin. */
  pluginsWithoutTwins: string[];
}
