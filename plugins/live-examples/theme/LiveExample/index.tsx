import {useCallback, useEffect, useId, useRef, useState} from 'react';
import {hydrateNearAttribute} from '@site/plugins/speed/deferred-content/client/deferredContent';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LiveExamplesGlobalData} from '../../index';
import type {LiveExampleProps} from '../../remark';
import type {ExampleError, PanelData} from '../../runtime';
import SourceEditor from './SourceEditor';
import styles from './styles.module.css';
// Without JavaScript: a notice in place of what only a running example shows (marked `scriptOnly`).
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import LiveExampleNoScriptNotice from './NoScriptNotice';
import OpenInStackBlitz from '@site/plugins/gallery/theme/GalleryExample/OpenInStackBlitz';
import {importedPackages, type StackBlitzExample} from '@site/plugins/gallery/stackblitz';

type Runtime = typeof import('../../runtime');

type Status = 'waiting' | 'loading' | 'running' | 'unavailable';

const panelTitles: Record<string, string> = {
  state: 'Editor state',
  commands: 'Commands',
  tags: 'Update tags',
  selection: 'Selection',
  transforms: 'Transform runs',
};

/** The example as its source stands (with the reader's edits), as a StackBlitz project. */
function stackblitzExample(
  code: string,
  language: 'ts' | 'tsx',
  label: string,
  versions: LiveExamplesGlobalData['versions'],
): StackBlitzExample {
  const imported = importedPackages(code);
  const packages: Record<string, string> = {react: versions.react, 'react-dom': versions.react};
  for (const name of imported) {
    if (name === 'lexical' || name.startsWith('@lexical/')) packages[name] = versions.lexical;
  }
  const usesReact = imported.includes('react') || imported.includes('@lexical/react');
  return {
    slug: 'live-example',
    title: label,
    summary: `${label}, from the Lexical documentation.`,
    files: [{name: `example.${language}`, code}],
    packages,
    start: usesReact ? 'component' : 'mount',
  };
}

function panelText(name: string, data: PanelData | null, status: Status): string {
  if (data === null) {
    return status === 'running' ? '(no Lexical editor found in the preview)' : 'Starts with the example.';
  }
  if (name === 'state') return data.state;
  const entries = data[name as Exclude<keyof PanelData, 'state'>];
  return entries.length > 0 ? entries.join('\n') : '(none yet)';
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

/**
 * A live example: its source, editable, and once it comes near the viewport the running editor built from it,
 * with panels that show the editor's state, the commands it dispatches and the tags of its updates. The server
 * renders the highlighted source and a box of the final size, so nothing moves when the example starts.
 */
export default function LiveExample({code: originalCode, language, panels, title}: LiveExampleProps) {
  const {debounceMs, rootMargin, versions} = usePluginData('live-examples') as LiveExamplesGlobalData;
  const panelNames = panels.split(',').filter(Boolean);
  const [code, setCode] = useState(originalCode);
  const [runCode, setRunCode] = useState(originalCode);
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const [error, setError] = useState<ExampleError | null>(null);
  const [panelData, setPanelData] = useState<PanelData | null>(null);
  const [copied, setCopied] = useState(false);
  // The server's markup hides the preview and panels from the Markdown twin (which leaves out aria-hidden
  // elements): there they are empty placeholders. Once the page runs they are shown to everyone.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const placeholderHidden = hydrated ? undefined : true;
  const sectionRef = useRef<HTMLElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  // The runtime (sucrase, Lexical, the devtools) is fetched only once the example comes near the viewport.
  useEffect(() => {
    const section = sectionRef.current;
    if (section === null || status !== 'waiting') return undefined;
    const load = () => {
      setStatus('loading');
      import(/* webpackChunkName: "live-example-runtime" */ '../../runtime').then(
        (loaded) => {
          setRuntime(loaded);
          setStatus('running');
        },
        () => setStatus('unavailable'),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      {rootMargin},
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [status, rootMargin]);

  // Edits run after a pause in typing.
  useEffect(() => {
    if (code === runCode) return undefined;
    const timer = window.setTimeout(() => setRunCode(code), debounceMs);
    return () => window.clearTimeout(timer);
  }, [code, runCode, debounceMs]);

  useEffect(() => {
    const host = hostRef.current;
    if (runtime === null || host === null) return undefined;
    setError(null);
    setPanelData(null);
    return runtime.runExample(runCode, language, host, panelNames, {
      onPanels: setPanelData,
      onError: setError,
    });
    // panelNames is derived from the `panels` string, which is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, runCode, language, panels]);

  const reset = useCallback(() => {
    setCode(originalCode);
    setRunCode(originalCode);
  }, [originalCode]);

  const copy = useCallback(() => {
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  }, [code]);

  const label = title ? `Live example: ${title}` : 'Live example';
  const statusText: Record<Status, string> = {
    waiting: 'starts when scrolled into view',
    loading: 'loading…',
    running: 'running; edits re-run it',
    unavailable: 'could not load (offline?)',
  };

  return (
    <section
      ref={sectionRef}
      className={styles.liveExample}
      aria-label={label}
      data-testid="live-example"
      // A page that keeps its content as server markup (plugins/speed/deferred-content) renders it as this comes near.
      {...{[hydrateNearAttribute]: rootMargin}}>
      <div className={styles.toolbar}>
        <span className={styles.toolbarTitle}>{label}</span>{' '}
        <span className={styles.actions}>
          <button
            type="button"
            className={`button button--secondary button--sm ${scriptOnly}`}
            onClick={reset}
            disabled={code === originalCode && runCode === originalCode}>
            Reset
          </button>
          <button type="button" className={`button button--secondary button--sm ${scriptOnly}`} onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          <OpenInStackBlitz
            className={`button button--secondary button--sm ${scriptOnly}`}
            example={stackblitzExample(code, language, label, versions)}
          />
        </span>
      </div>
      <SourceEditor
        code={code}
        language={language}
        label={`Source of the ${label.toLowerCase()} (editable; Tab moves to the next control)`}
        onChange={setCode}
      />
      <LiveExampleNoScriptNotice />
      <div className={`${styles.previewHeader} ${scriptOnly}`} aria-hidden={placeholderHidden}>
        <span className={styles.previewTitle}>Result</span>
        <span className={styles.status} role="status" data-testid="live-status">
          {statusText[status]}
        </span>
      </div>
      <div className={`${styles.preview} ${scriptOnly}`} data-testid="live-preview" aria-hidden={placeholderHidden}>
        {error !== null && (
          <div className={styles.error} role="alert" data-testid="live-error">
            <strong>{errorTitle(error)}:</strong> {error.message}
            <div className={styles.errorHint}>Fix the source, or press Reset to restore it.</div>
          </div>
        )}
        <div ref={hostRef} className={styles.host} />
      </div>
      <div className={`${styles.panels} ${scriptOnly}`} aria-hidden={placeholderHidden}>
        {panelNames.map((name) => (
          <div key={name} className={styles.panel}>
            <div className={styles.panelTitle} id={`${baseId}-${name}`}>
              {panelTitles[name]}
            </div>
            {/* A log, not a code sample (no <pre>); a scrolling region takes focus so the keyboard can scroll it. */}
            <div
              className={styles.panelBody}
              // Focusable once shown: a placeholder hidden from assistive technology holds nothing focusable.
              tabIndex={placeholderHidden ? undefined : 0}
              role="region"
              aria-labelledby={`${baseId}-${name}`}
              data-testid={`live-panel-${name}`}>
              {panelText(name, panelData, status)}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
