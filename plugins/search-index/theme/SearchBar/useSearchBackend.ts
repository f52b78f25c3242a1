/**
 * The search backend the modal and the /search page both ask: the local index
 * (default) or hosted Algolia, as the search-index plugin chose, with the
 * parameters and URL handling each backend needs and whether searching failed.
 */
import {useCallback, useMemo, useRef, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData, useDocsPreferredVersionByPluginId} from '@docusaurus/plugin-content-docs/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import type {SearchIndexGlobalData} from '../../index';
import type {
  LocalClientOptions,
  LocalSearchClient,
  SearchRequest,
  SearchResponse,
} from '../../client/localSearchClient';
import {createLazyLocalClient} from '../../client/searchClient';
import {contextualSearchTags} from './contextualSearchTags';

export interface SearchInput {
  requests: readonly SearchRequest[];
}

/** Algolia's multi-query call, which the local client answers too. */
export type Search = (input: SearchInput) => Promise<{results: SearchResponse[]}>;

export interface SearchBackend {
  isLocal: boolean;
  /** The local index's client; `null` with hosted Algolia. */
  localClient: LocalSearchClient | null;
  /** The local client, or Algolia's lite client loaded on the first query; failures tracked in `failed`. */
  search: Search;
  /** Whether the latest search failed; its next answer clears it. */
  failed: boolean;
  /** `search` made to keep `failed` up to date (for a hosted client the caller already has). */
  trackFailures(search: Search): Search;
  /** A hit's URL as this site serves it: Algolia answers with the production site's absolute URLs. */
  processUrl(url: string): string;
  /** The Algolia index queried (the local client answers whatever it is named). */
  indexName: string;
}

/** Hosted search without DocSearch's modal: Algolia's lite client, loaded with the first query only. */
function lazyAlgoliaSearch(appId: string, apiKey: string): Search {
  let client: Promise<{search: Search}> | undefined;
  return async (input) => {
    client ??= import('algoliasearch/lite').then(
      ({liteClient}) => liteClient(appId, apiKey) as unknown as {search: Search},
    );
    return (await client).search(input);
  };
}

export function useSearchBackend(localOptions?: LocalClientOptions): SearchBackend {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const {appId, apiKey} = algolia;
  const {backend, indexUrl} = usePluginData('search-index') as SearchIndexGlobalData;
  const isLocal = backend === 'local';
  const sectionText = localOptions?.sectionText;
  const shownPerGroup = localOptions?.shownPerGroup;
  const localClient = useMemo(
    () =>
      backend === 'local'
        ? createLazyLocalClient(
            {backend, indexUrl},
            sectionText === undefined ? undefined : {sectionText, shownPerGroup},
          )
        : null,
    [backend, indexUrl, sectionText, shownPerGroup],
  );

  const [failed, setFailed] = useState(false);
  const latestSearch = useRef(0);
  const trackFailures = useCallback(
    (search: Search): Search =>
      (input) => {
        const id = ++latestSearch.current;
        return search(input).then(
          (response) => {
            if (id === latestSearch.current) setFailed(false);
            return response;
          },
          (error: unknown) => {
            if (id === latestSearch.current) setFailed(true);
            throw error;
          },
        );
      },
    [],
  );
  const search = useMemo(
    () => trackFailures(localClient ? (input) => localClient.search(input) : lazyAlgoliaSearch(appId, apiKey)),
    [trackFailures, localClient, appId, apiKey],
  );

  const processAlgoliaUrl = useSearchResultUrlProcessor();
  const processUrl = useCallback(
    (url: string) => (isLocal ? url : processAlgoliaUrl(url)),
    [isLocal, processAlgoliaUrl],
  );

  return {
    isLocal,
    localClient,
    search,
    failed,
    trackFailures,
    processUrl,
    indexName: algolia.indexName,
  };
}

/**
 * Parameters every request carries: the theme config's, with the contextual facet filters Docusaurus' Algolia theme
 * sends (the page's language, and its search tags: see contextualSearchTags.ts). Its own hook, for the components
 * that search (the open modal, the search page), not the navbar's button on every page.
 */
export function useSearchParameters(): Omit<SearchRequest, 'indexName'> {
  const {siteConfig, i18n} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const allDocsData = useAllDocsData();
  const preferredVersions = useDocsPreferredVersionByPluginId();
  const {pathname} = useLocation();
  const tagsKey = contextualSearchTags(allDocsData, preferredVersions, pathname).join('\n');
  return useMemo(
    () => ({
      ...algolia.searchParameters,
      ...(algolia.contextualSearch
        ? {
            facetFilters: [`language:${i18n.currentLocale}`, tagsKey.split('\n').map((tag) => `docusaurus_tag:${tag}`)],
          }
        : {}),
    }),
    [algolia.searchParameters, algolia.contextualSearch, i18n.currentLocale, tagsKey],
  );
}
