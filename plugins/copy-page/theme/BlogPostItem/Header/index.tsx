import React, {type ReactNode} from 'react';
import BlogPostItemHeader from '@theme-init/BlogPostItem/Header';
import CopyPageButton from '@theme/CopyPageButton';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

/**
 * The classic theme's blog post header, with the page actions on a row of their own above the title on a
 * post's own page, where the doc pages have them too; the list pages, which show many posts, get none.
 */
export default function BlogPostItemHeaderWithPageActions(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItemHeader />;
  return (
    <>
      <div className={styles.actions}>
        <CopyPageButton />
      </div>
      <BlogPostItemHeader />
    </>
  );
}
