import React, {lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';

/** A navbar item type the site's navbar does not use: its component loads, in a chunk of its own, if it ever does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each item type takes its own props
function lazyItem<T extends ComponentType<any>>(load: () => Promise<{default: T}>): T {
  const Item = lazy(load) as ComponentType<ComponentProps<T>>;
  const LazyNavbarItem = (props: ComponentProps<T>): ReactNode => (
    <Suspense fallback={null}>
      <Item {...props} />
    </Suspense>
  );
  return LazyNavbarItem as unknown as T;
}

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
  search: lazyItem(() => import('@theme/NavbarItem/SearchNavbarItem')),
  doc: lazyItem(() => import('@theme/NavbarItem/DocNavbarItem')),
  docsVersion: lazyItem(() => import('@theme/NavbarItem/DocsVersionNavbarItem')),
  docsVersionDropdown: lazyItem(() => import('@theme/NavbarItem/DocsVersionDropdownNavbarItem')),
};

export default ComponentTypes;
