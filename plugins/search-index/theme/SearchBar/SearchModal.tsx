/**
 * DocSearch's modal once the reader opens it, fed by whichever backend the search-index plugin chose: the local index
 * (default; no request leaves the site, no Algolia branding) or hosted Algolia with contextual search. It loads with
 * the modal's code (`useSearchModal.ts`), so a page carries none of it until then. Each concern is a hook; what
 * patches DocSearch itself is in docsearchWorkarounds.tsx.
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchHit, DocSearchModalProps, DocSearchTransformClient, InternalDocSearchHit} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate, {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import {
  answerEmptyOnFailure,
  Hit,
  Suggestions,
  useBlockedStorageShield,
  useFailureScreen,
  useHitCountRepair,
  useInitialScrollY,
  useSuggestionsHost,
} from './docsearchWorkarounds';
import {missingResultsUrl} from './missingResults';
import {SearchStatus, useAnsweredQueries, type AnsweredQueries} from './searchStatus';
import {useSearchBackend, useSearchParameters, type Search} from './useSearchBackend';
import {isSearchModalOpen} from './useSearchModal';

const noop = () => {};

/** "No results for" in place of DocSearch's "No results found for". */
const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: translate({id: 'lexical.search.noResultsText', message: 'No results for'}),
  },
};

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

/** The modal's client: the backend's, answering empty on failure and keeping each query's hit count. */
function useTransformSearchClient(
  backend: ReturnType<typeof useSearchBackend>,
  recordHitCounts: ReturnType<typeof useHitCountRepair>['record'],
  {markAsked, markAnswered}: Pick<AnsweredQueries, 'markAsked' | 'markAnswered'>,
): (algoliaClient: DocSearchTransformClient) => DocSearchTransformClient {
  const {siteMetadata} = useDocusaurusContext();
  const {localClient, search: localSearch, trackFailures} = backend;
  return useCallback(
    (algoliaClient) => {
      if (!localClient) algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const client = localClient ?? algoliaClient;
      // Hosted: DocSearch's own client, which carries its agent.
      const tracked = localClient ? localSearch : trackFailures(algoliaClient.search.bind(algoliaClient) as Search);
      const search = answerEmptyOnFailure((input) => {
        for (const {query} of input.requests) markAsked(query ?? '');
        return tracked(input).then(
          (response) => {
            recordHitCounts(response);
            markAnswered(response.results.map(({query, nbHits}) => [query ?? '', nbHits ?? 0]));
            return response;
          },
          (error: unknown) => {
            markAnswered(input.requests.map(({query}) => [query ?? '', 0]));
            throw error;
          },
        );
      });
      return {
        search: search as unknown as DocSearchTransformClient['search'],
        addAlgoliaAgent: client.addAlgoliaAgent.bind(client),
        transporter: client.transporter as DocSearchTransformClient['transporter'],
      };
    },
    [localClient, localSearch, trackFailures, recordHitCounts, markAsked, markAnswered, siteMetadata.docusaurusVersion],
  );
}

/**
 * Keeps the reader's typing going to the modal's input while the page under it changes. Docusaurus moves the focus to
 * the top of each page it navigates to (its skip-to-content region, in an effect that runs before this one, earlier
 * in the layout than the navbar); and a modal that comes with a new page's search bar, holding what was typed on the
 * previous one, focuses its input only in a passive effect, after which a keystroke could already have come.
 */
function useInputKeepsFocus(container: HTMLElement): void {
  const location = useLocation();
  const focusInput = useCallback(() => {
    if (container.contains(document.activeElement)) return;
    container.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
  }, [container]);
  useLayoutEffect(focusInput, [focusInput]);
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) focusInput();
  }, [location, focusInput]);
}

/** The hits of one group (a sidebar category, the API reference, the blog) the modal lists: DocSearch's default. */
const hitsShownPerGroup = 5;

export interface SearchModalProps {
  /** The element the modal renders into (see `useSearchModal`). */
  container: HTMLElement;
  /** What the input starts with (see `useSearchModal`). */
  initialQuery: string;
  onClose(): void;
}

export default function SearchModal({container, initialQuery, onClose}: SearchModalProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  // The modal shows no text under a section found by its heading, and only the first hits of each group: its client
  // does not fetch the text of the others.
  const backend = useSearchBackend({sectionText: false, shownPerGroup: hitsShownPerGroup});
  const {isLocal, processUrl, failed, localClient} = backend;
  // The engine is built while the reader types the first word, not after it.
  useEffect(() => localClient?.warm(), [localClient]);
  const searchParameters = useSearchParameters();
  const history = useHistory();

  const hitCounts = useHitCountRepair();
  const answered = useAnsweredQueries();
  const transformSearchClient = useTransformSearchClient(backend, hitCounts.record, answered);
  const transformItems = useCallback(
    (items: DocSearchHit[]) => (isLocal ? items : items.map((item) => ({...item, url: processUrl(item.url)}))),
    [isLocal, processUrl],
  );
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );
  const {countOf} = hitCounts;
  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: AutocompleteState<InternalDocSearchHit>}) {
        return <ResultsFooter state={state} count={countOf(state.query)} onClose={onClose} />;
      },
    [countOf, onClose],
  );

  const failureScreen = useFailureScreen(container, true, failed);
  const suggestionsHost = useSuggestionsHost(container, true);
  useBlockedStorageShield();
  const initialScrollY = useInitialScrollY(isSearchModalOpen);
  useInputKeepsFocus(container);

  return (
    <>
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={backend.indexName}
        searchParameters={searchParameters}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        navigator={navigator}
        hitComponent={Hit}
        maxResultsPerGroup={hitsShownPerGroup}
        resultsFooterComponent={algolia.searchPagePath ? resultsFooterComponent : undefined}
        getMissingResultsUrl={({query}) => missingResultsUrl(query)}
        initialScrollY={initialScrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        onAskAiToggle={noop}
        translations={modalTranslations}
        placeholder={translations.placeholder}
      />
      {failureScreen}
      <SearchStatus container={container} initialQuery={initialQuery} answered={answered} />
      {suggestionsHost && createPortal(<Suggestions />, suggestionsHost)}
    </>
  );
}
