import type {ReactNode, RefObject} from 'react';
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import type {ExampleError} from '../../runtime';
import type {ExampleStatus} from './exampleRun';
import styles from './styles.module.css';

const statusText: Record<ExampleStatus, string> = {
  waiting: 'starts when scrolled into view',
  loading: 'loading…',
  running: 'running; edits re-run it',
  unavailable: 'could not load (offline?)',
};

/** The heading of the result, with the example's status. */
export function PreviewHeader({
  status,
  placeholderHidden,
}: {
  status: ExampleStatus;
  placeholderHidden: true | undefined;
}): ReactNode {
  return (
    <div className={`${styles.previewHeader} ${scriptOnly}`} aria-hidden={placeholderHidden}>
      <span className={styles.previewTitle}>Result</span>
      <span className={styles.status} role="status" data-testid="live-status">
        {statusText[status]}
      </span>
    </div>
  );
}

function errorTitle({kind, line}: ExampleError): string {
  const where = line === null ? '' : ` on line ${line}`;
  const what: Record<ExampleError['kind'], string> = {
    compile: 'Syntax error',
    import: 'Import error',
    runtime: 'Error',
    render: 'Error while rendering',
    update: 'Error in an update',
    loop: 'Loop stopped',
    rejection: 'Unhandled promise rejection',
  };
  return `${what[kind]}${where}`;
}

function ErrorAlert({error}: {error: ExampleError}): ReactNode {
  return (
    <div className={styles.error} role="alert" data-testid="live-error">
      <strong>{errorTitle(error)}:</strong> {error.message}
      <div className={styles.errorHint}>Fix the source, or press Reset to restore it.</div>
    </div>
  );
}

interface PreviewProps {
  error: ExampleError | null;
  /** The element the example runs in. */
  hostRef: RefObject<HTMLDivElement | null>;
  placeholderHidden: true | undefined;
}

/** The running example, under the error of its run, if any. */
export function Preview({error, hostRef, placeholderHidden}: PreviewProps): ReactNode {
  return (
    <div className={`${styles.preview} ${scriptOnly}`} data-testid="live-preview" aria-hidden={placeholderHidden}>
      {error !== null && <ErrorAlert error={error} />}
      <div ref={hostRef} className={styles.host} />
    </div>
  );
}
