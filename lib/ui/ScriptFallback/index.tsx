import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {scriptFallbackNoticeAttribute, scriptsFailedWatch} from './watchScript';
import styles from './styles.module.css';

/**
 * For an element that only a running page can fill or answer (a 'Loading…' line, a control with no effect without
 * script): hidden when JavaScript is off, and when the page's scripts failed to load (where `ScriptFallback` with
 * `failed` watches for that).
 */
export const scriptOnly = styles.scriptOnly!;

interface Props {
  /** Shown when JavaScript is off: what the page cannot do, and where to go instead. */
  noScript?: ReactNode;
  /** Shown when the page's scripts fail to download or take too long: the page watches for that only if given. */
  failed?: ReactNode;
  className?: string;
}

/**
 * The server-rendered notices of a page whose answer its scripts compute: a <noscript> one for readers without
 * JavaScript, and one that the inline script of `watchScript.ts` reveals when the scripts did not load. Once the
 * page has hydrated neither is rendered.
 */
export default function ScriptFallback({noScript, failed, className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const notice = clsx('alert alert--warning', styles.notice, className);
  return (
    <>
      {failed !== undefined && (
        <Head>
          <script>{scriptsFailedWatch}</script>
        </Head>
      )}
      {noScript !== undefined && (
        <noscript>
          <div className={notice} role="note">
            {noScript}
          </div>
        </noscript>
      )}
      {failed !== undefined && !isBrowser && (
        <div className={clsx(notice, styles.failed)} role="alert" hidden {...{[scriptFallbackNoticeAttribute]: ''}}>
          {failed}
        </div>
      )}
    </>
  );
}
