/**
 * What the /search page shows for its query: the first page of hits (with the local index, its first screenful at
 * once), and the pages after it as the reader asks for them. Only the latest request may update the page.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {LocalHit, SearchResponse} from '../../client/localSearchClient';
import {useSearchParameters, type Search, type SearchBackend} from '../SearchBar/useSearchBackend';
import {searchPageFirstHits, searchPageHitsPerPage as hitsPerPage} from '../../shared';

export interface ResultItem {
  url: string;
  titleHtml: string;
  breadcrumbsHtml: string[];
  summaryHtml: string;
}

export type SearchState =
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

/** The page once a next page of hits is in: its hits after the ones shown. */
function withNextPage(previous: SearchState, result: SearchResponse, processUrl: (url: string) => string): SearchState {
  return previous.status === 'done'
    ? {
        ...previous,
        items: previous.items.concat(result.hits.map((hit) => toItem(hit, processUrl))),
        page: result.page,
        loadingMore: false,
      }
    : previous;
}

/** Asks the backend for one page of hits, highlighted, with the same contextual filters as the modal. */
function useSearchRequest(search: Search, indexName: string) {
  const searchParameters = useSearchParameters();
  return useCallback(
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
}

/** The search state for the trimmed query, and `loadMore`, which asks for the next page of hits. */
export function useSearchResults(
  trimmed: string,
  {search, isLocal, processUrl, indexName}: SearchBackend,
): {state: SearchState; loadMore: () => void} {
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
  const request = useSearchRequest(search, indexName);

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
      setState((previous) => withNextPage(previous, result, processUrl));
    }, failureOf(id));
  }, [state, request, processUrl, failureOf]);

  return {state, loadMore};
}
