import './manualHighlighting';
import Prism from 'prismjs/components/prism-core';

type PrismGlobal = {Prism?: unknown};

// Only the components need the global, which the core sets: the page keeps no `window.Prism`, as with
// prism-react-renderer's own Prism (theme-classic sets it again while it loads the additional languages).
delete (globalThis as PrismGlobal).Prism;

let grammarsRegistered = false;

/**
 * The user-timing mark `registerGrammars` leaves: a page whose code blocks all hydrated from the server's markup
 * has none, which is how the tests see that the browser did not tokenize.
 */
export const grammarsRegisteredMark = 'syntax-highlighting:grammars-registered';

/**
 * Registers the grammars the content uses, once, on the first code block a page renders. Building them (regular
 * expressions, grammars copied and extended from one another) takes a noticeable part of a phone's start-up, so a
 * page without code never pays for it. Each component registers itself on the global Prism; the order is
 * prism-react-renderer's (each language after its dependencies), so the grammars, and the tokens, are the ones its
 * bundled Prism gives: regex before javascript (regex literals), javadoclike/jsdoc (doc comments), js-templates
 * (css/html/markdown in tagged templates) and js-extras modify javascript before jsx and tsx copy it.
 */
export function registerGrammars(): void {
  if (grammarsRegistered) return;
  grammarsRegistered = true;
  performance.mark(grammarsRegisteredMark);
  const global = globalThis as PrismGlobal;
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    /* eslint-disable @typescript-eslint/no-require-imports -- synchronous on purpose: a render needs them now */
    require('prismjs/components/prism-markup');
    require('prismjs/components/prism-regex');
    require('prismjs/components/prism-clike');
    require('prismjs/components/prism-javascript');
    require('prismjs/components/prism-javadoclike');
    require('prismjs/components/prism-css');
    require('prismjs/components/prism-css-extras');
    require('prismjs/components/prism-yaml');
    require('prismjs/components/prism-markdown');
    require('prismjs/components/prism-js-templates');
    require('prismjs/components/prism-typescript');
    require('prismjs/components/prism-jsdoc');
    require('prismjs/components/prism-js-extras');
    require('prismjs/components/prism-jsx');
    require('prismjs/components/prism-tsx');
    // `themeConfig.prism.additionalLanguages`, which theme-classic would load at start-up (the plugin checks that
    // this list has every one of them).
    require('prismjs/components/prism-bash');
    require('prismjs/components/prism-json');
    require('prismjs/components/prism-diff');
    /* eslint-enable @typescript-eslint/no-require-imports */
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}

export default Prism;
