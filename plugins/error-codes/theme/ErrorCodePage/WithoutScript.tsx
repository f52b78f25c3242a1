import React, {type ReactNode} from 'react';
import ScriptFallback from '@site/lib/ui/ScriptFallback';

/**
 * What the error page says when it cannot run: the code in a link is decoded by the page's script, and the static
 * page holds the list of every code, which is shown instead (see the page's CSS).
 */
export default function ErrorCodesWithoutScript(): ReactNode {
  return (
    <ScriptFallback
      noScript={
        <p>
          JavaScript is off in your browser, so this page cannot fill in the message of a code named in a link, nor
          filter the list. Every code is listed below, with its message and <code>%s</code> where the link&apos;s values
          go.
        </p>
      }
      failed={
        <p>
          This page&apos;s script has not loaded, so it cannot fill in the message of the code named in the link, nor
          filter the list. Every code is listed below with its message; reload the page to try again.
        </p>
      }
    />
  );
}
