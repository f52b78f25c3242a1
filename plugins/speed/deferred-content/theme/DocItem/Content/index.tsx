import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocItem/Content';
import {ContentBox} from '../../../client/ContentBox';

/** The page's title when its Markdown starts with no `# heading` of its own (and the front matter does not hide it). */
function useTitleToAdd(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return frontMatter.hide_title || contentTitle !== undefined ? null : metadata.title;
}

/**
 * The classic theme's doc content box, for content that plugins/speed/deferred-content loads when the reader reaches for
 * it: until then, on a first load, the box keeps the server's markup as its inner HTML.
 */
export default function DocItemContent({children}: Props): ReactNode {
  const title = useTitleToAdd();
  return (
    <ContentBox
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      before={
        title && (
          <header>
            <Heading as="h1">{title}</Heading>
          </header>
        )
      }>
      {children}
    </ContentBox>
  );
}
