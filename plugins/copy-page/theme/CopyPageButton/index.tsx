import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {copyMarkdownTwin} from '../../client/copyMarkdownTwin';
import {useMarkdownTwinUrl} from '../../client/useMarkdownTwinUrl';
import type {Props} from '@theme/CopyPageButton';
import {useDismissOnOutside} from '@site/lib/ui/hooks/useDismissOnOutside';
import styles from './styles.module.css';
// Without JavaScript the split button does nothing: a plain link to the twin takes its place.
import {scriptOnly} from '@site/lib/ui/ScriptFallback';

type CopyState = 'idle' | 'copied' | 'failed';

/** The visible label of the main button in each state; all are laid out, so the button keeps one width. */
const labels: Record<CopyState, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};
/** What the status region announces after a copy. */
const announcements: Record<Exclude<CopyState, 'idle'>, string> = {
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'Could not copy the page. View as Markdown, in the page actions menu, opens it instead.',
};
/** How long the feedback stays before the button reads 'Copy page' again; a failure is left to read longer. */
const feedbackMs: Record<Exclude<CopyState, 'idle'>, number> = {copied: 2000, failed: 5000};

function CopyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function CheckIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Copies the twin at `twinUrl`: the button's feedback state and the words the status region announces. */
function useCopyPage(twinUrl: string) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = useCallback(async () => {
    window.clearTimeout(resetTimer.current);
    let outcome: Exclude<CopyState, 'idle'>;
    try {
      await copyMarkdownTwin(twinUrl);
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    setCopyState(outcome);
    setAnnouncement(announcements[outcome]);
    resetTimer.current = window.setTimeout(() => {
      setCopyState('idle');
      setAnnouncement('');
    }, feedbackMs[outcome]);
  }, [twinUrl]);

  return {copyState, announcement, copy};
}

/**
 * The menu button pattern: arrow keys, Home/End, Escape back to the button, Tab or a press or focus outside closes
 * it; opening from the keyboard focuses the first item (the last with ArrowUp).
 */
function useMenuButton() {
  const [menuOpen, setMenuOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Which item takes focus once the menu has opened. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setMenuOpen(true);
  };

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen || !focusOnOpen.current) return;
    const items = menuItems();
    (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [menuOpen]);

  const closeMenuInPlace = useCallback(() => closeMenu(false), [closeMenu]);
  useDismissOnOutside(rootRef, closeMenuInPlace, menuOpen);

  const onToggleClick = () => (menuOpen ? closeMenu(false) : openMenu('first'));

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own click.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return closeMenu(true);
      case 'Tab':
        // Focus moves on to the next thing on the page; the menu does not stay open behind it.
        return closeMenu(false);
      default:
        return undefined;
    }
  };

  return {menuOpen, rootRef, toggleRef, menuRef, closeMenu, onToggleClick, onToggleKeyDown, onMenuKeyDown};
}

/** The main button: its icon and label follow the copy's state, in a cell as wide as the widest label. */
function CopyButton({copyState, onCopy}: {copyState: CopyState; onCopy: () => void}): ReactNode {
  return (
    <button
      type="button"
      className={clsx('button', 'button--secondary', 'button--outline', 'button--sm', styles.button)}
      data-copy-state={copyState}
      onClick={onCopy}>
      {copyState === 'copied' ? <CheckIcon /> : <CopyIcon />}
      <span className={styles.labels}>
        {(Object.keys(labels) as CopyState[]).map((state) => (
          <span key={state} className={clsx(styles.label, state !== copyState && styles.inactiveLabel)}>
            {labels[state]}
          </span>
        ))}
      </span>
    </button>
  );
}

interface PageActionsMenuProps {
  id: string;
  /** The id of the button that opens the menu, which names it. */
  labelledBy: string;
  menuRef: RefObject<HTMLUListElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onCopy: () => void;
  onOpenTwin: () => void;
  twinUrl: string;
}

/** The menu's items: copy the page, or open its twin in a new tab (the reader keeps the page they are on). */
function PageActionsMenu({id, labelledBy, menuRef, onKeyDown, onCopy, onOpenTwin, twinUrl}: PageActionsMenuProps) {
  // Keys reach the list from the item that has focus.
  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={clsx('dropdown__menu', styles.menu)}
      onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={clsx('dropdown__link', styles.menuItem)}
          onClick={onCopy}>
          <CopyIcon />
          Copy page as Markdown
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          href={twinUrl}
          target="_blank"
          rel="noopener"
          className={clsx('dropdown__link', styles.menuItem)}
          onClick={onOpenTwin}
          onKeyDown={(event) => {
            // A menu item answers Space as well as Enter; a link alone only answers Enter.
            if (event.key === ' ') {
              event.preventDefault();
              event.currentTarget.click();
            }
          }}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          View as Markdown
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * The 'Copy page' split button: the main part copies the page's Markdown twin to the clipboard; the
 * chevron opens a menu (the menu button pattern: arrow keys, Home/End, Escape back to the chevron, a press
 * or focus outside closes it) that copies too or opens the twin in a new tab, as the 'View as Markdown'
 * entries of other documentation sites do: the reader keeps the page they are on. Rendered on the server
 * with the page, so it takes its place before any script runs.
 */
function CopyPageActions({className, twinUrl}: Props & {twinUrl: string}): ReactNode {
  const {copyState, announcement, copy} = useCopyPage(twinUrl);
  const {menuOpen, rootRef, toggleRef, menuRef, closeMenu, onToggleClick, onToggleKeyDown, onMenuKeyDown} =
    useMenuButton();
  const menuId = useId();
  const toggleId = useId();

  return (
    <div
      ref={rootRef}
      className={clsx('dropdown', 'dropdown--right', menuOpen && 'dropdown--show', styles.copyPage, className)}
      data-copy-page="">
      <div className={clsx('button-group', scriptOnly)} role="group" aria-label="Page actions">
        <CopyButton copyState={copyState} onCopy={() => void copy()} />
        <button
          ref={toggleRef}
          id={toggleId}
          type="button"
          className={clsx('button', 'button--secondary', 'button--outline', 'button--sm', styles.toggle)}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleClick}
          onKeyDown={onToggleKeyDown}>
          <ChevronIcon />
        </button>
      </div>
      <PageActionsMenu
        id={menuId}
        labelledBy={toggleId}
        menuRef={menuRef}
        onKeyDown={onMenuKeyDown}
        onCopy={() => {
          closeMenu(true);
          void copy();
        }}
        onOpenTwin={() => closeMenu(true)}
        twinUrl={twinUrl}
      />
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <noscript>
        <a
          href={twinUrl}
          className={clsx('button', 'button--secondary', 'button--outline', 'button--sm', styles.button)}>
          View as Markdown
        </a>
      </noscript>
    </div>
  );
}

/** One button per page: moving to another page starts it afresh, without the last page's 'Copied'. */
export default function CopyPageButton(props: Props): ReactNode {
  const twinUrl = useMarkdownTwinUrl();
  return <CopyPageActions key={twinUrl} {...props} twinUrl={twinUrl} />;
}
