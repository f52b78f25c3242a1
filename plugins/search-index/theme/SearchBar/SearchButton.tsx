/** The navbar's search button (see `docsearchWorkarounds.tsx` for why it is not DocSearch's). */
import React from 'react';
import Translate from '@docusaurus/Translate';
import {useShortcutLabel} from './useShortcutLabel';
import styles from './styles.module.css';

/** The navbar button, named by what it shows; the shortcut is announced through `aria-keyshortcuts`. */
export const SearchButton = React.forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement>>(
  function SearchButton(props, ref) {
    const {modifierKey, keyShortcuts} = useShortcutLabel();
    return (
      <button
        type="button"
        className={`DocSearch DocSearch-Button ${styles.button}`}
        aria-keyshortcuts={keyShortcuts}
        {...props}
        ref={ref}>
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">
            <Translate id="theme.SearchBar.label">Search</Translate>
          </span>
        </span>
        <span className="DocSearch-Button-Keys">
          <kbd className="DocSearch-Button-Key">{modifierKey}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
    );
  },
);
