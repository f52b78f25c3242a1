import React, {type ReactNode} from 'react';
import {splitBidiControls} from './bidi';
import styles from './styles.module.css';

/**
 * Text taken from the page's address, shown inside the site's own sentences. It is isolated (`<bdi>`), so that its
 * direction cannot reorder the words around it, and its directional control characters are shown by code point
 * rather than applied, so that it cannot reorder itself to read as something it does not say.
 */
export default function UrlText({text}: {text: string}): ReactNode {
  return (
    <bdi>
      {splitBidiControls(text).map((piece, index) =>
        'control' in piece ? (
          <span key={index} className={styles.control} title="A direction control character in the link, not applied">
            {piece.control}
          </span>
        ) : (
          <React.Fragment key={index}>{piece.text}</React.Fragment>
        ),
      )}
    </bdi>
  );
}
