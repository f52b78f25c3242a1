import {useCallback, useEffect, useRef, useState, type ComponentType, type JSX} from 'react';
import type {EditorProps} from './Editor';
import FormattingToolbar from './FormattingToolbar';
import styles from './styles.module.css';

type EditorLoad =
  | {status: 'waiting'}
  | {status: 'loading'}
  | {status: 'failed'}
  | {status: 'ready'; Editor: ComponentType<EditorProps>; takeFocus: boolean};

/**
 * How much of the editor must be on screen before it loads. On a phone its top already shows at the bottom
 * of the first screen: loading it then would cost the page's load all the same. It loads once the reader
 * scrolls to it, or on a desktop screen, where it is wholly in the first screen, right away.
 */
const visibleShare = 0.8;
/**
 * Checked at every tenth: on a zoomed-in screen, where the editor is taller than the screen, it counts as
 * in view once it fills most of the screen.
 */
const visibilitySteps = Array.from({length: 11}, (_, step) => step / 10);

function mostlyInView(entry: IntersectionObserverEntry): boolean {
  const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
  const needed = visibleShare * Math.min(entry.boundingClientRect.height, screenHeight);
  return entry.isIntersecting && entry.intersectionRect.height >= needed;
}

const disabledButton = () => ({disabled: true});

/**
 * The home page's live editor. Lexical is a chunk of its own, requested only once the editor is in view
 * or the reader reaches for its placeholder (click, tap, focus, key), so a phone does not pay for it while
 * the page loads. The placeholder has the editor's size, so nothing moves when the editor takes its place.
 */
export default function HomeEditor(): JSX.Element {
  const [load, setLoad] = useState<EditorLoad>({status: 'waiting'});
  const shellRef = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLButtonElement>(null);
  const requested = useRef(false);
  // A click on the toolbar's placeholder focuses nothing, yet asks for the editor all the same.
  const clicked = useRef(false);
  const retried = useRef(false);

  const fetchEditor = useCallback(() => {
    requested.current = true;
    setLoad({status: 'loading'});
    import(/* webpackChunkName: "home-editor" */ './Editor').then(
      ({default: Editor}) => {
        // Focus goes to the editor only if the reader is still on its placeholder.
        const active = document.activeElement;
        const onPlaceholder = shellRef.current?.contains(active) ?? false;
        setLoad({status: 'ready', Editor, takeFocus: onPlaceholder || (clicked.current && active === document.body)});
      },
      () => setLoad({status: 'failed'}),
    );
  }, []);

  const requestEditor = useCallback(() => {
    if (!requested.current) fetchEditor();
  }, [fetchEditor]);

  const waiting = load.status === 'waiting';
  useEffect(() => {
    const shell = shellRef.current;
    if (!waiting || shell === null) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      requestEditor();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(mostlyInView)) requestEditor();
      },
      {threshold: visibilitySteps},
    );
    observer.observe(shell);
    return () => observer.disconnect();
  }, [waiting, requestEditor]);

  // The Retry button goes away while loading: keep the keyboard where it was.
  useEffect(() => {
    if (load.status === 'loading' && retried.current) {
      retried.current = false;
      standInRef.current?.focus();
    }
  }, [load.status]);

  if (load.status === 'ready') {
    const {Editor, takeFocus} = load;
    return <Editor takeFocus={takeFocus} />;
  }

  const retry = () => {
    retried.current = true;
    fetchEditor();
  };

  return (
    <div
      ref={shellRef}
      className={styles.editorShell}
      aria-busy={load.status === 'loading'}
      onPointerDown={() => {
        clicked.current = true;
        requestEditor();
      }}
      onFocus={requestEditor}>
      <FormattingToolbar aria-hidden="true" buttonProps={disabledButton} />
      <div className={styles.editorBody}>
        {load.status === 'failed' ? (
          <div className={styles.standIn}>
            <p role="alert" className={styles.standInMessage}>
              The editor could not be loaded: you may be offline, or the site has just been updated.
            </p>
            <button type="button" className="button button--primary button--sm" onClick={retry}>
              Retry
            </button>
          </div>
        ) : (
          <button ref={standInRef} type="button" className={styles.standIn} onKeyDown={requestEditor}>
            <span className={styles.standInTitle}>Try Lexical: a live rich-text editor</span>
            <span className={styles.standInStatus}>
              {load.status === 'loading'
                ? 'Loading the editor…'
                : 'Loading the editor when you scroll to it, or now if you click here.'}
            </span>
          </button>
        )}
      </div>
    </div>
  );
}
