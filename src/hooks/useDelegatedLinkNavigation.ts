import {useCallback, useMemo, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/** The site path of an anchor that Docusaurus' `Link` would have navigated to client-side, else null. */
export function clientRoutePath(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within the page is the browser's (as `Link` renders it: a plain anchor).
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  // Files (Markdown twins, llms.txt) and unknown paths are not routes: only the catch-all 404 route matches them.
  const matches = matchRoutes(routes, url.pathname);
  if (matches.length === 0 || matches[matches.length - 1]!.route.path === '*') return null;
  return url.pathname + url.search + url.hash;
}

function closestAnchor(event: SyntheticEvent): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null;
}

/**
 * Event handlers for an element whose links are plain server markup (see `useServerMarkup`): a click on an
 * internal link navigates client-side and pointing at one preloads its page, as Docusaurus' `Link` does.
 */
export function useDelegatedLinkNavigation(): {
  onClick: (event: MouseEvent) => void;
  onMouseOver: (event: MouseEvent) => void;
  onFocus: (event: SyntheticEvent) => void;
} {
  const history = useHistory();
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const anchor = closestAnchor(event);
      const path = anchor && clientRoutePath(anchor);
      if (!path) return;
      event.preventDefault();
      history.push(path);
    },
    [history],
  );
  const preload = useCallback((event: SyntheticEvent) => {
    const anchor = closestAnchor(event);
    const path = anchor && clientRoutePath(anchor);
    // Docusaurus remembers what it preloaded; a second call returns at once.
    if (path) void window.docusaurus.preload(path.replace(/[?#].*$/, ''));
  }, []);
  return useMemo(() => ({onClick, onMouseOver: preload, onFocus: preload}), [onClick, preload]);
}
