// What the site's bundles get for `prism-react-renderer` (see ../index.ts): the two names theme-classic imports.
export {Highlight} from './Highlight';
export {default as Prism} from './prism';
