import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/** What shows the reader reaching for the menu's toggle (the theme's `Navbar/MobileSidebar/Toggle`). */
const reachEvents = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * The mobile menu, rendered once the reader reaches for its toggle (pointer over or on it, or focus on it), so the
 * click that follows slides it in as the theme does. The theme renders it, closed and off-screen, as soon as the
 * window is narrow: on an API page that is the whole API sidebar rendered right after hydration, and its links,
 * which an IntersectionObserver counts as visible, each prefetch their page: the longest task of a phone's first
 * load. Once rendered it stays.
 */
export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setWanted(true);
    };
    for (const type of reachEvents) document.addEventListener(type, onReach, {passive: true});
    return () => {
      for (const type of reachEvents) document.removeEventListener(type, onReach);
    };
  }, [wanted]);
  return wanted ? <NavbarMobileSidebar /> : null;
}
