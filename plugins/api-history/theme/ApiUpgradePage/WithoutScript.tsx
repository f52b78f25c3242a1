import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScriptFallback from '@site/lib/ui/ScriptFallback';

/**
 * What the upgrading page says when it cannot run: its answer is computed by the page's script, while the API
 * changes by release are server-rendered pages that hold the same changes.
 */
export default function UpgradeWithoutScript({changesPath}: {changesPath: string}): ReactNode {
  const changes = <Link to={changesPath}>API changes by release</Link>;
  return (
    <ScriptFallback
      noScript={
        <p>
          This page works out what changed in your browser, with JavaScript, which is off. The {changes} list the same
          removals, changes and deprecations, one release at a time, without it.
        </p>
      }
      failed={
        <p>
          This page&apos;s script has not loaded, so it cannot work out what changed. Reload the page to try again, or
          read the {changes}, which list the same removals, changes and deprecations one release at a time.
        </p>
      }
    />
  );
}
