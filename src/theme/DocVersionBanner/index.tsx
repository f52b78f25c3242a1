import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {lazyComponent} from '@site/src/components/lazyComponent';

// Docusaurus' own, which links to the latest version (this site's one version has no banner).
const DocVersionBannerOriginal = lazyComponent(() => import('@theme-original/DocVersionBanner'));

/** The banner of an unreleased or unmaintained docs version, under the condition Docusaurus' own renders it. */
export default function DocVersionBanner(props: Props): ReactNode {
  if (!useDocsVersion().banner) return null;
  return <DocVersionBannerOriginal {...props} />;
}
