/** tokens.ts in the server bundle, noEagerTokens.ts in the browser's (aliased by ../index.ts). */
declare module '@syntax-highlighting/eager-tokens' {
  export const highlightTokens: import('./highlighter').HighlightTokens | undefined;
}
