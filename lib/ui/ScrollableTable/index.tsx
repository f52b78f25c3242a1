import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {useDelegatedLinkNavigation} from '@site/lib/ui/hooks/useDelegatedLinkNavigation';
import {useServerMarkup} from '@site/lib/ui/hooks/useServerMarkup';
import clsx from 'clsx';
import {deferredLayoutProps, tableShape} from './deferredLayout';
import {isOverflowing, scrollBoxAttribute, scrollRegionAttributes} from './scrollRegion';
import styles from './styles.module.css';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the
 * page. While it overflows, the box is a labelled, focusable region so keyboard users
 * can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable); a table that fits
 * adds no extra Tab stop.
 *
 * A Markdown table is static: when a page hydrates, its rows stay the server's markup instead of being hydrated;
 * the box navigates its links client-side. (A docs page's content does not even hydrate: plugins/speed/deferred-content.)
 */
export default function ScrollableTable({children, ...tableProps}: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const serverMarkup = useServerMarkup();
  const linkNavigation = useDelegatedLinkNavigation();
  const deferredLayout = deferredLayoutProps(tableShape(children));

  useEffect(() => {
    const box = boxRef.current;
    if (!box) {
      return undefined;
    }
    const measure = () => setOverflowing(isOverflowing(box));
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
      className={clsx(styles.box, deferredLayout.className)}
      style={deferredLayout.style}
      {...linkNavigation}
      {...{[scrollBoxAttribute]: ''}}
      {...(overflowing ? scrollRegionAttributes : {})}>
      {serverMarkup.html === null ? (
        <table {...tableProps} {...serverMarkup.attributes}>
          {children}
        </table>
      ) : (
        <table {...tableProps} {...serverMarkup.attributes} dangerouslySetInnerHTML={{__html: serverMarkup.html}} />
      )}
    </div>
  );
}
