// The browser bundle's `@prism-languages/eager-tokens`: no tokenizer up front (see highlighter.ts).
export const highlightTokens = undefined;
