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
import {createLoopGuard, LoopStoppedError} from './loopGuard';
import {moduleLoaders, unavailableModules} from './modules';
import {createRunScope, scopedGlobals, type ScopeHost} from './scope';
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

/** Each run's report, by its source URL; null once the run has ended. */
const runs = new Map<string, ((kind: ExampleErrorKind, error: unknown, line?: number | null) => void) | null>();
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
  const sourceUrl = exampleSourceUrl(String(runCount), language);
  const stops: (() => void)[] = [];
  let stopped = false;
  // Set when the loop guard stops the run: nothing more is reported than why.
  let halted = false;
  const stop: StopRun = () => {
    if (stopped) return;
    stopped = true;
    for (const fn of stops.reverse()) {
      try {
        fn();
      } catch (error) {
        // A failing cleanup of the example must not stop the next run; a stopped loop in it is known already.
        if (!(error instanceof LoopStoppedError)) console.warn('[live example] cleanup failed', error);
      }
    }
  };
  const report = (kind: ExampleErrorKind, error: unknown, line: number | null = null) => {
    if (stopped || halted) return;
    const stack = (error as Error | null)?.stack;
    onError({kind, message: describeError(error), line: errorLine(stack, sourceUrl) ?? line});
  };

  listenForExampleErrors();
  runs.set(sourceUrl, report);
  stops.push(() => runs.set(sourceUrl, null));

  const compiled = compileExample(source, language);
  if (!compiled.ok) {
    onError({kind: 'compile', message: compiled.message, line: compiled.line});
    return stop;
  }
  const modules = requiredModules(compiled.code);
  for (const specifier of modules) {
    if (!moduleLoaders[specifier]) {
      const why = unavailableModules[specifier] ?? 'live examples can import lexical, @lexical/*, react and react-dom';
      onError({kind: 'import', message: `Cannot import '${specifier}': ${why}.`, line: importLine(source, specifier)});
      return stop;
    }
  }

  const element = document.createElement('div');
  element.className = 'live-example-root';
  host.append(element);
  stops.push(() => element.remove());

  const guard = createLoopGuard({
    budgetMs: loopBudgetMs,
    onStop: (line) => {
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
  });
  stops.push(guard.stop);
  const scope = createRunScope(browserHost(), (error, rejected) => report(rejected ? 'rejection' : 'runtime', error));
  stops.push(scope.dispose);
  // Editors the example creates with `createEditor` are watched from their creation, before their first update.
  const watches = new Map<LexicalEditor, EditorWatch>();
  // Ended after the example's own cleanup and before its timers and listeners go (stops run last first).
  stops.push(() => {
    for (const editor of watches.keys()) {
      try {
        disposeEditor(editor);
      } catch (error) {
        console.warn('[live example] could not dispose an editor', error);
      }
    }
  });

  (async () => {
    const loaded = await Promise.all(modules.map((specifier) => moduleLoaders[specifier]()));
    if (stopped) return;
    const namespaces = new Map(modules.map((specifier, i) => [specifier, interopModule(loaded[i] as never)]));
    const watch = (editor: LexicalEditor): EditorWatch => {
      let existing = watches.get(editor);
      if (existing === undefined) {
        existing = watchEditor(editor, new Set(panels), onPanels, (error) => report('update', error));
        watches.set(editor, existing);
        stops.push(existing.stop);
      }
      return existing;
    };
    const lexical = namespaces.get('lexical');
    if (lexical && typeof lexical.createEditor === 'function') {
      const createEditor = lexical.createEditor as (...args: unknown[]) => LexicalEditor;
      lexical.createEditor = (...args: unknown[]) => {
        const editor = createEditor(...args);
        watch(editor);
        return editor;
      };
    }
    const exports: Record<string, unknown> = {};
    const module = {exports};
    const require = (specifier: string) => namespaces.get(specifier);
    // Indirect eval with the code on the wrapper's first line: stack frames name `sourceUrl` and the source line.
    // The outer function gives the guard and the run's timers and listeners, under names that shadow the page's;
    // the code runs in the inner one, where its own declarations may shadow them in turn.
    const {loopGuard, scope: scopeName} = compiled.names;
    const wrapped =
      `(function (${loopGuard}, ${scopeName}, ${scopedGlobals.join(', ')}) { return function (require, module, ` +
      `exports) {${compiled.code}\n}; })\n//# sourceURL=${sourceUrl}`;
    let exampleDefault: unknown;
    try {
      type Factory = (r: typeof require, m: typeof module, e: typeof exports) => void;
      const withBindings = (0, eval)(wrapped) as (...bindings: unknown[]) => Factory;
      withBindings(guard.check, scope.targets, ...scope.globals)(require, module, module.exports);
      exampleDefault = (module.exports as Record<string, unknown>).default;
    } catch (error) {
      report('runtime', error);
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
    if (flavour === 'react') {
      const reactRoot = createRoot(element, {
        onUncaughtError: (error) => report('render', error),
        // What the runtime's boundary catches shows in the box; React would log it as a console error too. An
        // error boundary of the example's own is left to React's log.
        onCaughtError: (error, {errorBoundary}) => {
          if (!(errorBoundary instanceof ExampleBoundary)) console.error(error);
        },
        onRecoverableError: (error) => report('render', error),
      });
      const Example = exampleDefault as ComponentType;
      reactRoot.render(
        <ExampleBoundary onError={(error) => report('render', error)}>
          <Example />
        </ExampleBoundary>,
      );
      stops.push(() => reactRoot.unmount());
    } else {
      let cleanup: unknown;
      try {
        cleanup = (exampleDefault as (root: HTMLElement) => unknown)(element);
      } catch (error) {
        report('runtime', error);
        return;
      }
      const keep = (value: unknown) => {
        if (typeof value !== 'function') return;
        // An async mount may finish after the run has ended: its cleanup runs at once.
        if (stopped) (value as () => void)();
        else stops.push(() => (value as () => void)());
      };
      if (cleanup instanceof Promise) cleanup.then(keep, (error: unknown) => report('rejection', error));
      else keep(cleanup);
    }

    let editor: LexicalEditor | null = null;
    const started = performance.now();
    while (!stopped && editor === null && performance.now() - started < editorWaitMs) {
      await nextFrame();
      editor = findEditor(element);
    }
    if (stopped) return;
    if (editor !== null) {
      // React plugins register their commands in effects: let them run before the command log starts.
      await nextFrame();
      if (stopped) return;
      // The panels follow the editor on the page; others the example created stop being watched.
      for (const [other, otherWatch] of watches) if (other !== editor) otherWatch.stop();
      watch(editor).attachLoggers();
    }
    onReady?.(flavour, editor !== null);
  })().catch((error: unknown) => report('runtime', error));

  return stop;
}
