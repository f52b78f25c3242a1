/** tokens.ts in the server bundle, noEagerTokens.ts in the browser's (aliased by ../index.ts). */
declare module '@prism-languages/eager-tokens' {
  export const highlightTokens: import('./highlighter').HighlightTokens | undefined;
}
