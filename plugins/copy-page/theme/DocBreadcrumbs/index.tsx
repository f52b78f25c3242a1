import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import CopyPageButton from '@theme/CopyPageButton';
import styles from './styles.module.css';

/**
 * The classic theme's breadcrumbs with the page actions at the right end of their row: the first row of
 * every doc page's header, on guide and API pages alike, above the title. A page with no breadcrumbs
 * keeps the row for the button alone.
 */
export default function DocBreadcrumbsWithPageActions(): ReactNode {
  return (
    <div className={styles.headerRow}>
      <DocBreadcrumbs />
      <CopyPageButton className={styles.actions} />
    </div>
  );
}
