import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Content';
import {ContentBox} from '../../../client/ContentBox';

/**
 * The classic theme's blog post content box, for a post page's content, which plugins/speed/deferred-content loads when the
 * reader reaches for it. The previews of a list page are not deferred, and render as the classic theme's do.
 */
export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    // The feed generator finds a post's content by this id.
    <ContentBox id={isBlogPostPage ? blogPostContainerID : undefined} className={clsx('markdown', className)}>
      {children}
    </ContentBox>
  );
}
