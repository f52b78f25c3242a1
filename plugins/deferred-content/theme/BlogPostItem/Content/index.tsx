import React, {type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Content';
import {useDeferredContentBox} from '../../../client/useDeferredContentBox';
import {contentAttribute, isDeferredContent} from '../../../client/deferredContent';

/**
 * The classic theme's blog post content box, for a post page's content, which plugins/deferred-content loads when the
 * reader reaches for it: until then, on a first load, the box keeps the server's markup as its inner HTML. The
 * previews of a list page are not deferred, and render as the classic theme's do.
 */
export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  const content = (children as ReactElement | undefined)?.type;
  const {markup, contentRuns, boxRef} = useDeferredContentBox(content);
  const box = {
    ref: boxRef,
    // The feed generator finds a post's content by this id.
    id: isBlogPostPage ? blogPostContainerID : undefined,
    className: clsx('markdown', className),
    ...(isDeferredContent(content) ? {[contentAttribute]: ''} : {}),
  };
  if (markup !== null) return <div {...box} dangerouslySetInnerHTML={{__html: markup}} />;
  return <div {...box}>{contentRuns && children}</div>;
}
