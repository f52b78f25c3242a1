import {lazy, Suspense, type JSX} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

// The editor is split into its own chunk and only requested in the browser,
// so Lexical never delays the first paint of the home page.
const Editor = lazy(() => import('./Editor'));

function EditorPlaceholder(): JSX.Element {
  return (
    <div className={styles.editorShell} aria-busy="true">
      <div className={styles.toolbar} />
      <div className={styles.editorBody}>
        <p className={styles.loading}>Loading the editor…</p>
      </div>
    </div>
  );
}

export default function HomeEditor(): JSX.Element {
  return (
    <BrowserOnly fallback={<EditorPlaceholder />}>
      {() => (
        <Suspense fallback={<EditorPlaceholder />}>
          <Editor />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
