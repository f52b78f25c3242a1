/**
 * Desktop navbar dropdown, swizzled (ejected) from @docusaurus/theme-classic 3.10.2.
 *
 * Why: the theme opens the menu on hover with CSS alone (`.dropdown--hoverable:hover`), so
 * `aria-expanded` stays "false" while a hovered menu is shown, and nothing closes the menu
 * on Escape. Here hover goes through the same open state as the keyboard, so `aria-expanded`
 * always tells the truth and Escape can close a hovered menu too. Kept as in the theme:
 * Enter and Space toggle it, and a press or focus outside closes it.
 */
import React, {useCallback, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {useDismissOnOutside} from '@site/lib/ui/hooks/useDismissOnOutside';

export default function DropdownNavbarItemDesktop({items, position, className, onClick, ...props}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  // A press or a focus anywhere outside the dropdown closes it (as in the theme).
  const closeDropdown = useCallback(() => setShowDropdown(false), []);
  useDismissOnOutside(dropdownRef, closeDropdown);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && showDropdown) {
      event.preventDefault();
      setShowDropdown(false);
      // Focus may be on an item of the menu that is being hidden: bring it back to the toggle.
      dropdownRef.current?.querySelector<HTMLElement>(':scope > [role="button"]')?.focus();
    }
  };

  return (
    // Hover only mirrors what the toggle button does for keyboard and touch; Escape is handled here
    // because focus may be on any item of the menu.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onMouseEnter={() => setShowDropdown(true)}
      onMouseLeave={() => setShowDropdown(false)}
      onKeyDown={closeOnEscape}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // Without a target, `#` keeps the <a> focusable; a click on it must not navigate.
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, index) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={index} />
        ))}
      </ul>
    </div>
  );
}
