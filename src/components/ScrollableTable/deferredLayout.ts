import {Children, isValidElement, type CSSProperties, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A long table is laid out and painted only when it comes near the viewport (`content-visibility: auto`): on the
 * API and package pages, laying out hundreds of rows below the fold was most of the work a phone did while the
 * page loaded. Until then the box keeps a height estimated from its row count, and then the height it last had.
 * Find in page, fragment links and keyboard focus still reach the rows: the browser lays them out on demand.
 */
export const deferredLayoutMinRows = 15;

/** For a table of `rows` body rows; `minRows` is the length from which it is worth it (a page may hold many short tables). */
export function deferredLayoutProps(
  rows: number,
  minRows = deferredLayoutMinRows,
): {className?: string; style?: CSSProperties} {
  if (rows < minRows) return {};
  return {className: styles.deferredLayout, style: {'--table-rows': rows} as CSSProperties};
}

/** The body rows of a table given as React children (`thead`, `tbody` and their `tr`s, as MDX writes a table). */
export function countTableRows(children: ReactNode): number {
  let rows = 0;
  Children.forEach(children, (child) => {
    if (!isValidElement<{children?: ReactNode}>(child)) return;
    if (child.type === 'tr') rows += 1;
    else if (child.type === 'tbody' || child.type === 'tfoot') rows += countTableRows(child.props.children);
  });
  return rows;
}
