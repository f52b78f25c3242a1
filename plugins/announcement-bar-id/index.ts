import type {LoadContext, Plugin} from '@docusaurus/types';

export type AnnouncementBarIdOptions = {
  /** The `themeConfig.announcementBar.id` of the site. */
  id: string;
};

/**
 * Shows a new announcement to readers who closed an earlier one, from the first paint.
 *
 * Docusaurus hides a dismissed bar before hydration with
 * `html[data-announcement-bar-initially-dismissed='true']`, a flag its inline script reads
 * from storage without looking at the announcement id. When the id changes, React marks the
 * bar active again but that CSS keeps it hidden for the whole visit. This script runs right
 * after Docusaurus' one and clears the flag when the stored id is not the configured id.
 */
function validateOptions(options: unknown): AnnouncementBarIdOptions {
  const id = (options as Partial<AnnouncementBarIdOptions> | undefined)?.id;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new Error(
      `announcement-bar-id plugin: option "id" must be the non-empty announcementBar id of the site, got ${JSON.stringify(id)}.`,
    );
  }
  return {id};
}

// Options arrive untyped from the config array, hence `unknown` and the check above.
export default function announcementBarIdPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateOptions(rawOptions);
  const {type, namespace} = context.siteStorage;
  const idStorageKey = `docusaurus.announcement.id${namespace}`;
  const script = `(function() {
  try {
    if (window[${JSON.stringify(type)}].getItem(${JSON.stringify(idStorageKey)}) !== ${JSON.stringify(options.id)}) {
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
