// What the site's bundles get for `prism-react-renderer` (see ../index.ts). theme-classic's one browser import of
// it is `Prism`, which it hands to `@theme/prism-include-languages`; ours (../theme) does nothing with it, because
// the grammars, the additional languages included, are registered when Prism loads (prism.ts). Exporting nothing
// heavier keeps Prism out of the bundle every page loads.
export const Prism = undefined;
