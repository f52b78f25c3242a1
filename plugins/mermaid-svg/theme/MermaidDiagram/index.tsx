import React, {type CSSProperties, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {MermaidDiagramProps} from '../../types';
import styles from './styles.module.css';

/**
 * A diagram rendered ahead of time (see plugins/mermaid-svg): the light SVG in light mode, the
 * dark one in dark mode, switched by CSS alone so no script is needed and the hidden variant
 * (lazy, display: none) is never downloaded. Each image links to its file, which a phone reader
 * can open and zoom; a wide diagram scrolls sideways rather than shrinking to an unreadable size.
 */
export default function MermaidDiagram({lightSrc, darkSrc, width, height, alt}: MermaidDiagramProps): ReactNode {
  const sources = {light: useBaseUrl(lightSrc), dark: useBaseUrl(darkSrc)};
  const size = {'--diagram-width': `${width}px`} as CSSProperties;
  return (
    <figure className={styles.diagram}>
      <div className={styles.scroller}>
        {(['light', 'dark'] as const).map((variant) => (
          <a key={variant} href={sources[variant]} className={styles[variant]} data-diagram-variant={variant}>
            <img
              src={sources[variant]}
              width={width}
              height={height}
              alt={alt}
              loading="lazy"
              decoding="async"
              style={size}
            />
          </a>
        ))}
      </div>
    </figure>
  );
}
