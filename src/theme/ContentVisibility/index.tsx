import React, {type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';
import {lazyComponent} from '@site/src/components/lazyComponent';

// Docusaurus' own, with the draft and unlisted banners (and the admonition they are drawn with).
const ContentVisibilityOriginal = lazyComponent(() => import('@theme-original/ContentVisibility'));

/** The banner of a draft or unlisted page, under the condition Docusaurus' own component renders one. */
export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return <ContentVisibilityOriginal metadata={metadata} />;
}
