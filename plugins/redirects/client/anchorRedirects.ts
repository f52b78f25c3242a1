/**
 * Client module: when a page opens (or the route changes) with an anchor that names no element on the page, loads
 * the code that looks the anchor up in the anchor-redirect map (followMovedAnchor.ts). Nothing of that code or the
 * map is in the pages' bundles: most pages open without an anchor, or with one that exists.
 */
import type {ClientModule} from '@docusaurus/types';

function namesNoElement(hash: string): boolean {
  try {
    const anchor = decodeURIComponent(hash.slice(1));
    return anchor !== '' && document.getElementById(anchor) === null;
  } catch {
    // A malformed escape in the fragment: nothing to look up.
    return false;
  }
}

const anchorRedirects: ClientModule = {
  onRouteDidUpdate() {
    if (!namesNoElement(window.location.hash)) return;
    // A chunk that fails to load (offline) leaves the reader on the page, at its top.
    import('./followMovedAnchor').then(({followMovedAnchor}) => followMovedAnchor()).catch(() => undefined);
  },
};

export default anchorRedirects;
