/** The development index, aliased by the search-index plugin to a generated JSON file. */
declare module '@lexical-docs/search-index-dev' {
  import type {IndexFiles} from '../indexFiles';
  const index: IndexFiles;
  export default index;
}

/** The search code the /search page bundles: `searchPageCode.ts` or `noSearchPageCode.ts`, by backend. */
declare module '@lexical-docs/search-page-code' {}
