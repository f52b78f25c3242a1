import {lazy, Suspense, type JSX} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

// Lexical needs the DOM: load the viewer as its own chunk, in the browser only.
const Viewer = lazy(() => import('./Viewer'));

function ViewerPlaceholder(): JSX.Element {
  return (
    <div className={styles.shell} aria-busy="true">
      <p className={styles.loading}>Loading the live editor…</p>
    </div>
  );
}

/** A small Lexical editor that shows its own editor state as JSON while you type. */
export default function EditorStateViewer(): JSX.Element {
  return (
    <BrowserOnly fallback={<ViewerPlaceholder />}>
      {() => (
        <Suspense fallback={<ViewerPlaceholder />}>
          <Viewer />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
