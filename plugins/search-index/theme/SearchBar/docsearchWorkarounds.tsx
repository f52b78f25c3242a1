/**
 * Every place the search UI patches DocSearch, version 4.7.0 (`@docsearch/react`, pinned by `overrides` in
 * package.json). Check each one again when that version changes:
 *
 * - Error screen (`answerEmptyOnFailure`, `useFailureScreen`): DocSearch's own "Unable to fetch results" screen
 *   never shows, as autocomplete-core 1.19's `finally` resets the status to idle after the error. A failed search
 *   answers empty instead, and our screen, in DocSearch's markup, takes the place of the empty-result screens.
 * - Hit count (`useHitCountRepair`): when an answer lands after the next keystroke, the modal sets its count to
 *   the one it held when that query started plus the answer's ('See all 80 results' for 40). The footer shows the
 *   count of the latest answer to its query instead.
 * - Suggestions (`useSuggestionsHost`, `Suggestions`): "Try searching for" never shows, as DocSearch stores its
 *   suggestions in an object where it reads an array. Our list is added to its no-results screen.
 * - Hit body (`Hit`): a link inside DocSearch's role="option" would be a second, nested control (axe:
 *   nested-interactive); the option is selected by the arrow keys and opened by Enter through `navigator`, and a
 *   click on the body navigates.
 * - Button (`SearchButton.tsx`, on every page, so not in this module, which loads with the modal): DocSearch's button
 *   is named "Search (Control+k)" while it shows "Search Ctrl K", which fails WCAG 2.5.3 (label in name). Ours is
 *   named by what it shows and announces the shortcut apart.
 * - Blocked storage (`useBlockedStorageShield`): as its modal mounts, DocSearch reads `window.localStorage` outside any
 *   `try` (to trim its recent searches when storage is nearly full). Where the browser blocks site data, that read
 *   throws and React replaces the page with its error screen. While the modal is mounted, a storage that throws reads
 *   as absent; DocSearch's recent searches already keep nothing when storage fails.
 * - Scroll on closing (`useInitialScrollY`): the modal's unmount scrolls the page back to `initialScrollY`, where it
 *   was when the modal opened. After a navigation under the open modal (the reader opened it again while the page of
 *   a hit was loading), that undid the navigation's own scrolling (to the top, or to the hit's anchor).
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import type {SearchResponse} from '../../client/localSearchClient';
import {searchSuggestions} from './missingResults';
import SearchErrorScreen from './SearchErrorScreen';
import type {Search, SearchInput} from './useSearchBackend';

/** `search` answering empty instead of failing: DocSearch would show its empty start screen, never an error. */
export function answerEmptyOnFailure(search: Search): Search {
  return (input: SearchInput) =>
    search(input).catch(() => ({
      results: input.requests.map(({indexName, query}): SearchResponse => ({
        hits: [],
        nbHits: 0,
        nbPages: 0,
        page: 0,
        hitsPerPage: 0,
        query: query ?? '',
        index: indexName,
        params: '',
        processingTimeMS: 0,
        exhaustiveNbHits: true,
      })),
    }));
}

/**
 * While the latest search failed and the modal is open: marks the modal's container (its CSS hides DocSearch's
 * empty-result screens) and renders our error screen into its dropdown.
 */
export function useFailureScreen(container: HTMLElement | null, isOpen: boolean, failed: boolean): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    container?.classList.toggle('lexical-search--failed', failed);
    setDropdown(failed && isOpen ? (container?.querySelector('.DocSearch-Dropdown') ?? null) : null);
  }, [container, failed, isOpen]);
  return dropdown
    ? createPortal(
        <SearchErrorScreen
          className="DocSearch-ErrorScreen lexical-search-error"
          titleClassName="DocSearch-Title"
          helpClassName="DocSearch-Help"
        />,
        dropdown,
      )
    : null;
}

/** Keeps the hit count of the latest answer to each query, for the results footer. */
export function useHitCountRepair(): {
  record: (response: {results: SearchResponse[]}) => void;
  countOf: (query: string) => number | undefined;
} {
  const counts = useRef(new Map<string, number>());
  const record = useCallback(({results}: {results: SearchResponse[]}) => {
    if (counts.current.size > 100) counts.current.clear();
    for (const {query, nbHits} of results) {
      if (typeof query === 'string' && typeof nbHits === 'number') counts.current.set(query, nbHits);
    }
  }, []);
  const countOf = useCallback((query: string) => counts.current.get(query), []);
  return {record, countOf};
}

/** Type `text` into DocSearch's input the way a reader would, so its state follows. */
function fillModalInput(text: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** "Try searching for", with DocSearch's markup. */
export function Suggestions(): ReactNode {
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
      </p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {searchSuggestions.map((suggestion) => (
          <p key={suggestion}>
            <button className="DocSearch-Prefill" type="button" onClick={() => fillModalInput(suggestion)}>
              {suggestion}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}

/**
 * A node of ours appended to the element of DocSearch's modal that `parentIn` finds, kept there as DocSearch
 * re-renders its screens (a portal's target); null while there is no such element.
 */
export function useNodeInDocSearch(
  container: HTMLElement | null,
  isOpen: boolean,
  parentIn: (container: HTMLElement) => Element | null,
  className: string,
): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!isOpen || !container) return undefined;
    const update = () => {
      const parent = parentIn(container);
      if (!parent) {
        setHost(null);
        return;
      }
      let node = parent.querySelector<HTMLElement>(`:scope > .${className}`);
      if (!node) {
        node = document.createElement('div');
        node.className = className;
        parent.appendChild(node);
      }
      setHost(node);
    };
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    update();
    return () => {
      observer.disconnect();
      setHost(null);
    };
  }, [container, isOpen, parentIn, className]);
  return host;
}

/** DocSearch's no-results screen, unless it shows a list of its own there. */
function noResultsScreenWithoutList(container: HTMLElement): Element | null {
  const screen = container.querySelector('.DocSearch-NoResults');
  return screen && !screen.querySelector('.DocSearch-NoResults-Prefill-List:not(.lexical-search-suggestions *)')
    ? screen
    : null;
}

/** Where `Suggestions` go: a node appended to DocSearch's no-results screen while it shows. */
export function useSuggestionsHost(container: HTMLElement | null, isOpen: boolean): HTMLElement | null {
  return useNodeInDocSearch(container, isOpen, noResultsScreenWithoutList, 'lexical-search-suggestions');
}

/** A hit's body: a click navigates (Ctrl/Cmd/Shift-click opens a new tab), Enter goes through `navigator`. */
export function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  const history = useHistory();
  return (
    // DocSearch wraps the hit in its own option element, which takes the keyboard (arrows and Enter); a link
    // here would nest interactive elements, so the click is handled on a plain element.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="lexical-search-hit"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(hit.url, '_blank', 'noopener');
        else history.push(hit.url);
      }}>
      {children}
    </div>
  );
}

/**
 * Makes `target.localStorage` read as `null` if reading it throws (the browser blocks site data), as Docusaurus' own
 * storage helpers take it; returns what puts the original back. A storage that can be read is left alone.
 */
export function shieldBlockedLocalStorage(target: object = window): () => void {
  try {
    void (target as {localStorage?: unknown}).localStorage;
    return () => {};
  } catch {
    const own = Object.getOwnPropertyDescriptor(target, 'localStorage');
    try {
      Object.defineProperty(target, 'localStorage', {configurable: true, enumerable: true, get: () => null});
    } catch {
      // A property that cannot be redefined: nothing to shield with.
      return () => {};
    }
    return () => {
      if (own) Object.defineProperty(target, 'localStorage', own);
      else delete (target as {localStorage?: unknown}).localStorage;
    };
  }
}

/**
 * While the component using it is mounted, a `window.localStorage` that throws reads as `null`. Set up in a layout
 * effect, which runs before the passive effect in which DocSearch's modal reads the storage as it mounts.
 */
export function useBlockedStorageShield(): void {
  useLayoutEffect(() => shieldBlockedLocalStorage(window), []);
}

/**
 * DocSearch's `initialScrollY`, which it reads only to scroll to as its modal unmounts: a number-like object whose
 * value is taken then (the browser converts `scrollTo`'s arguments with `valueOf`). It is where the page was once the
 * modal had opened, unless the page under the modal changed since: a navigation scrolls the page its own way (the
 * top, or the anchor), and that stands. `isLeaving` tells, as the modal unmounts, whether it does so with its page
 * (the reader still has it open, and the next page shows it again).
 */
export function useInitialScrollY(isLeaving: () => boolean): number {
  const location = useLocation();
  const [target] = useState(() => {
    const scroll = {y: 0, navigated: false};
    return {scroll, value: {valueOf: () => (scroll.navigated ? window.scrollY : scroll.y)}};
  });
  const openedAt = useRef(location);
  // Read after the commit that mounts the modal: when the modal comes with a new page, after that page's scrolling.
  useEffect(() => {
    target.scroll.y = window.scrollY;
  }, [target]);
  useEffect(() => {
    if (location !== openedAt.current) target.scroll.navigated = true;
  }, [location, target]);
  // A layout effect's cleanup runs before DocSearch's passive one, which scrolls.
  useLayoutEffect(
    () => () => {
      if (isLeaving()) target.scroll.navigated = true;
    },
    [isLeaving, target],
  );
  return target.value as unknown as number;
}
