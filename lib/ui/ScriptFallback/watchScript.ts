/**
 * What a page shows when its own scripts never run: the server's markup holds a notice, hidden, and an inline
 * script in the head marks <html> with `scriptsFailedAttribute` when one of the site's scripts fails to download, or
 * when the page has still not hydrated after `scriptsFailedAfterMs`. CSS then shows the notice and hides what only a
 * running page can answer. A page that hydrates later (a slow network) takes over as usual: the notice goes with
 * the server's markup, and the CSS rules apply only while <html> is not marked as hydrated.
 */

/** Set on <html> once the page's scripts are known not to have run (see the CSS of `ScriptFallback`). */
export const scriptsFailedAttribute = 'data-scripts-failed';

/** Marks the server's notice: not content, so neither the search index nor the Markdown twins read it. */
export const scriptFallbackNoticeAttribute = 'data-script-fallback';

/** How long a page may take to hydrate before it says that its scripts have not loaded. */
export const scriptsFailedAfterMs = 10_000;

/**
 * The inline script, the same text on every page that has it (a Content-Security-Policy hash names it once). Only a
 * script of the site's own origin counts: a third party's (analytics) failing does not stop the page.
 *
 * It is written as the build's HTML minifier writes it, a text that minifier leaves as it is (a unit test checks):
 * React Helmet, as the page hydrates, keeps a head element equal to the one it would render, but replaces, and so
 * runs again, one whose text the minifier changed. Readable, it is:
 *
 *     var root = document.documentElement;
 *     function failed() { if (root.getAttribute('data-has-hydrated') !== 'true') root.setAttribute(attribute, ''); }
 *     addEventListener('error', (event) => {
 *       // A resource's error reaches the window only while capturing.
 *       const target = event.target;
 *       if (target && target.tagName === 'SCRIPT' && typeof target.src === 'string'
 *           && target.src.indexOf(location.origin + '/') === 0) failed();
 *     }, true);
 *     setTimeout(failed, scriptsFailedAfterMs);
 */
// No `<` in it: it goes into the page's HTML as raw text.
export const scriptsFailedWatch =
  '!function(){var t=document.documentElement;function e(){' +
  `"true"!==t.getAttribute("data-has-hydrated")&&t.setAttribute("${scriptsFailedAttribute}","")}` +
  'addEventListener("error",function(t){var r=t.target;' +
  'r&&"SCRIPT"===r.tagName&&"string"==typeof r.src&&0===r.src.indexOf(location.origin+"/")&&e()},!0),' +
  `setTimeout(e,${scriptsFailedAfterMs.toExponential().replace('+', '')})}()`;
