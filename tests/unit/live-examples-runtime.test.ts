// @vitest-environment happy-dom
/**
 * The live-example runtime running edited examples as a reader could write them: a loop that never ends, errors in
 * timers and listeners, rejected promises, and what a run leaves behind when the next one starts.
 */
import {afterEach, describe, expect, it} from 'vitest';
import type {LexicalEditor} from 'lexical';
import {runExample, type ExampleError, type StopRun} from '../../plugins/live-examples/runtime';

type Probe = Record<string, unknown> & {editor?: LexicalEditor; made?: Error};
const probe = globalThis as unknown as {probe: Probe};

let stops: StopRun[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.replaceChildren();
});

function start(source: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const errors: ExampleError[] = [];
  probe.probe = {};
  const stop = runExample(source, 'ts', host, ['state'], {onPanels: () => undefined, onError: (e) => errors.push(e)});
  stops.push(stop);
  return {host, errors, stop};
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean, ms = 4000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await wait(10);
  }
};

describe('a live example run', () => {
  it('stops a loop that never ends, says where, and ends the run', async () => {
    const {host, errors} = start('const a = 1;\nwhile (true) {}\n');
    const started = Date.now();
    await until(() => errors.length > 0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(errors).toEqual([{kind: 'loop', line: 2, message: expect.stringContaining('more than 1 second') as string}]);
    expect(host.children).toHaveLength(0);
  });

  it('stops an endless loop in a timer of a running example', async () => {
    const source = [
      'export default function mount(root: HTMLElement): () => void {',
      "  root.textContent = 'mounted';",
      '  setTimeout(() => {',
      '    for (let i = 0; ; i++) {}',
      '  }, 0);',
      '  return () => {};',
      '}',
    ].join('\n');
    const {host, errors} = start(source);
    await until(() => errors.length > 0);
    expect(errors).toMatchObject([{kind: 'loop', line: 4}]);
    expect(host.children).toHaveLength(0);
  });

  it("shows errors of the example's timers and listeners, and cancels them all when the run ends", async () => {
    const source = [
      'export default function mount(root: HTMLElement): () => void {',
      '  const probe = (globalThis as any).probe;',
      '  probe.ticks = 0;',
      '  setInterval(() => { probe.ticks += 1; }, 5);',
      '  window.setInterval(() => { probe.ticks += 1; }, 5);',
      "  document.addEventListener('poke', () => { throw new Error('listener failed'); });",
      "  setTimeout(() => { throw new Error('timer failed'); }, 0);",
      "  setTimeout(async () => { throw new Error('async timer failed'); }, 0);",
      "  root.textContent = 'mounted';",
      '}',
    ].join('\n');
    const {errors, stop} = start(source);
    await until(() => errors.length >= 2);
    expect(errors).toEqual([
      {kind: 'runtime', message: 'timer failed', line: 7},
      {kind: 'rejection', message: 'async timer failed', line: 8},
    ]);
    document.dispatchEvent(new Event('poke'));
    expect(errors[2]).toEqual({kind: 'runtime', message: 'listener failed', line: 6});
    await until(() => (probe.probe.ticks as number) > 2);

    stop();
    const ticks = probe.probe.ticks;
    await wait(40);
    expect(probe.probe.ticks).toBe(ticks);
    document.dispatchEvent(new Event('poke'));
    expect(errors).toHaveLength(3);
  });

  it('takes a rejection of the example as its own, and drops one from a run that has ended', async () => {
    const source = [
      'export default function mount(root: HTMLElement): () => void {',
      "  (globalThis as any).probe.made = new Error('made by the example');",
      '  return () => {};',
      '}',
    ].join('\n');
    const {errors, stop} = start(source);
    await until(() => probe.probe.made !== undefined);
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection', {cancelable: true});
      Object.defineProperty(event, 'reason', {value: reason});
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reject(probe.probe.made)).toBe(true);
    expect(errors).toEqual([{kind: 'rejection', message: 'made by the example', line: 2}]);
    // Not the example's: left to the page.
    expect(reject(new Error('made elsewhere'))).toBe(false);
    stop();
    expect(reject(probe.probe.made)).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('reports a rejected async mount, and runs the cleanup an async mount resolves to', async () => {
    const failing = start("export default async function mount(): Promise<void> {\n  throw new Error('no');\n}\n");
    await until(() => failing.errors.length > 0);
    expect(failing.errors).toEqual([{kind: 'rejection', message: 'no', line: 2}]);

    const later = start(
      'export default async function mount(): Promise<() => void> {\n' +
        '  return () => { (globalThis as any).probe.cleaned = true; };\n}\n',
    );
    await wait(20);
    later.stop();
    expect(probe.probe.cleaned).toBe(true);
  });

  it('lets the example declare names of its own that the runtime also gives it', async () => {
    const source = [
      'const setTimeout = (callback: () => void) => callback();',
      'let addEventListener = 1;',
      'export default function mount(root: HTMLElement): void {',
      "  setTimeout(() => { root.textContent = 'ran at once'; });",
      '}',
    ].join('\n');
    const {host, errors} = start(source);
    await until(() => host.textContent === 'ran at once');
    expect(errors).toEqual([]);
  });

  it("disposes the editor the example made when the example's cleanup does not", async () => {
    const source = [
      "import {createEditor} from 'lexical';",
      'export default function mount(root: HTMLElement): void {',
      '  const element = document.createElement("div");',
      '  element.contentEditable = "true";',
      '  root.append(element);',
      "  const editor = createEditor({namespace: 'Leak', onError: (error) => { throw error; }});",
      '  editor.setRootElement(element);',
      '  (globalThis as any).probe.editor = editor;',
      '}',
    ].join('\n');
    const {errors, stop} = start(source);
    await until(() => probe.probe.editor !== undefined);
    const editor = probe.probe.editor!;
    expect(editor.getRootElement()).not.toBeNull();
    stop();
    expect(editor.getRootElement()).toBeNull();
    expect(errors).toEqual([]);
  });
});
