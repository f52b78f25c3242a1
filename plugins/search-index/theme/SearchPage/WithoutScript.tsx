import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScriptFallback from '@site/lib/ui/ScriptFallback';

function Elsewhere(): ReactNode {
  return (
    <>
      start from the <Link to="/docs/intro">introduction</Link> or the <Link to="/docs/api/">API reference</Link>, whose
      sidebars list every page
    </>
  );
}

/** What the search page says when it cannot search: the search runs in the page's script. */
export default function SearchWithoutScript(): ReactNode {
  return (
    <ScriptFallback
      noScript={
        <p>
          Search runs in your browser and needs JavaScript, which is off. Without it, <Elsewhere />.
        </p>
      }
      failed={
        <p>
          The search code has not loaded, so this page cannot search. Reload the page to try again, or <Elsewhere />.
        </p>
      }
    />
  );
}
