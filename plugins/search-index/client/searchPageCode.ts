/**
 * The local search code, bundled with the /search page: the search-index plugin aliases
 * `@lexical-docs/search-page-code` to this module with the local backend (to `noSearchPageCode.ts` with Algolia).
 * The page runs its query as soon as it loads, so its HTML names these scripts and they download with main.js,
 * instead of once the page has hydrated and asked for them. The modal still imports them on its first query.
 */
import {createLocalSearchClient} from './localSearchClient';
import {indexSource} from './loadIndex';
import {provideLocalSearchCode} from './searchClient';

provideLocalSearchCode({createLocalSearchClient, indexSource});
