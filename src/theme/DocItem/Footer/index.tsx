import React, {lazy, Suspense, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

// Docusaurus' own, with its tag list, edit link and last-update line: a chunk of its own, loaded for a doc that
// has one of them (no doc of this site does).
const DocItemFooterOriginal = lazy(() => import('@theme-original/DocItem/Footer'));

/** A doc's footer, when it has anything to show (the condition Docusaurus' own footer renders under). */
export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <Suspense fallback={null}>
      <DocItemFooterOriginal />
    </Suspense>
  );
}
