/**
 * The live-example runtime, a chunk of its own that the LiveExample component imports only once an example comes
 * near the viewport: it transpiles an example with sucrase, loads the modules it imports from the site's own
 * bundle, runs it on a host element, finds its editor and reports the panels and any error.
 */
import {Component, type ComponentType, type ErrorInfo, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {$getSelection, $isNodeSelection, $isRangeSelection, type LexicalEditor, type LexicalNode} from 'lexical';
import {generateContent, registerLexicalCommandLogger, type LexicalCommandLog} from '@lexical/devtools-core';
import {compileExample} from './compile';
import type {InstrumentNames} from './instrument';
import {createLoopGuard, LoopStoppedError, type LoopGuard} from './loopGuard';
import {moduleLoaders, unavailableModules} from './modules';
import {createRunScope, scopedGlobals, type RunScope, type ScopeHost} from './scope';
import {
  errorLine,
  exampleSourceIn,
  exampleSourceUrl,
  importLine,
  interopModule,
  isReactExample,
  requiredModules,
} from './source';

/** `loop`: the loop guard stopped the run; `rejection`: a promise of the example's rejected and nothing handled it. */
export type ExampleErrorKind = 'compile' | 'import' | 'runtime' | 'render' | 'update' | 'loop' | 'rejection';

export interface ExampleError {
  kind: ExampleErrorKind;
  message: string;
  /** 1-based line of the example's source, where known. */
  line: number | null;
}

export interface PanelData {
  state: string;
  commands: string[];
  tags: string[];
  selection: string[];
  transforms: string[];
}

export interface RunCallbacks {
  /** The panels changed (called often: after every update of the example's editor). */
  onPanels: (data: PanelData) => void;
  onError: (error: ExampleError) => void;
  /** The example is running and its editor, if it has one, is found. */
  onReady?: (flavour: 'vanilla' | 'react', hasEditor: boolean) => void;
}

/**
 * Stops a run: runs the example's cleanup or unmounts it, disposes its editors, cancels its timers, removes its
 * listeners and the element it ran in.
 */
export type StopRun = () => void;

/** How many entries each log panel keeps. */
const logLength = 20;
/** How long to wait for an example to attach an editor to an element before showing it without panels. */
const editorWaitMs = 2000;

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function ErrorReporter({error}: {error: Error}): ReactNode {
  return <span hidden>{error.message}</span>;
}

/** Catches a render error of a React example, so it shows in the preview instead of unmounting the page. */
class ExampleBoundary extends Component<{onError: (error: Error) => void; children: ReactNode}, {error: Error | null}> {
  state: {error: Error | null} = {error: null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  render() {
    return this.state.error ? <ErrorReporter error={this.state.error} /> : this.props.children;
  }
}

function describeSelection(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => {
    const selection = $getSelection();
    if ($isRangeSelection(selection)) {
      const {anchor, focus} = selection;
      const point = (p: typeof anchor) => `${p.key}:${p.offset} (${p.type})`;
      const collapsed = selection.isCollapsed() ? 'caret' : 'range';
      return `${collapsed} anchor ${point(anchor)} focus ${point(focus)} format ${selection.format}`;
    }
    if ($isNodeSelection(selection)) {
      return `node selection [${selection
        .getNodes()
        .map((node) => node.getKey())
        .join(', ')}]`;
    }
    return selection === null ? 'no selection' : selection.constructor.name;
  });
}

/** The editor a run attached to its host: Lexical sets `__lexicalEditor` on a root element (setRootElement). */
function findEditor(host: HTMLElement): LexicalEditor | null {
  for (const element of Array.from(host.querySelectorAll<HTMLElement>('[contenteditable]'))) {
    const editor = (element as HTMLElement & {__lexicalEditor?: LexicalEditor | null}).__lexicalEditor;
    if (editor) return editor;
  }
  return null;
}

interface EditorWatch {
  /** Starts the command log and the transform log: call once the example has registered its own. */
  attachLoggers: () => void;
  stop: () => void;
}

/**
 * Watches an example's editor for the panels. The update log starts at once (from the editor's creation when the
 * example calls `createEditor`, so its first update shows); the command and transform logs start with
 * `attachLoggers`, as they follow only the commands and node classes that have listeners by then.
 */
function watchEditor(
  editor: LexicalEditor,
  panels: ReadonlySet<string>,
  onPanels: (data: PanelData) => void,
  reportError: (error: unknown) => void,
): EditorWatch {
  let commandLog: LexicalCommandLog = [];
  let tagLog: string[] = [];
  let selectionLog: string[] = [];
  let transformLog: string[] = [];
  let updates = 0;
  let state = '';
  let scheduled = false;

  const publish = () => {
    if (scheduled) return;
    scheduled = true;
    // Many updates may arrive in one task (typing, a transform cascade): render the panels once.
    queueMicrotask(() => {
      scheduled = false;
      try {
        state = generateContent(editor, [], false);
      } catch (error) {
        state = `(the tree could not be printed: ${describeError(error)})`;
      }
      onPanels({
        state,
        commands: commandLog.map(({index, type}) => `${index}. ${type}`),
        tags: tagLog,
        selection: selectionLog,
        transforms: transformLog,
      });
    });
  };

  const stops: (() => void)[] = [];
  let lastSelection = describeSelection(editor);
  if (panels.has('selection')) selectionLog = [lastSelection];
  stops.push(
    editor.registerUpdateListener(({tags}) => {
      updates += 1;
      const tagText = tags.size > 0 ? [...tags].join(', ') : '(no tags)';
      tagLog = [...tagLog, `update ${updates}: ${tagText}`].slice(-logLength);
      if (panels.has('selection')) {
        const selection = describeSelection(editor);
        if (selection !== lastSelection) {
          lastSelection = selection;
          selectionLog = [...selectionLog, selection].slice(-logLength);
        }
      }
      publish();
    }),
  );
  // The example's own onError still runs; the preview shows the error too, and a rethrow stops there.
  const originalOnError = editor._onError;
  editor._onError = (error: Error) => {
    reportError(error);
    try {
      originalOnError.call(editor, error);
    } catch {
      // Already shown: a rethrown error would only reach the console as uncaught.
    }
  };
  stops.push(() => {
    editor._onError = originalOnError;
  });

  let attached = false;
  const attachLoggers = () => {
    if (attached) return;
    attached = true;
    stops.push(
      registerLexicalCommandLogger(editor, (next) => {
        commandLog = next(commandLog);
        publish();
      }),
    );
    if (panels.has('transforms')) {
      // A logging transform on each node class that has transforms: Lexical runs it after theirs.
      for (const [type, registered] of editor._nodes) {
        if (registered.transforms.size === 0) continue;
        stops.push(
          editor.registerNodeTransform(registered.klass, (node: LexicalNode) => {
            const text = node.getTextContent();
            const shown = text.length > 30 ? `${text.slice(0, 30)}…` : text;
            transformLog = [...transformLog, `${type} ${node.getKey()}: ${JSON.stringify(shown)}`].slice(-logLength);
            publish();
          }),
        );
      }
    }
    publish();
  };
  publish();
  return {attachLoggers, stop: () => stops.forEach((stop) => stop())};
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** How long an example's loops may keep the page busy without a pause before the run is stopped. */
const loopBudgetMs = 1000;

const loopMessage =
  `It kept the page busy for more than ${loopBudgetMs / 1000} second without a pause, so the example was ` +
  'stopped to keep the page responsive. Check that the loop can end.';

let runCount = 0;

/** Where a run's errors go; `line` stands where the error's stack names no line of the example. */
type ReportError = (kind: ExampleErrorKind, error: unknown, line?: number | null) => void;

/** Each run's report, by its source URL; null once the run has ended. */
const runs = new Map<string, ReportError | null>();
let listening = false;

/**
 * Errors no handler of the runtime catches, from the example's own code (the stack or file names its source URL):
 * one thrown by a listener on the example's elements, a promise it left rejected. They go to their run's report,
 * and never to the page as uncaught: an ended run's are dropped (its code may still run, as an `await` returns).
 */
function listenForExampleErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => {
    const error = event.error as unknown;
    const url = exampleSourceIn(event.filename) ?? exampleSourceIn((error as Error | null)?.stack);
    if (url === null || !runs.has(url)) return;
    event.preventDefault();
    const line = exampleSourceIn(event.filename) === url && event.lineno > 0 ? event.lineno : null;
    runs.get(url)?.('runtime', error ?? event.message, line);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as unknown;
    const url = exampleSourceIn((reason as Error | null)?.stack);
    if (url === null || !runs.has(url)) return;
    event.preventDefault();
    runs.get(url)?.('rejection', reason);
  });
}

/** The page's timers and targets, bound to the window as the browser requires. */
function browserHost(): ScopeHost {
  const idle = typeof window.requestIdleCallback === 'function';
  return {
    setTimeout: window.setTimeout.bind(window) as ScopeHost['setTimeout'],
    setInterval: window.setInterval.bind(window) as ScopeHost['setInterval'],
    clearTimeout: window.clearTimeout.bind(window) as ScopeHost['clearTimeout'],
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    cancelAnimationFrame: window.cancelAnimationFrame.bind(window) as ScopeHost['cancelAnimationFrame'],
    requestIdleCallback: idle
      ? (window.requestIdleCallback.bind(window) as ScopeHost['requestIdleCallback'])
      : undefined,
    cancelIdleCallback: idle ? (window.cancelIdleCallback.bind(window) as ScopeHost['cancelIdleCallback']) : undefined,
    queueMicrotask: window.queueMicrotask.bind(window),
    window,
    document,
  };
}

/** Ends an editor the run made: its own dispose where it has one (an editor built from extensions), else detaches it. */
function disposeEditor(editor: LexicalEditor): void {
  const dispose = (editor as LexicalEditor & {dispose?: unknown}).dispose;
  if (typeof dispose === 'function') (dispose as () => void).call(editor);
  else if (editor.getRootElement() !== null) editor.setRootElement(null);
}

/** A run's life: what stopping it undoes, whether it has stopped, and where its errors go. */
interface RunControl {
  sourceUrl: string;
  /** Adds to what stopping the run undoes; the last added is undone first. */
  addCleanup: (cleanup: () => void) => void;
  stop: StopRun;
  isStopped: () => boolean;
  /** Reports an error of the run, unless the run has stopped or the loop guard has halted it. */
  report: ReportError;
  /** The loop guard's `onStop`: once, reports the loop and stops the run after the guard's error has unwound. */
  halt: (line: number) => void;
}

function createRunControl(sourceUrl: string, onError: RunCallbacks['onError']): RunControl {
  const cleanups: (() => void)[] = [];
  let stopped = false;
  // Set when the loop guard stops the run: nothing more is reported than why.
  let halted = false;
  const stop: StopRun = () => {
    if (stopped) return;
    stopped = true;
    for (const fn of cleanups.reverse()) {
      try {
        fn();
      } catch (error) {
        // A failing cleanup of the example must not stop the next run; a stopped loop in it is known already.
        if (!(error instanceof LoopStoppedError)) console.warn('[live example] cleanup failed', error);
      }
    }
  };
  return {
    sourceUrl,
    addCleanup: (cleanup) => {
      cleanups.push(cleanup);
    },
    stop,
    isStopped: () => stopped,
    report: (kind, error, line = null) => {
      if (stopped || halted) return;
      const stack = (error as Error | null)?.stack;
      onError({kind, message: describeError(error), line: errorLine(stack, sourceUrl) ?? line});
    },
    halt: (line) => {
      if (stopped || halted) return;
      halted = true;
      // The loop may be inside a React render or a Lexical update: show the message and end the run once the
      // error the guard throws has unwound it.
      window.setTimeout(() => {
        if (stopped) return;
        onError({kind: 'loop', message: loopMessage, line});
        stop();
      }, 0);
    },
  };
}

/** An example ready to run: its instrumented code and the modules it imports, all of them available. */
interface PreparedExample {
  code: string;
  names: InstrumentNames;
  modules: string[];
}

type PrepareResult = {ok: true; example: PreparedExample} | {ok: false; error: ExampleError};

/** Compiles the example and checks that every module it imports can be loaded. */
function prepareExample(source: string, language: 'ts' | 'tsx'): PrepareResult {
  const compiled = compileExample(source, language);
  if (!compiled.ok) return {ok: false, error: {kind: 'compile', message: compiled.message, line: compiled.line}};
  const modules = requiredModules(compiled.code);
  for (const specifier of modules) {
    if (!moduleLoaders[specifier]) {
      const why = unavailableModules[specifier] ?? 'live examples can import lexical, @lexical/*, react and react-dom';
      const message = `Cannot import '${specifier}': ${why}.`;
      return {ok: false, error: {kind: 'import', message, line: importLine(source, specifier)}};
    }
  }
  return {ok: true, example: {code: compiled.code, names: compiled.names, modules}};
}

/** The editors of a run that the panels watch. */
interface EditorWatches {
  /** Watches `editor` for the panels, once however often it is called. */
  watch: (editor: LexicalEditor) => EditorWatch;
  /** Leaves the panels to `editor` alone and starts its command and transform logs. */
  follow: (editor: LexicalEditor) => void;
}

/** Watches the editors of a run for the panels, and disposes of them when the run stops. */
function watchRunEditors(
  run: RunControl,
  panels: readonly string[],
  onPanels: RunCallbacks['onPanels'],
): EditorWatches {
  // Editors the example creates with `createEditor` are watched from their creation, before their first update.
  const watches = new Map<LexicalEditor, EditorWatch>();
  // Ended after the example's own cleanup and before its timers and listeners go (cleanups run last first).
  run.addCleanup(() => {
    for (const editor of watches.keys()) {
      try {
        disposeEditor(editor);
      } catch (error) {
        console.warn('[live example] could not dispose an editor', error);
      }
    }
  });
  const watch = (editor: LexicalEditor): EditorWatch => {
    let existing = watches.get(editor);
    if (existing === undefined) {
      existing = watchEditor(editor, new Set(panels), onPanels, (error) => run.report('update', error));
      watches.set(editor, existing);
      run.addCleanup(existing.stop);
    }
    return existing;
  };
  const follow = (editor: LexicalEditor) => {
    // The panels follow the editor on the page; others the example created stop being watched.
    for (const [other, otherWatch] of watches) if (other !== editor) otherWatch.stop();
    watch(editor).attachLoggers();
  };
  return {watch, follow};
}

/** Where a run's code runs: its element, its loop guard, its own timers and listeners, and its editors. */
interface Sandbox {
  element: HTMLElement;
  guard: LoopGuard;
  scope: RunScope;
  editors: EditorWatches;
}

/** Sets up the sandbox of a run; each part is undone when the run stops. */
function createSandbox(
  run: RunControl,
  host: HTMLElement,
  panels: readonly string[],
  onPanels: RunCallbacks['onPanels'],
): Sandbox {
  const element = document.createElement('div');
  element.className = 'live-example-root';
  host.append(element);
  run.addCleanup(() => element.remove());
  const guard = createLoopGuard({budgetMs: loopBudgetMs, onStop: run.halt});
  run.addCleanup(guard.stop);
  const scope = createRunScope(browserHost(), (error, rejected) =>
    run.report(rejected ? 'rejection' : 'runtime', error),
  );
  run.addCleanup(scope.dispose);
  return {element, guard, scope, editors: watchRunEditors(run, panels, onPanels)};
}

/** The modules an example imports, as its `require` returns them, by specifier. */
type ModuleNamespaces = ReadonlyMap<string, Record<string, unknown>>;

/** Makes the example's `createEditor` watch each editor it creates. */
function watchCreatedEditors(namespaces: ModuleNamespaces, editors: EditorWatches): void {
  const lexical = namespaces.get('lexical');
  if (lexical && typeof lexical.createEditor === 'function') {
    const createEditor = lexical.createEditor as (...args: unknown[]) => LexicalEditor;
    lexical.createEditor = (...args: unknown[]) => {
      const editor = createEditor(...args);
      editors.watch(editor);
      return editor;
    };
  }
}

/** Evaluates the example's code with the sandbox's loop guard, timers and listeners; returns its default export. */
function evaluateExample(
  example: PreparedExample,
  namespaces: ModuleNamespaces,
  {guard, scope}: Sandbox,
  sourceUrl: string,
): unknown {
  const exports: Record<string, unknown> = {};
  const module = {exports};
  const require = (specifier: string) => namespaces.get(specifier);
  // Indirect eval with the code on the wrapper's first line: stack frames name `sourceUrl` and the source line.
  // The outer function gives the guard and the run's timers and listeners, under names that shadow the page's;
  // the code runs in the inner one, where its own declarations may shadow them in turn.
  const {loopGuard, scope: scopeName} = example.names;
  const wrapped =
    `(function (${loopGuard}, ${scopeName}, ${scopedGlobals.join(', ')}) { return function (require, module, ` +
    `exports) {${example.code}\n}; })\n//# sourceURL=${sourceUrl}`;
  type Factory = (r: typeof require, m: typeof module, e: typeof exports) => void;
  const withBindings = (0, eval)(wrapped) as (...bindings: unknown[]) => Factory;
  withBindings(guard.check, scope.targets, ...scope.globals)(require, module, module.exports);
  return (module.exports as Record<string, unknown>).default;
}

/** Renders a React example in a root of its own, under a boundary that reports its render errors. */
function mountReactExample(run: RunControl, element: HTMLElement, Example: ComponentType): void {
  const reactRoot = createRoot(element, {
    onUncaughtError: (error) => run.report('render', error),
    // What the runtime's boundary catches shows in the box; React would log it as a console error too. An
    // error boundary of the example's own is left to React's log.
    onCaughtError: (error, {errorBoundary}) => {
      if (!(errorBoundary instanceof ExampleBoundary)) console.error(error);
    },
    onRecoverableError: (error) => run.report('render', error),
  });
  reactRoot.render(
    <ExampleBoundary onError={(error) => run.report('render', error)}>
      <Example />
    </ExampleBoundary>,
  );
  run.addCleanup(() => reactRoot.unmount());
}

/** Calls a vanilla example's mount function and keeps the cleanup it returns or resolves to; false if it threw. */
function mountVanillaExample(run: RunControl, element: HTMLElement, mount: (root: HTMLElement) => unknown): boolean {
  let cleanup: unknown;
  try {
    cleanup = mount(element);
  } catch (error) {
    run.report('runtime', error);
    return false;
  }
  const keep = (value: unknown) => {
    if (typeof value !== 'function') return;
    // An async mount may finish after the run has ended: its cleanup runs at once.
    if (run.isStopped()) (value as () => void)();
    else run.addCleanup(() => (value as () => void)());
  };
  if (cleanup instanceof Promise) cleanup.then(keep, (error: unknown) => run.report('rejection', error));
  else keep(cleanup);
  return true;
}

/** The editor the example attached to its element, looked for each frame for up to `editorWaitMs`; else null. */
async function waitForEditor(run: RunControl, element: HTMLElement): Promise<LexicalEditor | null> {
  let editor: LexicalEditor | null = null;
  const started = performance.now();
  while (!run.isStopped() && editor === null && performance.now() - started < editorWaitMs) {
    await nextFrame();
    editor = findEditor(element);
  }
  return editor;
}

/**
 * The run past its synchronous checks: loads the example's modules, evaluates and mounts it, then points the panels
 * at the editor it put on the page. Whatever comes after the run has stopped is left undone.
 */
async function startExample(
  run: RunControl,
  sandbox: Sandbox,
  example: PreparedExample,
  {onError, onReady}: Pick<RunCallbacks, 'onError' | 'onReady'>,
): Promise<void> {
  const {modules} = example;
  const loaded = await Promise.all(modules.map((specifier) => moduleLoaders[specifier]()));
  if (run.isStopped()) return;
  const namespaces = new Map(modules.map((specifier, i) => [specifier, interopModule(loaded[i] as never)]));
  watchCreatedEditors(namespaces, sandbox.editors);
  let exampleDefault: unknown;
  try {
    exampleDefault = evaluateExample(example, namespaces, sandbox, run.sourceUrl);
  } catch (error) {
    run.report('runtime', error);
    return;
  }
  if (typeof exampleDefault !== 'function') {
    onError({
      kind: 'runtime',
      message:
        'The example must have a default export: a function that mounts it on an element and returns a ' +
        'cleanup, or a React component.',
      line: null,
    });
    return;
  }
  const flavour = isReactExample(modules) ? 'react' : 'vanilla';
  if (flavour === 'react') mountReactExample(run, sandbox.element, exampleDefault as ComponentType);
  else if (!mountVanillaExample(run, sandbox.element, exampleDefault as (root: HTMLElement) => unknown)) return;

  const editor = await waitForEditor(run, sandbox.element);
  if (run.isStopped()) return;
  if (editor !== null) {
    // React plugins register their commands in effects: let them run before the command log starts.
    await nextFrame();
    if (run.isStopped()) return;
    sandbox.editors.follow(editor);
  }
  onReady?.(flavour, editor !== null);
}

/**
 * Runs `source` on a new element inside `host`. Every failure (compile, import, a throw while mounting, a render
 * error, an error in an update, in a timer or a listener, a promise left rejected, a loop that keeps the page busy)
 * goes to `onError`, never to the page. Stopping the run ends all it started: the example's cleanup or React root,
 * its editors, its timers and its listeners on the page.
 */
export function runExample(
  source: string,
  language: 'ts' | 'tsx',
  host: HTMLElement,
  panels: readonly string[],
  {onPanels, onError, onReady}: RunCallbacks,
): StopRun {
  runCount += 1;
  const run = createRunControl(exampleSourceUrl(String(runCount), language), onError);
  listenForExampleErrors();
  runs.set(run.sourceUrl, run.report);
  run.addCleanup(() => runs.set(run.sourceUrl, null));

  const prepared = prepareExample(source, language);
  if (!prepared.ok) {
    onError(prepared.error);
    return run.stop;
  }
  const sandbox = createSandbox(run, host, panels, onPanels);
  startExample(run, sandbox, prepared.example, {onError, onReady}).catch((error: unknown) =>
    run.report('runtime', error),
  );
  return run.stop;
}
