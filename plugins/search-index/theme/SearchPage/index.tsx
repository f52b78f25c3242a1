/**
 * The /search page: reads `q`, lists every hit with its matches highlighted
 * and loads more as the reader scrolls. It asks the same search client as the
 * modal (local index or hosted Algolia), with the same contextual filters.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {preload} from 'react-dom';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {LocalHit, SearchResponse} from '../../client/localSearchClient';
import {missingResultsUrl, searchSuggestions as suggestions} from '../SearchBar/missingResults';
import SearchErrorScreen from '../SearchBar/SearchErrorScreen';
import {useSearchBackend, useSearchParameters} from '../SearchBar/useSearchBackend';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '../../index';
import {indexFileNames, searchPageFirstHits, searchPageHitsPerPage as hitsPerPage} from '../../shared';
import UrlText from '@site/lib/ui/UrlText';
import {withoutBidiControls} from '@site/lib/ui/UrlText/bidi';
import styles from './styles.module.css';
// What the page says when its script is off or did not load.
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import SearchWithoutScript from './WithoutScript';
// The local search code, in this page's own scripts: the page searches as soon as it loads.
import '@lexical-docs/search-page-code';

interface ResultItem {
  url: string;
  titleHtml: string;
  breadcrumbsHtml: string[];
  summaryHtml: string;
}

type SearchState =
  | {status: 'empty'}
  | {status: 'loading'}
  | {status: 'error'}
  | {
      status: 'done';
      query: string;
      items: ResultItem[];
      total: number;
      page: number;
      pages: number;
      loadingMore: boolean;
      /** Only the first screenful of the first page is shown: the rest is asked for once it has been painted. */
      firstScreenful?: true;
    };

function toItem(hit: LocalHit, processUrl: (url: string) => string): ResultItem {
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => hit._highlightResult.hierarchy[level]?.value)
    .filter((value): value is string => Boolean(value));
  const titleHtml = levels.pop() ?? '';
  const content = hit._snippetResult.content?.value;
  return {url: processUrl(hit.url), titleHtml, breadcrumbsHtml: levels, summaryHtml: content ?? ''};
}

/** The page once the first page of hits is in: whole, or its first screenful (`askedFirstScreenful`) for now. */
function firstPageState(
  query: string,
  result: SearchResponse,
  askedFirstScreenful: boolean,
  processUrl: (url: string) => string,
): SearchState {
  const partial = askedFirstScreenful && result.nbHits > result.hits.length;
  return {
    status: 'done',
    query,
    items: result.hits.map((hit) => toItem(hit, processUrl)),
    total: result.nbHits,
    page: 0,
    // A first screenful was asked with fewer hits per page than the pages that follow it.
    pages: askedFirstScreenful ? Math.ceil(result.nbHits / hitsPerPage) : result.nbPages,
    loadingMore: partial,
    ...(partial ? {firstScreenful: true as const} : {}),
  };
}

function pageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function NoResults({query}: {query: string}): ReactNode {
  return (
    <div className={styles.noResults} role="status">
      <p className={styles.noResultsTitle}>
        <Translate id="lexical.search.noResultsText">No results for</Translate>{' '}
        <strong>
          &ldquo;
          <UrlText text={query} />
          &rdquo;
        </strong>
      </p>
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>
      </p>
      <ul className={styles.suggestions}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">
          Believe this query should return results?
        </Translate>{' '}
        <Link to={missingResultsUrl(query)}>
          <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">Let us know.</Translate>
        </Link>
      </p>
    </div>
  );
}

/** Inside Layout: the contextual filters read the docs version providers Layout sets up. */
function SearchPageContent(): ReactNode {
  const {search, isLocal, processUrl, indexName} = useSearchBackend();
  const searchParameters = useSearchParameters();
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useSearchQueryString();
  const [state, setState] = useState<SearchState>({status: 'empty'});
  // Answers to superseded queries are dropped: only the latest request may update the page.
  const latestRequest = useRef(0);
  /** What a request's failure does: the page says so, unless a later request has superseded it. */
  const failureOf = useCallback(
    (id: number) => () => {
      if (id === latestRequest.current) setState({status: 'error'});
    },
    [],
  );
  // The query the page was opened with runs at once; later ones wait for a pause in typing.
  const opening = useRef(true);
  const {indexUrl} = usePluginData('search-index') as SearchIndexGlobalData;

  const request = useCallback(
    (text: string, page: number, perPage = hitsPerPage): Promise<SearchResponse> =>
      search({
        requests: [
          {
            indexName,
            query: text,
            page,
            hitsPerPage: perPage,
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            ...searchParameters,
          },
        ],
      }).then(({results}) => results[0]!),
    [search, indexName, searchParameters],
  );

  const trimmed = query.trim();
  useEffect(() => {
    const id = ++latestRequest.current;
    const delay = opening.current ? 0 : 120;
    opening.current = false;
    if (!trimmed) {
      setState({status: 'empty'});
      return undefined;
    }
    setState({status: 'loading'});
    const timer = setTimeout(() => {
      // The local index fetches the text of every hit it shows, a download each: it shows the first screenful of
      // hits as soon as their texts are in, and the rest of the page once that is painted (the effect below).
      // Hosted search answers a whole page in one round trip.
      const firstScreenful = isLocal;
      request(trimmed, 0, firstScreenful ? searchPageFirstHits : hitsPerPage).then((result) => {
        if (id !== latestRequest.current) return;
        setState(firstPageState(trimmed, result, firstScreenful, processUrl));
      }, failureOf(id));
    }, delay);
    return () => clearTimeout(timer);
  }, [trimmed, request, processUrl, isLocal, failureOf]);

  const askForTheRest = useCallback(
    (id: number, text: string) =>
      request(text, 0).then((result) => {
        if (id === latestRequest.current) setState(firstPageState(text, result, false, processUrl));
      }, failureOf(id)),
    [request, processUrl, failureOf],
  );

  // The rest of a first page, asked for once its first screenful has been painted (the frame after the one that
  // paints it): those texts then do not compete with the first screenful's for the network.
  const restOfFirstPage = state.status === 'done' && state.firstScreenful ? state.query : null;
  useEffect(() => {
    if (restOfFirstPage === null) return undefined;
    const id = latestRequest.current;
    let nextFrame = requestAnimationFrame(() => {
      nextFrame = requestAnimationFrame(() => askForTheRest(id, restOfFirstPage));
    });
    return () => cancelAnimationFrame(nextFrame);
  }, [restOfFirstPage, askForTheRest]);

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || state.loadingMore || state.page + 1 >= state.pages) return;
    const id = latestRequest.current;
    setState({...state, loadingMore: true});
    request(state.query, state.page + 1).then((result) => {
      if (id !== latestRequest.current) return;
      setState((previous) =>
        previous.status === 'done'
          ? {
              ...previous,
              items: previous.items.concat(result.hits.map((hit) => toItem(hit, processUrl))),
              page: result.page,
              loadingMore: false,
            }
          : previous,
      );
    }, failureOf(id));
  }, [state, request, processUrl, failureOf]);

  // Infinite scroll: when the sentinel below the list comes into view, fetch the next page.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  // The page searches as soon as it opens: the index's core file downloads alongside the page's code instead of
  // after it. React's own preload, not a <link> in <Head>: React Helmet replaces its tags as the page hydrates, and a
  // new preload of a file already fetched would download it again.
  if (isLocal && indexUrl) {
    preload(`${indexUrl}${indexFileNames.core}`, {as: 'fetch', type: 'application/json', crossOrigin: 'anonymous'});
  }

  // The query comes from the address: no control character in it may reorder the title around it.
  const title = pageTitle(withoutBidiControls(trimmed));
  const hasMore = state.status === 'done' && state.page + 1 < state.pages;

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not content: keep them out of search engines. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <SearchWithoutScript />
        <form className={clsx('row', scriptOnly)} role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="col col--12">
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
              // The reader came here to type a query.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
        </form>

        <div className={clsx('row', styles.resultsMeta)}>
          <div className="col col--8" aria-live="polite">
            {state.status === 'done' &&
              state.total > 0 &&
              selectMessage(
                state.total,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: 'One document found|{count} documents found',
                  },
                  {count: state.total},
                ),
              )}
          </div>
          {!isLocal && (
            <div className={clsx('col col--4', styles.poweredBy)}>
              <Link to="https://www.algolia.com/">
                <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
              </Link>
            </div>
          )}
        </div>

        {/* At least a screen tall from the first paint, whatever it holds: the footer stays below the fold
            instead of jumping down as the results arrive. */}
        <div className={styles.resultsArea}>
          {state.status === 'empty' && (
            <p className={clsx(styles.emptyState, scriptOnly)}>
              <Translate id="lexical.search.emptyState">
                Type a concept (selection, transforms) or an API name (LexicalEditor, $getRoot) to search the guides,
                the API reference and the blog.
              </Translate>
            </p>
          )}
          {state.status === 'loading' && (
            <div className={styles.loadingSpinner} aria-label="Loading results" role="status" />
          )}
          {state.status === 'error' && (
            <SearchErrorScreen className={styles.noResults} titleClassName={styles.noResultsTitle} />
          )}
          {state.status === 'done' && state.items.length === 0 && <NoResults query={state.query} />}
          {state.status === 'done' && state.items.length > 0 && (
            <section aria-label={translate({id: 'lexical.search.resultsLabel', message: 'Search results'})}>
              {state.items.map((item, index) => (
                <article key={`${item.url}-${index}`} className={styles.searchResultItem}>
                  <Heading as="h2" className={styles.searchResultItemHeading}>
                    {/* Highlight markup comes from the search client, which escapes the indexed text. */}
                    <Link to={item.url} dangerouslySetInnerHTML={{__html: item.titleHtml}} />
                  </Heading>
                  {item.breadcrumbsHtml.length > 0 && (
                    <nav aria-label={translate({id: 'lexical.search.resultPath', message: 'Result location'})}>
                      <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                        {item.breadcrumbsHtml.map((html, crumb) => (
                          <li key={crumb} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                        ))}
                      </ul>
                    </nav>
                  )}
                  {item.summaryHtml && (
                    <p
                      className={styles.searchResultItemSummary}
                      dangerouslySetInnerHTML={{__html: item.summaryHtml}}
                    />
                  )}
                </article>
              ))}
            </section>
          )}
          {hasMore && (
            <div className={styles.loader} ref={setSentinel}>
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            </div>
          )}
        </div>
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
