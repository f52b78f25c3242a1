/**
 * What protects the page from an edited live example: the transform that adds the loop guard and the run's own
 * timers and listeners to the transpiled code (instrument.ts), the guard itself (loopGuard.ts) and the run's
 * timers and listeners (scope.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {compileExample} from '../../plugins/live-examples/runtime/compile';
import {instrumentExample, unusedName} from '../../plugins/live-examples/runtime/instrument';
import {createLoopGuard, LoopStoppedError} from '../../plugins/live-examples/runtime/loopGuard';
import {createRunScope, scopedGlobals, type ScopeHost} from '../../plugins/live-examples/runtime/scope';
import {exampleSourceIn} from '../../plugins/live-examples/runtime/source';
import {extractPage} from '../../scripts/code-blocks/extract';

const names = {loopGuard: '$g', scope: '$s'};

/**
 * `code` (which sets `result`) instrumented, and runners of it as it is (`plain`) and instrumented (`run`); the
 * guard records each call's line and throws after `limit` calls.
 */
function instrumented(code: string, limit = 10_000) {
  const plain = () => new Function(`${code}\nreturn result;`)() as unknown;
  const instrumented = instrumentExample(code, names);
  const lines: number[] = [];
  const guard = (line: number) => {
    lines.push(line);
    if (lines.length > limit) throw new Error(`stopped on line ${line}`);
    return true;
  };
  const run = () => new Function('$g', '$s', `${instrumented}\nreturn result;`)(guard, {}) as unknown;
  return {plain, instrumented, lines, run};
}

/** The line numbers of `code`'s lines that contain `marker`. */
const linesOf = (code: string, marker: string) =>
  code.split('\n').flatMap((line, index) => (line.includes(marker) ? [index + 1] : []));

describe('loop instrumentation', () => {
  it('guards every pass of while, do-while and for loops, keeping what they compute', () => {
    const code = [
      'let result = [];',
      'let i = 0;',
      'while (i < 3) { result.push(i); i++; }',
      'while (i > 0) i--;',
      'do { i++; } while (i < 2);',
      'do i++; while (i < 4)',
      'for (let j = 0; j < 2; j++) result.push(j);',
      'for (let j = 0; ; j++) { if (j > 1) break; }',
      'for (;;) break;',
      'for (const x of [7, 8]) result.push(x);',
      'for (const k in {a: 1, b: 2}) { result.push(k); }',
      'result.push(i);',
    ].join('\n');
    const {plain, lines, run} = instrumented(code);
    expect(run()).toEqual(plain());
    // A condition is checked once more than the body runs; a for-of or for-in checks at each body.
    expect(lines).toEqual([3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 8, 9, 10, 10, 11, 11]);
  });

  it('keeps the lines, and the text outside the loops heads and bodies', () => {
    const code = 'let result = 0;\nwhile (result < 2)\n  result++;\nfor (const x of [1])\n  result += x;\n';
    const {instrumented: result} = instrumented(code);
    expect(result.split('\n')).toHaveLength(code.split('\n').length);
    expect(result).toBe(
      'let result = 0;\nwhile ($g(2) && (result < 2))\n  result++;\nfor (const x of [1])\n  if (!$g(4)) ; else result += x;\n',
    );
  });

  it('handles nested and labelled loops, with break and continue to a label', () => {
    const code = [
      'let result = [];',
      'outer: for (let i = 0; i < 3; i++) {',
      '  inner: for (const j of [0, 1, 2]) {',
      '    if (j === 2) continue outer;',
      '    let k = 0;',
      '    while (true) { if (++k > 2) { if (i === 1) break inner; break; } }',
      '    result.push(`${i}${j}${k}`);',
      '  }',
      '}',
      'label: { for (;;) break label; }',
    ].join('\n');
    const {plain, lines, run} = instrumented(code);
    expect(run()).toEqual(plain());
    expect(plain()).toEqual(['003', '013', '203', '213']);
    expect(new Set(lines)).toEqual(new Set([2, 3, 6, 10]));
  });

  it('keeps an unbraced body one statement: if/else inside, and an else around the loop', () => {
    const code = [
      'let result = [];',
      'for (const x of [1, 2, 3]) if (x === 2) result.push("two"); else result.push(x);',
      'if (result.length > 9) for (const x of [1]) result.push(x); else result.push("else");',
      'let n = 0;',
      'if (n) while (n) n--; else result.push("while-else");',
      'for (const x of [1]) for (const y of [2]) result.push(x + y);',
      'for (const x of [5]);',
    ].join('\n');
    const {plain, run} = instrumented(code);
    expect(plain()).toEqual([1, 'two', 3, 'else', 'while-else', 3]);
    expect(run()).toEqual(plain());
  });

  it('leaves the word while in strings, comments, regular expressions, templates and property names alone', () => {
    const code = [
      'let result = [\'while (true) {}\', "for (;;) {}"];',
      '// while (true) {}',
      '/* for (;;) {} do {} while (true) */',
      'const re = /while\\s*\\(|for \\(;;\\)/g; const a = 8, b = 2, c = 2;',
      'result.push(a / b / c, re.test("while ("));',
      'result.push(`do { for (;;) } while (${"true"})`);',
      'const o = {while: 1, for: 2, do: 3}; result.push(o.while + o.for + o.do);',
      'result.push(`${[1, 2].map((n) => { let s = 0; for (let i = 0; i < n; i++) s += i; return s; })}`);',
    ].join('\n');
    const {plain, instrumented: result, lines, run} = instrumented(code);
    expect(run()).toEqual(plain());
    // The only loop is the one inside the template's expression.
    expect(new Set(lines)).toEqual(new Set([8]));
    expect(result.split('\n').slice(0, 7)).toEqual(code.split('\n').slice(0, 7));
  });

  it('stops an endless loop of every kind at its guard', () => {
    const endless = [
      'while (true) {}',
      'while (1) ;',
      'do {} while (true)',
      'do ; while (true)',
      'for (;;) {}',
      'for (;;);',
      'for (let i = 0; i >= 0; i++) {}',
      'const a = [1]; for (const x of a) a.push(x);',
      'function* g() { for (let i = 0; ; i++) yield i; } for (const x of g()) {}',
      'outer: for (;;) { for (const x of [1]) continue outer; }',
    ];
    for (const loop of endless) {
      const {run} = instrumented(`let result;\n${loop}`, 1000);
      expect(run, loop).toThrow(/^stopped on line 2$/);
    }
  });

  it('guards loops in the code Sucrase writes for TSX, and not the text of JSX', () => {
    const source = [
      "import {useState} from 'react';",
      'export default function A(): JSX.Element {',
      '  const [n] = useState(0);',
      '  const items: number[] = [];',
      '  for (let i: number = 0; i < n; i++) items.push(i);',
      '  return <p title="while (true) {}">while (true) {"{}"} {items.length}</p>;',
      '}',
    ].join('\n');
    const result = compileExample(source, 'tsx');
    expect(result.ok).toBe(true);
    const {code, names: used} = result as {code: string; names: {loopGuard: string}};
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(linesOf(code, `${used.loopGuard}(`)).toEqual([5]);
    expect(code).toContain(`${used.loopGuard}(5) && ( i < n)`);
  });

  it("keeps every live example of the site's pages valid JavaScript", () => {
    const rootDir = path.resolve(__dirname, '../..');
    const pages = ['docs', 'blog'].flatMap((dir) =>
      (fs.readdirSync(path.join(rootDir, dir), {recursive: true}) as string[])
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const live = pages.flatMap((file) =>
      extractPage(file, fs.readFileSync(path.join(rootDir, file), 'utf8')).blocks.filter((block) => block.live),
    );
    expect(live.length).toBeGreaterThan(10);
    for (const block of live) {
      const result = compileExample(block.code, block.lang);
      const where = `${block.file}:${block.fenceLine}`;
      expect(result.ok, where).toBe(true);
      const {code, names: used} = result as {code: string; names: {loopGuard: string; scope: string}};
      // Compiled as the runtime wraps it, not run: a syntax error of the instrumented code throws here.
      const body = `return function (require, module, exports) {${code}\n};`;
      expect(() => new Function(used.loopGuard, used.scope, ...scopedGlobals, body), where).not.toThrow();
    }
  });

  it('picks names the code does not use', () => {
    expect(unusedName('const x = 1;', '$g')).toBe('$g');
    expect(unusedName('const $g = 1, $g1 = 2;', '$g')).toBe('$g2');
    const result = compileExample('const $loopGuard = 1; while ($loopGuard < 1) {}', 'ts') as {
      names: {loopGuard: string};
    };
    expect(result.names.loopGuard).toBe('$loopGuard1');
  });
});

describe('timer and listener rewriting', () => {
  it("sends window's, globalThis', self's and document's timer and listener functions to the run's", () => {
    const code = [
      'window.setTimeout(f, 1); globalThis.setInterval(f); self.requestAnimationFrame(f);',
      "document.addEventListener('keydown', f); window.removeEventListener('resize', f);",
      "window.innerWidth; document.body.addEventListener('x', f); foo.window.setTimeout(f);",
      "const o = {window: 1}; const s = 'window.setTimeout(f)'; globalThis.document.addEventListener('y', f);",
    ].join('\n');
    expect(instrumentExample(code, names).split('\n')).toEqual([
      '$s.window.setTimeout(f, 1); $s.globalThis.setInterval(f); $s.self.requestAnimationFrame(f);',
      "$s.document.addEventListener('keydown', f); $s.window.removeEventListener('resize', f);",
      "window.innerWidth; document.body.addEventListener('x', f); foo.window.setTimeout(f);",
      "const o = {window: 1}; const s = 'window.setTimeout(f)'; globalThis.document.addEventListener('y', f);",
    ]);
  });

  it('leaves a name the example declares itself', () => {
    const code = "function f(document) { document.addEventListener('x', g); }\nwindow.setTimeout(g);";
    expect(instrumentExample(code, names)).toBe(
      "function f(document) { document.addEventListener('x', g); }\n$s.window.setTimeout(g);",
    );
  });
});

describe('loop guard', () => {
  const fakeGuard = (budgetMs = 100) => {
    const clock = {time: 0};
    const tasks: (() => void)[] = [];
    const onStop = vi.fn();
    const guard = createLoopGuard({budgetMs, onStop, now: () => clock.time, afterTask: (next) => tasks.push(next)});
    const endTask = () => tasks.splice(0).forEach((next) => next());
    return {clock, onStop, guard, endTask, tasks};
  };

  it('lets loops run for the budget within one task, then stops the run at the loop that ran out', () => {
    const {clock, onStop, guard, tasks} = fakeGuard();
    expect(guard.check(1)).toBe(true);
    expect(tasks).toHaveLength(1);
    clock.time = 100;
    expect(guard.check(2)).toBe(true);
    clock.time = 101;
    expect(() => guard.check(3)).toThrow(LoopStoppedError);
    expect(onStop).toHaveBeenCalledWith(3);
    // Every later pass of any loop of the run throws, however much later; onStop is told once.
    clock.time = 10_000;
    expect(() => guard.check(4)).toThrow(/line 3/);
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('starts afresh in each task, so loops that give the page a turn run on', () => {
    const {clock, onStop, guard, endTask} = fakeGuard();
    for (let task = 0; task < 50; task += 1) {
      guard.check(1);
      clock.time += 90;
      guard.check(1);
      endTask();
    }
    expect(onStop).not.toHaveBeenCalled();
  });

  it('throws at every check once the run has ended, without calling onStop', () => {
    const {onStop, guard} = fakeGuard();
    guard.stop();
    expect(() => guard.check(7)).toThrow(LoopStoppedError);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('stops a synchronous loop after the budget, in real time', () => {
    const onStop = vi.fn();
    const guard = createLoopGuard({budgetMs: 50, onStop});
    const started = performance.now();
    expect(() => {
      while (guard.check(9)) {
        // an endless loop
      }
    }).toThrow(LoopStoppedError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(onStop).toHaveBeenCalledWith(9);
  });

  it('stops an async loop that only awaits microtasks (the page never gets a turn)', async () => {
    const onStop = vi.fn();
    const guard = createLoopGuard({budgetMs: 50, onStop});
    const loop = async () => {
      while (guard.check(4)) await null;
    };
    await expect(loop()).rejects.toThrow(LoopStoppedError);
    expect(onStop).toHaveBeenCalledWith(4);
  });

  it('lets an async loop that waits for a timer at each pass run past the budget', async () => {
    const onStop = vi.fn();
    const guard = createLoopGuard({budgetMs: 30, onStop});
    const started = performance.now();
    let passes = 0;
    while (guard.check(2) && performance.now() - started < 150) {
      passes += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(passes).toBeGreaterThan(5);
    expect(onStop).not.toHaveBeenCalled();
  });
});

describe("a run's timers and listeners", () => {
  const setup = () => {
    const reports: {error: unknown; rejected: boolean}[] = [];
    const host: ScopeHost = {
      setTimeout: setTimeout as ScopeHost['setTimeout'],
      setInterval: setInterval as ScopeHost['setInterval'],
      clearTimeout: clearTimeout as ScopeHost['clearTimeout'],
      queueMicrotask,
      window: new EventTarget(),
      document: new EventTarget(),
    };
    const scope = createRunScope(host, (error, rejected) => reports.push({error, rejected}));
    const fn = Object.fromEntries(scopedGlobals.map((name, i) => [name, scope.globals[i]])) as Record<
      (typeof scopedGlobals)[number],
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      any
    >;
    return {reports, host, scope, fn};
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('reports what a timer callback throws, or the rejection of the promise it returns', async () => {
    const {reports, fn} = setup();
    fn.setTimeout(() => {
      throw new Error('timer failed');
    }, 0);
    fn.setTimeout(async () => {
      throw new Error('async timer failed');
    }, 0);
    fn.queueMicrotask(() => {
      throw new Error('microtask failed');
    });
    await wait(20);
    expect(reports.map(({error, rejected}) => [(error as Error).message, rejected])).toEqual([
      ['microtask failed', false],
      ['timer failed', false],
      ['async timer failed', true],
    ]);
  });

  it('passes arguments, and cancels what the example cancels', async () => {
    const {scope, fn} = setup();
    const seen: unknown[] = [];
    fn.setTimeout((a: number, b: number) => seen.push(a + b), 0, 2, 3);
    const cancelled = fn.setTimeout(() => seen.push('cancelled'), 0);
    fn.clearTimeout(cancelled);
    await wait(10);
    expect(seen).toEqual([5]);
    expect(scope.pending()).toBe(0);
  });

  it('cancels the timeouts and intervals left when the run ends, and ignores later ones', async () => {
    const {scope, fn} = setup();
    let ticks = 0;
    let fired = false;
    fn.setInterval(() => (ticks += 1), 2);
    fn.setTimeout(() => (fired = true), 30);
    await wait(15);
    expect(ticks).toBeGreaterThan(0);
    expect(scope.pending()).toBe(2);
    scope.dispose();
    const at = ticks;
    expect(fn.setTimeout(() => (fired = true), 0)).toBe(0);
    await wait(50);
    expect(ticks).toBe(at);
    expect(fired).toBe(false);
    expect(scope.pending()).toBe(0);
  });

  it('adds and removes listeners as the browser does, reporting what they throw', () => {
    const {reports, host, scope} = setup();
    const target = scope.targets.document as {
      addEventListener: EventTarget['addEventListener'];
      removeEventListener: EventTarget['removeEventListener'];
    };
    const calls: string[] = [];
    const listener = function (this: unknown, event: Event) {
      calls.push(`${event.type} ${this === host.document}`);
    };
    target.addEventListener('a', listener);
    target.addEventListener('a', listener);
    target.addEventListener('a', () => {
      throw new Error('listener failed');
    });
    target.addEventListener('b', {handleEvent: (event: Event) => calls.push(`handled ${event.type}`)});
    target.addEventListener('c', () => calls.push('once'), {once: true});
    const controller = new AbortController();
    target.addEventListener('d', () => calls.push('signal'), {signal: controller.signal});
    expect(scope.pending()).toBe(5);
    for (const type of ['a', 'b', 'c', 'c', 'd']) host.document.dispatchEvent(new Event(type));
    expect(calls).toEqual(['a true', 'handled b', 'once', 'signal']);
    expect(reports.map(({error}) => (error as Error).message)).toEqual(['listener failed']);
    controller.abort();
    target.removeEventListener('a', listener);
    // The throwing listener and the handleEvent object are left.
    expect(scope.pending()).toBe(2);
    host.document.dispatchEvent(new Event('a'));
    expect(calls).toHaveLength(4);
    expect(reports).toHaveLength(2);
  });

  it('removes the listeners left on window and document when the run ends', () => {
    const {host, scope, fn} = setup();
    const calls: string[] = [];
    fn.addEventListener('resize', () => calls.push('window'));
    (scope.targets.window as {addEventListener: EventTarget['addEventListener']}).addEventListener('scroll', () =>
      calls.push('window.'),
    );
    (scope.targets.document as {addEventListener: EventTarget['addEventListener']}).addEventListener(
      'keydown',
      () => calls.push('document'),
      true,
    );
    scope.dispose();
    host.window.dispatchEvent(new Event('resize'));
    host.window.dispatchEvent(new Event('scroll'));
    host.document.dispatchEvent(new Event('keydown'));
    expect(calls).toEqual([]);
    expect(scope.pending()).toBe(0);
  });

  it('gives undefined for what the host lacks, and the same functions on window as the globals', () => {
    const {scope, fn} = setup();
    expect(fn.requestAnimationFrame).toBeUndefined();
    expect(fn.requestIdleCallback).toBeUndefined();
    const windowTarget = scope.targets.window as Record<string, unknown>;
    expect(windowTarget.setTimeout).toBe(fn.setTimeout);
    expect(scope.targets.globalThis).toBe(windowTarget);
    expect(scope.targets.self).toBe(windowTarget);
    expect(() => fn.queueMicrotask('not a function')).toThrow(TypeError);
  });
});

describe('errors of an example run', () => {
  it('are told by the source URL in their stack or file name', () => {
    expect(exampleSourceIn('Error: x\n    at mount (live-example-12.tsx:3:9)\n    at run (main.js:1:1)')).toBe(
      'live-example-12.tsx',
    );
    expect(exampleSourceIn('mount@live-example-3.ts:1:5\nrun@main.js:1:1')).toBe('live-example-3.ts');
    expect(exampleSourceIn('live-example-4.ts')).toBe('live-example-4.ts');
    expect(exampleSourceIn('at f (https://x.dev/assets/js/live-example-runtime.tsx.js:1:1)')).toBeNull();
    expect(exampleSourceIn('Error\n    at f (main.js:1:1)')).toBeNull();
    expect(exampleSourceIn(undefined)).toBeNull();
  });
});
