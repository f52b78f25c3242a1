import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import {lazyComponent} from '@site/src/components/lazyComponent';

/**
 * Docusaurus' map of navbar item types, which imports every type's component into every page's main.js. The types
 * this site's navbar uses stay so; the others (versions, a doc link, a search item) load only where used.
 */
const ComponentTypes: ComponentTypesObject = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  html: HtmlNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  search: lazyComponent(() => import('@theme/NavbarItem/SearchNavbarItem')),
  doc: lazyComponent(() => import('@theme/NavbarItem/DocNavbarItem')),
  docsVersion: lazyComponent(() => import('@theme/NavbarItem/DocsVersionNavbarItem')),
  docsVersionDropdown: lazyComponent(() => import('@theme/NavbarItem/DocsVersionDropdownNavbarItem')),
};

export default ComponentTypes;
