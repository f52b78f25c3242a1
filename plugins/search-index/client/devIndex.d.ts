/** The development index, aliased by the search-index plugin to a generated JSON file. */
declare module '@lexical-docs/search-index-dev' {
  import type {SerializedIndex} from '../shared';
  const index: SerializedIndex;
  export default index;
}
