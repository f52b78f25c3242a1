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
import {moduleLoaders, unavailableModules} from './modules';
import {errorLine, exampleSourceUrl, importLine, interopModule, isReactExample, requiredModules} from './source';

export type ExampleErrorKind = 'compile' | 'import' | 'runtime' | 'render' | 'update';

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

/** Stops a run: unmounts the example, removes its listeners and the element it ran in. */
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

let runCount = 0;

/**
 * Runs `source` on a new element inside `host`. Every failure (compile, import, a throw while mounting, a render
 * error, an error in an update, an uncaught error from the example's code) goes to `onError`, never to the page.
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
  const stop: StopRun = () => {
    if (stopped) return;
    stopped = true;
    for (const fn of stops.reverse()) {
      try {
        fn();
      } catch (error) {
        // A failing cleanup of the example must not stop the next run.
        console.warn('[live example] cleanup failed', error);
      }
    }
  };
  const report = (kind: ExampleErrorKind, error: unknown) => {
    if (stopped) return;
    onError({kind, message: describeError(error), line: errorLine((error as Error | null)?.stack, sourceUrl)});
  };

  // An error thrown later by the example's own code (a timer, a listener) carries its source URL in the stack.
  const onWindowError = (event: ErrorEvent) => {
    if (event.filename?.endsWith(sourceUrl) || (event.error as Error | null)?.stack?.includes(sourceUrl)) {
      event.preventDefault();
      report('runtime', event.error ?? event.message);
    }
  };
  window.addEventListener('error', onWindowError);
  stops.push(() => window.removeEventListener('error', onWindowError));

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

  (async () => {
    const loaded = await Promise.all(modules.map((specifier) => moduleLoaders[specifier]()));
    if (stopped) return;
    const namespaces = new Map(modules.map((specifier, i) => [specifier, interopModule(loaded[i] as never)]));
    // Editors the example creates with `createEditor` are watched from their creation, before their first update.
    const watches = new Map<LexicalEditor, EditorWatch>();
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
    // Indirect eval with the wrapper on the code's first line: stack frames name `sourceUrl` and the source line.
    const wrapped = `(function (require, module, exports) {${compiled.code}\n})\n//# sourceURL=${sourceUrl}`;
    let exampleDefault: unknown;
    try {
      const factory = (0, eval)(wrapped) as (r: typeof require, m: typeof module, e: typeof exports) => void;
      factory(require, module, module.exports);
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
      try {
        const cleanup = (exampleDefault as (root: HTMLElement) => unknown)(element);
        if (typeof cleanup === 'function') stops.push(() => (cleanup as () => void)());
      } catch (error) {
        report('runtime', error);
        return;
      }
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
