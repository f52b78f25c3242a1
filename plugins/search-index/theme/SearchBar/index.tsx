/**
 * The navbar's search: the button, on every page, and DocSearch's modal (`SearchModal.tsx`), whose code loads when
 * the reader opens it.
 */
import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import type {SearchIndexGlobalData} from '../../index';
import {SearchButton} from './SearchButton';
import {useSearchModal} from './useSearchModal';
import styles from './styles.module.css';
// The button is on every page; the modal's styles load with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const isLocal = (usePluginData('search-index') as SearchIndexGlobalData).backend === 'local';
  const {Modal, isOpen, initialQuery, loadFailed, container, buttonRef, open, close} = useSearchModal(
    isLocal ? 'lexical-search--local' : undefined,
  );
  return (
    <>
      {!isLocal && (
        <Head>
          {/* Hosted search: open the connection to Algolia before the first query. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      {/* No preloading on hover or focus: nothing of search is downloaded until the reader opens it. */}
      <SearchButton ref={buttonRef} onClick={open} />
      {loadFailed && (
        <p role="alert" className={styles.loadFailed}>
          <Translate id="lexical.search.loadFailed">
            Search could not be loaded. Check your connection, then try again.
          </Translate>
        </p>
      )}
      {isOpen &&
        Modal &&
        container &&
        createPortal(<Modal container={container} initialQuery={initialQuery} onClose={close} />, container)}
    </>
  );
}
