import React, {type ReactNode} from 'react';
import ScriptFallback from '@site/lib/ui/ScriptFallback';

/** Said in place of the preview and panels (hidden then) when JavaScript is off: the example runs in the page. */
export default function LiveExampleNoScriptNotice(): ReactNode {
  return (
    <ScriptFallback
      className="margin--sm"
      noScript={
        <p>
          This example runs in the page, with JavaScript, which is off in your browser. The source above is the whole
          example: copy it into a project that has Lexical installed to run it.
        </p>
      }
    />
  );
}
