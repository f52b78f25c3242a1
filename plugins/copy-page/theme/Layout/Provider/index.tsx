import React, {type ReactNode} from 'react';
import LayoutProvider from '@theme-init/Layout/Provider';
import type {Props} from '@theme/Layout/Provider';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useMarkdownTwinUrl} from '../../../client/useMarkdownTwinUrl';
import type {CopyPageGlobalData} from '../../../types';

/**
 * The not-found page answers any unknown URL; Docusaurus gives its route no plugin but this name.
 * That page has no twin.
 */
const notFoundRouteContext = 'native';

/** Announces the page's Markdown twin in its head, as an absolute URL like the canonical link. */
function MarkdownTwinLink(): ReactNode {
  const twinUrl = useMarkdownTwinUrl();
  const {siteConfig} = useDocusaurusContext();
  const {plugin} = useRouteContext();
  const {pluginsWithoutTwins} = usePluginData('copy-page') as CopyPageGlobalData;
  if (plugin.name === notFoundRouteContext || pluginsWithoutTwins.includes(plugin.name)) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${twinUrl}`} />
    </Head>
  );
}

/**
 * The classic theme's layout providers, which every page's Layout renders, with the alternate link of the
 * page's Markdown twin. The wrap is here rather than on Layout itself because `@theme-init/Layout` names
 * Docusaurus core's bare fallback Layout (the first theme to provide one), not the classic theme's.
 */
export default function LayoutProviderWithMarkdownTwin({children}: Props): ReactNode {
  return (
    <LayoutProvider>
      <MarkdownTwinLink />
      {children}
    </LayoutProvider>
  );
}
