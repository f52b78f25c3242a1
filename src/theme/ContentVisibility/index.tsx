import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

// Docusaurus' own, with the draft and unlisted banners (and the admonition they are drawn with): a chunk of its own,
// loaded for a page that is one of them.
const ContentVisibilityOriginal = lazy(() => import('@theme-original/ContentVisibility'));

/** The banner of a draft or unlisted page, under the condition Docusaurus' own component renders one. */
export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <ContentVisibilityOriginal metadata={metadata} />
    </Suspense>
  );
}
