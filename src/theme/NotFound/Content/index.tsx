import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';

/**
 * The not-found content with its own title. Docusaurus' not-found page sets the title around it, but an unknown
 * URL under a docs instance (/docs/...) renders this content alone, inside the docs route, whose pages set their
 * titles themselves: the tab read only the site's name.
 */
export default function NotFoundContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
    </>
  );
}
