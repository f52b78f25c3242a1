import React, {type ReactElement, type ReactNode} from 'react';
import {useDeferredContentBox} from './useDeferredContentBox';
import {contentAttribute, isDeferredContent} from './deferredContent';

interface ContentBoxProps {
  /** The page module's content element, as the theme gives it. */
  children?: ReactNode;
  className?: string;
  id?: string;
  /** What the theme renders before the content, inside the box (a doc's added title). */
  before?: ReactNode;
}

/**
 * A theme's content box (docs and blog posts): on a first load, a deferred content's box keeps the server's markup as
 * its inner HTML until the reader reaches for something in it (useDeferredContentBox.ts). Only a deferred content's
 * box is marked, so the page finds its markup.
 */
export function ContentBox({children, className, id, before}: ContentBoxProps): ReactNode {
  const content = (children as ReactElement | undefined)?.type;
  const {markup, contentRuns, boxRef} = useDeferredContentBox(content);
  const box = {ref: boxRef, id, className, ...(isDeferredContent(content) ? {[contentAttribute]: ''} : {})};
  if (markup !== null) return <div {...box} dangerouslySetInnerHTML={{__html: markup}} />;
  return (
    <div {...box}>
      {before}
      {contentRuns && children}
    </div>
  );
}
