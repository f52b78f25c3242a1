import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarItems} from './sidebar';

// The one sidebar of the API docs instance (see docsInstance.ts): the index, the module list and a
// category per package, written with the pages.
const sidebars: SidebarsConfig = {api: apiSidebarItems()};

export default sidebars;
