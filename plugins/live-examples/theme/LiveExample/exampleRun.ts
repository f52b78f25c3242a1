import {useEffect, useRef, useState, type RefObject} from 'react';
import type {ExampleError, PanelData} from '../../runtime';

type Runtime = typeof import('../../runtime');

export type ExampleStatus = 'waiting' | 'loading' | 'running' | 'unavailable';

/** The names of the panels an example's `panels` list (comma-separated) asks for. */
export function listedPanels(panels: string): string[] {
  return panels.split(',').filter(Boolean);
}

export interface RuntimeNearViewport {
  /** The element whose coming near the viewport loads the runtime. */
  sectionRef: RefObject<HTMLElement | null>;
  runtime: Runtime | null;
  status: ExampleStatus;
}

/** The runtime (sucrase, Lexical, the devtools), fetched only once the example comes near the viewport. */
export function useRuntimeNearViewport(rootMargin: string): RuntimeNearViewport {
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [status, setStatus] = useState<ExampleStatus>('waiting');
  const sectionRef = useRef<HTMLElement>(null);

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

  return {sectionRef, runtime, status};
}

export interface ExampleOutput {
  /** The element the example runs in. */
  hostRef: RefObject<HTMLDivElement | null>;
  error: ExampleError | null;
  panelData: PanelData | null;
}

/** Runs `runCode` once the runtime is loaded, again after each change, and collects what the run reports. */
export function useExampleOutput(
  runtime: Runtime | null,
  runCode: string,
  language: 'ts' | 'tsx',
  panels: string,
): ExampleOutput {
  const [error, setError] = useState<ExampleError | null>(null);
  const [panelData, setPanelData] = useState<PanelData | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (runtime === null || host === null) return undefined;
    setError(null);
    setPanelData(null);
    return runtime.runExample(runCode, language, host, listedPanels(panels), {
      onPanels: setPanelData,
      onError: setError,
    });
  }, [runtime, runCode, language, panels]);

  return {hostRef, error, panelData};
}
