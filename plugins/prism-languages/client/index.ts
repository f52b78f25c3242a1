// What the site's bundles get for `prism-react-renderer` (see ../index.ts): theme-classic imports its `Prism` to
// load the additional languages into it. Code blocks are rendered by ../theme/CodeBlock/Content, not by Highlight.
export {default as Prism} from './prism';
