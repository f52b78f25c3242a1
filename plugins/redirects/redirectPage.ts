/**
 * The redirect pages, in the form @docusaurus/plugin-client-redirects writes them (a refresh to the target, and a
 * script that keeps the query and the anchor), except that the script is one shared file rather than inline code in
 * each page: the site's Content-Security-Policy (plugins/security-headers) allows its own files and the hashes of a
 * few inline scripts, and a distinct inline script in each of hundreds of redirect pages would not fit in it.
 */
import crypto from 'node:crypto';

/**
 * Runs in the redirect page, as the plugin's inline script did: goes to the page's target, keeping the query and
 * the anchor the page was opened with unless the target has its own. Without it (blocked, failed to load) the
 * refresh still leads there.
 */
export const redirectScript =
  '(function(){var s=document.currentScript,t=s&&s.getAttribute("data-to");' +
  'if(t)window.location.href=s.hasAttribute("data-forward")?t+window.location.search+window.location.hash:t;})();\n';

/** Where the script is written, under the build folder: named by its content, so a host may cache it for good. */
export function redirectScriptFile(): string {
  const hash = crypto.createHash('sha256').update(redirectScript).digest('hex').slice(0, 8);
  return `assets/js/redirect.${hash}.js`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

/** Whether the page passes its own query and anchor on: only when the target has neither (as the plugin does). */
function forwardsQueryAndAnchor(toUrl: string): boolean {
  try {
    const url = new URL(toUrl, 'https://example.com');
    return !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** The page at an old path: `toUrl` is the target with the base URL (or an absolute URL); `scriptUrl` the script's. */
export function redirectPageHtml(toUrl: string, scriptUrl: string): string {
  const to = escapeAttribute(encodeURI(toUrl));
  const forward = forwardsQueryAndAnchor(toUrl) ? ' data-forward' : '';
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
    <script src="${escapeAttribute(scriptUrl)}" data-to="${to}"${forward}></script>
  </head>
</html>
`;
}
