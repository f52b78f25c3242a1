// The browser bundle's `@syntax-highlighting/eager-tokens`: no tokenizer up front (see highlighter.ts).
export const highlightTokens = undefined;
