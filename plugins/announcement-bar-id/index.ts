import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type AnnouncementBarIdOptions} from './options';

export {validateOptions} from './options';
export type {AnnouncementBarIdOptions} from './options';

/**
 * Shows a new announcement to readers who closed an earlier one, from the first paint.
 *
 * Docusaurus hides a dismissed bar before hydration with
 * `html[data-announcement-bar-initially-dismissed='true']`, a flag its inline script reads
 * from storage without looking at the announcement id. When the id changes, React marks the
 * bar active again but that CSS keeps it hidden for the whole visit. This script runs right
 * after Docusaurus' one and clears the flag when the stored id is not the configured id.
 *
 * Docusaurus runs `validateOptions` (attached below) before calling the plugin.
 */
export default function announcementBarIdPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as AnnouncementBarIdOptions;
  const {type, namespace} = context.siteStorage;
  const idStorageKey = `docusaurus.announcement.id${namespace}`;
  const script = `(function() {
  try {
    if (window[${JSON.stringify(type)}].getItem(${JSON.stringify(idStorageKey)}) !== ${JSON.stringify(options.announcementId)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (err) {}
})();`;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}

announcementBarIdPlugin.validateOptions = validateOptions;
