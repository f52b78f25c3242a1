/** The results area of the /search page: what it holds in each state of the search. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {missingResultsUrl, searchSuggestions as suggestions} from '../SearchBar/missingResults';
import SearchErrorScreen from '../SearchBar/SearchErrorScreen';
import UrlText from '@site/lib/ui/UrlText';
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import type {ResultItem, SearchState} from './useSearchResults';
import styles from './styles.module.css';

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

/** One hit: its title as a link, the headings it is under, and the text it matched. */
function Result({item}: {item: ResultItem}): ReactNode {
  return (
    <article className={styles.searchResultItem}>
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
        <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: item.summaryHtml}} />
      )}
    </article>
  );
}

function ResultList({items}: {items: ResultItem[]}): ReactNode {
  return (
    <section aria-label={translate({id: 'lexical.search.resultsLabel', message: 'Search results'})}>
      {items.map((item, index) => (
        <Result key={`${item.url}-${index}`} item={item} />
      ))}
    </section>
  );
}

/** `sentinelRef` receives the element below the list that, scrolled into view, asks for more hits. */
export default function SearchResults({
  state,
  sentinelRef,
}: {
  state: SearchState;
  sentinelRef: (sentinel: HTMLDivElement | null) => void;
}): ReactNode {
  const hasMore = state.status === 'done' && state.page + 1 < state.pages;
  // At least a screen tall from the first paint, whatever it holds: the footer stays below the fold instead of
  // jumping down as the results arrive.
  return (
    <div className={styles.resultsArea}>
      {state.status === 'empty' && (
        <p className={clsx(styles.emptyState, scriptOnly)}>
          <Translate id="lexical.search.emptyState">
            Type a concept (selection, transforms) or an API name (LexicalEditor, $getRoot) to search the guides, the
            API reference and the blog.
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
      {state.status === 'done' && state.items.length > 0 && <ResultList items={state.items} />}
      {hasMore && (
        <div className={styles.loader} ref={sentinelRef}>
          <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
        </div>
      )}
    </div>
  );
}
