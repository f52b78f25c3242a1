import React, {type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocItem/Content';
import {useDeferredContentBox} from '../../../client/useDeferredContentBox';
import {contentAttribute} from '../../../client/deferredContent';

/** The page's title when its Markdown starts with no `# heading` of its own (and the front matter does not hide it). */
function useTitleToAdd(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return frontMatter.hide_title || contentTitle !== undefined ? null : metadata.title;
}

/**
 * The classic theme's doc content box, for content that plugins/deferred-content loads when the reader reaches for
 * it: until then, on a first load, the box keeps the server's markup as its inner HTML.
 */
export default function DocItemContent({children}: Props): ReactNode {
  const title = useTitleToAdd();
  const {markup, contentRuns, boxRef} = useDeferredContentBox((children as ReactElement | undefined)?.type);
  const box = {ref: boxRef, className: clsx(ThemeClassNames.docs.docMarkdown, 'markdown'), [contentAttribute]: ''};
  if (markup !== null) return <div {...box} dangerouslySetInnerHTML={{__html: markup}} />;
  return (
    <div {...box}>
      {title && (
        <header>
          <Heading as="h1">{title}</Heading>
        </header>
      )}
      {contentRuns && children}
    </div>
  );
}
