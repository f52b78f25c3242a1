import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';

/**
 * What a route shows while its code loads (after react-loadable's 200 ms delay) or when that code failed to load.
 * Docusaurus' fallback draws a 128 px animated SVG and prints the raw error in a red box, all with inline styles in
 * main.js; this says the same in the site's own styles, in a third of the bytes. A failed client-side navigation
 * rarely gets here: Docusaurus reloads the page instead, and the offline-reading worker answers that.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className="container margin-vert--xl">
        <div className="alert alert--danger" role="alert">
          <p>This part of the page could not load. Check the connection, then try again.</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <p className="container margin-vert--xl" role="status">
        Loading…
      </p>
    );
  }
  return null;
}
