import {
  Component,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type CSSProperties,
  type JSX,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import ScriptFallback, {scriptOnly} from '@site/lib/ui/ScriptFallback';
import type {BoxHeights} from '../../types';
import styles from './styles.module.css';

type AppModule = {default: ComponentType};

type Load =
  | {status: 'loading'}
  | {status: 'failed'}
  | {status: 'ready'; App: ComponentType}
  | {status: 'crashed'; message: string};

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Catches what the app throws while rendering: the message replaces the app, never the page. */
class Boundary extends Component<{onCrash: (message: string) => void; children: ReactNode}, {crashed: boolean}> {
  override state = {crashed: false};
  static getDerivedStateFromError() {
    return {crashed: true};
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(messageOf(error));
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/** What the box shows until the example runs: its first frame, when recorded, or a line saying it is on its way. */
function Loading({firstFrame}: {firstFrame: string | undefined}): JSX.Element {
  if (firstFrame === undefined) return <p className={clsx(styles.notice, scriptOnly)}>Loading the example…</p>;
  return (
    <>
      {/* A picture of the editor, not the editor: inert keeps it from focus, clicks and assistive technology;
          aria-hidden says so to tools that read roles without knowing inert (test runners among them), so that
          they wait for the running example. */}
      <div className={styles.firstFrame} inert aria-hidden="true" dangerouslySetInnerHTML={{__html: firstFrame}} />
      <p className={clsx(styles.loadingBadge, scriptOnly)} role="status">
        Loading the example…
      </p>
    </>
  );
}

/**
 * Runs a gallery example: loads its code (a chunk of its own) once the page has rendered, and shows it in a box
 * marked with the example's slug. A chunk that fails to load offers Retry; an error the app throws while rendering,
 * in an event handler, a timer or a promise shows as a message with Restart.
 */
export default function ExampleRunner({
  slug,
  title,
  loadApp,
  boxHeights,
  firstFrame,
  children,
}: {
  slug: string;
  title: string;
  /** The box's height once the example runs (phone, desktop): reserved until it runs. */
  boxHeights?: BoxHeights;
  loadApp: () => Promise<AppModule>;
  /**
   * The started example's markup (`stillFrame`), shown until its code has run: the page paints the editor from its
   * HTML instead of waiting for the example's download, and the box does not change when the example takes over.
   */
  firstFrame?: string;
  /** Shown under the running app (the developer panel). */
  children?: ReactNode;
}): JSX.Element {
  const [load, setLoad] = useState<Load>({status: 'loading'});
  const [run, setRun] = useState(0);

  const start = useCallback(() => {
    setLoad({status: 'loading'});
    loadApp().then(
      (module) => setLoad({status: 'ready', App: module.default}),
      () => setLoad({status: 'failed'}),
    );
  }, [loadApp]);

  useEffect(start, [start]);

  const crash = useCallback((message: string) => setLoad({status: 'crashed', message}), []);

  // Errors outside React's rendering (handlers, timers, promises): on the example's own page, the example's.
  useEffect(() => {
    if (load.status !== 'ready') return undefined;
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      crash(messageOf(event.error ?? event.message));
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      event.preventDefault();
      crash(messageOf(event.reason));
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [load.status, crash]);

  const restart = () => {
    setRun((count) => count + 1);
    start();
  };

  return (
    <section className={styles.runner} aria-label={`${title}, running`}>
      <div
        className={styles.stage}
        data-gallery-example={slug}
        data-gallery-status={load.status}
        aria-busy={load.status === 'loading' || undefined}
        style={
          boxHeights && load.status !== 'ready'
            ? ({'--box-narrow': `${boxHeights.narrow}px`, '--box-wide': `${boxHeights.wide}px`} as CSSProperties)
            : undefined
        }>
        {load.status === 'loading' && <Loading firstFrame={firstFrame} />}
        {load.status === 'failed' && (
          <div className={styles.notice} role="alert">
            <p>The example’s code could not be loaded. Check your connection, then try again.</p>
            <button type="button" className="button button--primary button--sm" onClick={start}>
              Retry
            </button>
          </div>
        )}
        {load.status === 'crashed' && (
          <div className={styles.notice} role="alert">
            <p>The example stopped with an error:</p>
            <pre className={styles.errorMessage}>{load.message}</pre>
            <button type="button" className="button button--primary button--sm" onClick={restart}>
              Restart the example
            </button>
          </div>
        )}
        {load.status === 'ready' && (
          <Boundary key={run} onCrash={crash}>
            <load.App />
          </Boundary>
        )}
      </div>
      {/* In place from the first paint, so that the page below does not move when the example starts; usable once
          it runs. */}
      {(load.status === 'loading' || load.status === 'ready') && (
        <div className={scriptOnly} inert={load.status !== 'ready'}>
          {children}
        </div>
      )}
      <ScriptFallback
        className="margin-top--md"
        noScript={
          <p>
            This example runs in the page, with JavaScript, which is off in your browser.
            {firstFrame !== undefined && ' The box above is a still picture of it.'} Its whole source is below: copy it
            into a project that has Lexical installed, or open it in StackBlitz, to run it.
          </p>
        }
      />
    </section>
  );
}
