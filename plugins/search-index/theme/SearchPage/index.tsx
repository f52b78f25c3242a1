/**
 * The /search page: reads `q`, lists every hit with its matches highlighted
 * and loads more as the reader scrolls. It asks the same search client as the
 * modal (local index or hosted Algolia), with the same contextual filters.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {preload} from 'react-dom';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useSearchBackend} from '../SearchBar/useSearchBackend';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '../../index';
import {indexFileNames} from '../../shared';
import {withoutBidiControls} from '@site/lib/ui/UrlText/bidi';
import styles from './styles.module.css';
// What the page says when its script is off or did not load.
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import SearchWithoutScript from './WithoutScript';
import SearchResults from './SearchResults';
import {useSearchResults, type SearchState} from './useSearchResults';
// The local search code, in this page's own scripts: the page searches as soon as it loads.
import '@lexical-docs/search-page-code';

function pageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** The query box: what the reader types is the `q` of the address. */
function SearchForm({query, onQueryChange}: {query: string; onQueryChange: (query: string) => void}): ReactNode {
  return (
    <form className={clsx('row', scriptOnly)} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="col col--12">
        <input
          type="search"
          name="q"
          className={styles.searchQueryInput}
          placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
          aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
          onChange={(event) => onQueryChange(event.target.value)}
          value={query}
          autoComplete="off"
          // The reader came here to type a query.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </div>
    </form>
  );
}

/**
 * How many documents were found. In English, the site's one language, whose plural rule is one or other: theme-common's
 * `usePluralForm` would bring the rules of every language into the page.
 */
function documentsFound(count: number): string {
  return count === 1 ? 'One document found' : `${count} documents found`;
}

/** The line above the results: how many documents were found, and the credit hosted search asks for. */
function ResultsMeta({state, isLocal}: {state: SearchState; isLocal: boolean}): ReactNode {
  return (
    <div className={clsx('row', styles.resultsMeta)}>
      <div className="col col--8" aria-live="polite">
        {state.status === 'done' && state.total > 0 && documentsFound(state.total)}
      </div>
      {!isLocal && (
        <div className={clsx('col col--4', styles.poweredBy)}>
          <Link to="https://www.algolia.com/">
            <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * Infinite scroll: when the sentinel below the list comes into view, `loadMore` fetches the next page. Returns the
 * ref callback for the sentinel.
 */
function useInfiniteScroll(loadMore: () => void): (sentinel: HTMLDivElement | null) => void {
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
  return setSentinel;
}

/**
 * The page searches as soon as it opens: the index's core file downloads alongside the page's code instead of
 * after it. React's own preload, not a <link> in <Head>: React Helmet replaces its tags as the page hydrates, and a
 * new preload of a file already fetched would download it again.
 */
function usePreloadIndexCore(isLocal: boolean): void {
  const {indexUrl} = usePluginData('search-index') as SearchIndexGlobalData;
  if (isLocal && indexUrl) {
    preload(`${indexUrl}${indexFileNames.core}`, {as: 'fetch', type: 'application/json', crossOrigin: 'anonymous'});
  }
}

/** Inside Layout: the contextual filters read the docs version providers Layout sets up. */
function SearchPageContent(): ReactNode {
  const backend = useSearchBackend();
  const [query, setQuery] = useSearchQueryString();
  const trimmed = query.trim();
  const {state, loadMore} = useSearchResults(trimmed, backend);
  const setSentinel = useInfiniteScroll(loadMore);
  usePreloadIndexCore(backend.isLocal);

  // The query comes from the address: no control character in it may reorder the title around it.
  const title = pageTitle(withoutBidiControls(trimmed));

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
        <SearchForm query={query} onQueryChange={setQuery} />
        <ResultsMeta state={state} isLocal={backend.isLocal} />
        <SearchResults state={state} sentinelRef={setSentinel} />
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
