import React, {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The mobile menu, rendered from its first opening on. The theme renders it, closed and off-screen, as soon as the
 * window is narrow: on an API page that is the whole API sidebar rendered right after hydration, and its links,
 * which an IntersectionObserver counts as visible, each prefetch their page: the longest task of a phone's first
 * load. Once rendered it stays, so later openings and every closing animate as before.
 */
export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened || shown ? <NavbarMobileSidebar /> : null;
}
