import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {lazyComponent} from '@site/src/components/lazyComponent';

// Docusaurus' own, with its tag list, edit link and last-update line (no doc of this site has one of them).
const DocItemFooterOriginal = lazyComponent(() => import('@theme-original/DocItem/Footer'));

/** A doc's footer, when it has anything to show (the condition Docusaurus' own footer renders under). */
export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return <DocItemFooterOriginal />;
}
