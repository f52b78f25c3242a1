import React, {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

// Docusaurus' own, which links to the latest version: a chunk of its own, loaded for a version that has a banner
// (this site's one version has none).
const DocVersionBannerOriginal = lazy(() => import('@theme-original/DocVersionBanner'));

/** The banner of an unreleased or unmaintained docs version, under the condition Docusaurus' own renders it. */
export default function DocVersionBanner(props: Props): ReactNode {
  if (!useDocsVersion().banner) return null;
  return (
    <Suspense fallback={null}>
      <DocVersionBannerOriginal {...props} />
    </Suspense>
  );
}
