/**
 * Wraps the theme's language dropdown to give its desktop toggle an accessible name that says
 * what it is for: the theme shows a language icon next to the locale's label, but the icon is
 * hidden from assistive technology, so the toggle would be announced as just "English".
 * The visible label stays part of the name. The mobile sidebar keeps the theme's
 * "Languages" label, which already says it.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const label = localeConfigs[currentLocale]?.label ?? currentLocale;
  return <LocaleDropdownNavbarItem {...props} {...(!props.mobile && {'aria-label': `Language: ${label}`})} />;
}
