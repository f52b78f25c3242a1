import React, {createElement, Fragment, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {useDelegatedLinkNavigation} from '@site/src/hooks/useDelegatedLinkNavigation';
import {useServerMarkup} from '@site/src/hooks/useServerMarkup';
import styles from './styles.module.css';

type ScrollableTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** The rows, or (from the docs' MDX: plugins/lean-docs/recmaLazyTableRows.ts) a function that builds them. */
  children?: ReactNode | (() => ReactNode);
};

/** Rows a function built, as the static children MDX would have given (an array child would need keys). */
function builtRows(rows: ReactNode): ReactNode {
  return Array.isArray(rows) ? createElement(Fragment, null, ...(rows as ReactNode[])) : rows;
}

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the
 * page. While it overflows, the box is a labelled, focusable region so keyboard users
 * can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable); a table that fits
 * adds no extra Tab stop.
 *
 * A Markdown table is static: on a first load its rows stay the server's markup instead of being hydrated (an API
 * page's tables hold thousands of elements), and are not even built when the docs give them as a function; the
 * box navigates its links client-side.
 */
export default function ScrollableTable({children, ...tableProps}: ScrollableTableProps): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const serverMarkup = useServerMarkup();
  const linkNavigation = useDelegatedLinkNavigation();

  useEffect(() => {
    const box = boxRef.current;
    if (!box) {
      return undefined;
    }
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    // The box follows the page width, the table its content (fonts, collapsing sidebars).
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) {
      observer.observe(box.firstElementChild);
    }
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={boxRef}
      className={styles.box}
      {...linkNavigation}
      {...(overflowing ? {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'} : {})}>
      {serverMarkup.html === null ? (
        <table {...tableProps} {...serverMarkup.attributes}>
          {typeof children === 'function' ? builtRows(children()) : children}
        </table>
      ) : (
        <table {...tableProps} {...serverMarkup.attributes} dangerouslySetInnerHTML={{__html: serverMarkup.html}} />
      )}
    </div>
  );
}
