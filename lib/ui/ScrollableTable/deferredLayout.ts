import {Children, isValidElement, type CSSProperties, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A long table is laid out and painted only when it comes near the viewport (`content-visibility: auto`): on the
 * API and package pages, laying out hundreds of rows below the fold was most of the work a phone did while the
 * page loaded. Until then the box keeps a height estimated from its row count, and then the height it last had.
 * Find in page, fragment links and keyboard focus still reach the rows: the browser lays them out on demand.
 *
 * Only a table with links is deferred. A box that has not been laid out cannot be measured, so it is made a
 * keyboard-scrollable region (scrollRegion.ts) only once laid out; meanwhile the keyboard reaches a table with links
 * through them, and a table without any would be out of its reach.
 */
export const deferredLayoutMinRows = 15;

export interface TableShape {
  /** Body rows. */
  rows: number;
  /** Whether a cell holds a link. */
  linked: boolean;
}

export function deferredLayoutProps(
  {rows, linked}: TableShape,
  minRows = deferredLayoutMinRows,
): {className?: string; style?: CSSProperties} {
  if (!linked || rows < minRows) return {};
  return {className: styles.deferredLayout, style: {'--table-rows': rows} as CSSProperties};
}

/** The shape of a table given as React children (`thead`, `tbody` and their `tr`s, as MDX writes a table). */
export function tableShape(children: ReactNode): TableShape {
  const shape: TableShape = {rows: 0, linked: false};
  const visit = (nodes: ReactNode, inBody: boolean) =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement<{children?: ReactNode; href?: unknown}>(child)) return;
      if (typeof child.props.href === 'string') shape.linked = true;
      if (inBody && child.type === 'tr') shape.rows += 1;
      visit(child.props.children, inBody || child.type === 'tbody' || child.type === 'tfoot');
    });
  visit(children, false);
  return shape;
}
