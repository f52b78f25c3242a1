/**
 * theme-classic calls this at start-up with its Prism to add `prism.additionalLanguages`. Here Prism is loaded
 * only when a code block must be tokenized in the browser, and registerGrammars (client/prism.ts) adds those
 * languages then, so there is nothing to do at start-up.
 */
export default function prismIncludeLanguages(): void {}
