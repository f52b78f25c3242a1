/**
 * Docusaurus' blog list page (theme-classic's BlogListPage, same parts and order) with a heading: its own has
 * none, so the page's outline started at the first post's title.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';

/** The page's name: the blog's title, or the site's when the blog is the whole site. */
function useListTitle({permalink, blogTitle}: Props['metadata']): string {
  const {siteConfig} = useDocusaurusContext();
  return permalink === '/' ? siteConfig.title : blogTitle;
}

function BlogListPageMetadata({metadata}: Props): ReactNode {
  return (
    <>
      <PageMetadata title={useListTitle(metadata)} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent({metadata, items, sidebar}: Props): ReactNode {
  const title = useListTitle(metadata);
  return (
    <BlogLayout sidebar={sidebar}>
      <header className="margin-bottom--xl">
        <Heading as="h1">{title}</Heading>
        {/* Docusaurus' default description is the word 'Blog', which says nothing the heading does not. */}
        {metadata.blogDescription !== title && <p>{metadata.blogDescription}</p>}
        {metadata.totalPages > 1 && (
          <p>
            Page {metadata.page} of {metadata.totalPages}
          </p>
        )}
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
