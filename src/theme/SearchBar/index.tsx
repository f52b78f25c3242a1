/**
 * DocSearch's modal, fed by whichever backend the search-index plugin chose:
 * the local index (default; no request leaves the site, no Algolia branding,
 * no preconnect) or hosted Algolia with contextual search.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
  DocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate, {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {SearchIndexGlobalData} from '../../../plugins/search-index';
import {createLazyLocalClient} from '../../../plugins/search-index/client/searchClient';
import {missingResultsUrl, searchSuggestions} from './missingResults';
// The button is on every page; the modal's styles load with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import styles from './styles.module.css';

const noop = () => {};

let DocSearchModal: typeof DocSearchModalType | null = null;

function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css'), import('./docsearch.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

/**
 * A hit's body. DocSearch wraps it in a role="option" that the arrow keys
 * select and Enter opens (through `navigator`); a link inside the option
 * would be a second, nested control (axe: nested-interactive), so a click
 * navigates here instead. Ctrl/Cmd-click still opens a new tab.
 */
function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  const history = useHistory();
  return (
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

/** Type `text` into DocSearch's input the way a reader would, so its state follows. */
function fillModalInput(text: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * "Try searching for": DocSearch 4.7 stores its suggestions in an object
 * where it reads an array, so its own list never shows. This one is added to
 * its no-results screen instead.
 */
function Suggestions(): ReactNode {
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

function ResultsFooter({
  state,
  count,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  count: number | undefined;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: count ?? (state.context.nbHits as number)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * The navbar button. DocSearch's own button is labelled "Search (Control+k)"
 * while it shows "Search Ctrl K", which fails WCAG 2.5.3 (label in name): this
 * one takes its name from what it shows and announces the shortcut separately.
 */
const SearchButton = React.forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement>>(
  function SearchButton(props, ref) {
    // Read after hydration: the server HTML says Ctrl, and a first client render that said ⌘ on a Mac
    // would not match it (React error #418 and a whole-page re-render).
    const isMac = useIsBrowser() && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
    return (
      <button
        type="button"
        className={`DocSearch DocSearch-Button ${styles.button}`}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        {...props}
        ref={ref}>
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">
            <Translate id="theme.SearchBar.label">Search</Translate>
          </span>
        </span>
        <span className="DocSearch-Button-Keys">
          <kbd className="DocSearch-Button-Key">{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
    );
  },
);

/** The spec's wording for an empty answer ("No results for"), in place of DocSearch's "No results found for". */
const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: translate({id: 'lexical.search.noResultsText', message: 'No results for'}),
  },
};

/**
 * DocSearch's own error screen cannot appear with autocomplete-core 1.19
 * (its `finally` resets the status to idle after the error), so a failed
 * search is reported here: the client answers empty and this screen replaces
 * the "no results" one, with DocSearch's markup and the spec's words.
 */
function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen lexical-search-error" role="alert">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
      </p>
    </div>
  );
}

type ClientSearch = DocSearchTransformClient['search'];

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const {backend, indexUrl} = usePluginData('search-index') as SearchIndexGlobalData;
  const isLocal = backend === 'local';
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();

  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  // The modal shows no text under a section found by its heading: its client does not fetch that text.
  const localClient = useMemo(
    () => (isLocal ? createLazyLocalClient({backend, indexUrl}, {sectionText: false}) : null),
    [isLocal, backend, indexUrl],
  );
  const [failed, setFailed] = useState(false);
  // The hit count of the latest answer to each query. DocSearch's own count adds the count of
  // an answer that landed after the next keystroke into the new query's ('See all 80 results' for 40).
  const hitCounts = useRef(new Map<string, number>());
  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchTransformClient): DocSearchTransformClient => {
      const client = localClient ? (localClient as unknown as DocSearchTransformClient) : algoliaClient;
      if (!localClient) client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search = ((input: Parameters<ClientSearch>[0]) =>
        client.search(input).then(
          (response) => {
            setFailed(false);
            if (hitCounts.current.size > 100) hitCounts.current.clear();
            const results = (response as {results: {query?: string; nbHits?: number}[]}).results;
            for (const {query, nbHits} of results) {
              if (typeof query === 'string' && typeof nbHits === 'number') hitCounts.current.set(query, nbHits);
            }
            return response;
          },
          () => {
            setFailed(true);
            const requests = (input as {requests: {indexName: string; query?: string}[]}).requests;
            const empty = requests.map(({indexName, query}) => ({
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
            }));
            return {results: empty};
          },
        )) as unknown as ClientSearch;
      return {search, addAlgoliaAgent: client.addAlgoliaAgent.bind(client), transporter: client.transporter};
    },
    [localClient, siteMetadata.docusaurusVersion],
  );
  const transformItems = useCallback(
    (items: DocSearchHit[]) => (isLocal ? items : items.map((item) => ({...item, url: processUrl(item.url)}))),
    [isLocal, processUrl],
  );
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const container = document.createElement('div');
      if (isLocal) container.className = 'lexical-search--local';
      document.body.insertBefore(container, document.body.firstChild);
      containerRef.current = container;
    }
    void loadModal().then(() => setIsOpen(true));
  }, [isLocal]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  // Ctrl/Cmd+K and '/' (outside text fields) open the modal; Escape closes it.
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: noop,
  });

  // Where the error screen goes: DocSearch's dropdown, once the modal has rendered it.
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    containerRef.current?.classList.toggle('lexical-search--failed', failed);
    setDropdown(failed && isOpen ? (containerRef.current?.querySelector('.DocSearch-Dropdown') ?? null) : null);
  }, [failed, isOpen]);

  // Where our suggestions go: a node appended to DocSearch's no-results screen while it shows.
  const [suggestionHost, setSuggestionHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return undefined;
    const update = () => {
      const screen = container.querySelector('.DocSearch-NoResults');
      if (!screen || screen.querySelector('.DocSearch-NoResults-Prefill-List:not(.lexical-search-suggestions *)')) {
        setSuggestionHost(null);
        return;
      }
      let host = screen.querySelector<HTMLElement>(':scope > .lexical-search-suggestions');
      if (!host) {
        host = document.createElement('div');
        host.className = 'lexical-search-suggestions';
        screen.appendChild(host);
      }
      setSuggestionHost(host);
    };
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    update();
    return () => {
      observer.disconnect();
      setSuggestionHost(null);
    };
  }, [isOpen]);

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: AutocompleteState<InternalDocSearchHit>}) {
        return <ResultsFooter state={state} count={hitCounts.current.get(state.query)} onClose={closeModal} />;
      },
    [closeModal],
  );

  return (
    <>
      {!isLocal && (
        <Head>
          {/* Hosted search: open the connection to Algolia before the first query. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      {/* No preloading on hover or focus: nothing of search is downloaded until the reader opens it. */}
      <SearchButton ref={buttonRef} onClick={openModal} />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            searchParameters={{
              ...algolia.searchParameters,
              ...(algolia.contextualSearch ? {facetFilters: contextualFilters as string[]} : {}),
            }}
            transformSearchClient={transformSearchClient}
            transformItems={transformItems}
            navigator={navigator}
            hitComponent={Hit}
            resultsFooterComponent={algolia.searchPagePath ? resultsFooterComponent : undefined}
            getMissingResultsUrl={({query}) => missingResultsUrl(query)}
            initialScrollY={window.scrollY}
            onClose={closeModal}
            onAskAiToggle={noop}
            translations={modalTranslations}
            placeholder={translations.placeholder}
          />,
          containerRef.current,
        )}
      {dropdown && createPortal(<ErrorScreen />, dropdown)}
      {suggestionHost && createPortal(<Suggestions />, suggestionHost)}
    </>
  );
}
