import './manualHighlighting';
import Prism from 'prismjs/components/prism-core';
// Each component registers its grammar on the global Prism that the core sets. The order is prism-react-renderer's
// (each language after its dependencies), so the grammars, and the tokens, are the ones its bundled Prism gives:
// regex before javascript (regex literals), javadoclike/jsdoc (doc comments), js-templates (css/html/markdown in
// tagged templates) and js-extras modify javascript before jsx and tsx copy it. Further languages come from
// `themeConfig.prism.additionalLanguages`, which theme-classic loads into this same instance.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-js-templates';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';

// Only the components needed the global, which the core sets: the page keeps no `window.Prism`, as with
// prism-react-renderer's own Prism (theme-classic sets it again while it loads the additional languages).
delete (globalThis as {Prism?: unknown}).Prism;

export default Prism;
