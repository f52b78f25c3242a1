/** With hosted Algolia the /search page bundles no local search code (see `searchPageCode.ts`). */
export {};
