import {useCallback, useMemo, type MouseEvent as ReactMouseEvent, type SyntheticEvent} from 'react';
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

function closestAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/**
 * For a click in plain markup (not rendered by React): if it is a plain click on a link `Link` would have navigated
 * client-side, navigates so (`push`) and returns true.
 */
export function navigateLinkClick(event: MouseEvent | ReactMouseEvent, push: (path: string) => void): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = closestAnchor(event.target);
  const path = anchor && clientRoutePath(anchor);
  if (!path) return false;
  event.preventDefault();
  push(path);
  return true;
}

/** Preloads the page of the link `target` is in, as Docusaurus' `Link` does when pointed at or focused. */
export function preloadLinkAt(target: EventTarget | null): void {
  const anchor = closestAnchor(target);
  const path = anchor && clientRoutePath(anchor);
  // Docusaurus remembers what it preloaded; a second call returns at once.
  if (path) void window.docusaurus.preload(path.replace(/[?#].*$/, ''));
}

/**
 * Event handlers for an element whose links are plain server markup (see `useServerMarkup`): a click on an
 * internal link navigates client-side and pointing at one preloads its page, as Docusaurus' `Link` does.
 */
export function useDelegatedLinkNavigation(): {
  onClick: (event: ReactMouseEvent) => void;
  onMouseOver: (event: SyntheticEvent) => void;
  onFocus: (event: SyntheticEvent) => void;
} {
  const history = useHistory();
  const onClick = useCallback((event: ReactMouseEvent) => void navigateLinkClick(event, history.push), [history]);
  const preload = useCallback((event: SyntheticEvent) => preloadLinkAt(event.target), []);
  return useMemo(() => ({onClick, onMouseOver: preload, onFocus: preload}), [onClick, preload]);
}
