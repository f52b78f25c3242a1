/**
 * A run's own timers and page listeners. The example's code gets these in place of the page's (parameters named
 * like the globals, and `window.` / `document.` rewritten by instrument.ts), so that
 * - an error thrown by a timer or listener callback, or a promise it returns that rejects, reaches the run's
 *   report instead of the page as an uncaught error;
 * - when the run ends, every timeout, interval, animation frame and idle callback it left is cancelled, and every
 *   listener it added to `window` or `document` removed: an edit does not leave the previous run's code running.
 * Listeners on the example's own elements go with the elements.
 */

/** The globals the example's code gets the run's versions of (all of them members of `window`). */
export const scopedGlobals = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'queueMicrotask',
  'addEventListener',
  'removeEventListener',
] as const;

/** The members of `document` the example's code gets the run's versions of. */
export const documentMembers = ['addEventListener', 'removeEventListener'] as const;

type AnyFunction = (...args: never[]) => unknown;

/** The page's own functions and targets (the browser's; a test passes its own). */
export interface ScopeHost {
  setTimeout(handler: AnyFunction | string, delay?: number): unknown;
  setInterval(handler: AnyFunction | string, delay?: number): unknown;
  /** Cancels a timeout or an interval (browsers share their ids, as Node's clearTimeout takes both). */
  clearTimeout(id: unknown): void;
  requestAnimationFrame?(callback: (time: number) => void): unknown;
  cancelAnimationFrame?(id: unknown): void;
  requestIdleCallback?(callback: (deadline: unknown) => void, options?: unknown): unknown;
  cancelIdleCallback?(id: unknown): void;
  queueMicrotask(callback: () => void): void;
  window: EventTarget;
  document: EventTarget;
}

/** Where an error of the example's callbacks goes; `rejected` when it is a promise's rejection. */
export type ScopeReport = (error: unknown, rejected: boolean) => void;

export interface RunScope {
  /** The values of `scopedGlobals`, in that order (undefined where the host lacks the function). */
  globals: unknown[];
  /** What `window.`, `globalThis.`, `self.` and `document.` stand for before a managed member. */
  targets: {window: object; globalThis: object; self: object; document: object};
  /** Timers, frames, idle callbacks and listeners the run still has: what `dispose` would cancel. */
  pending(): number;
  /** Cancels and removes all of them; later callbacks of the run are not called, later requests ignored. */
  dispose(): void;
}

interface Registration {
  target: EventTarget;
  type: string;
  listener: object;
  capture: boolean;
  wrapped: (this: unknown, event: Event) => unknown;
}

const captureOf = (options: unknown): boolean =>
  typeof options === 'boolean' ? options : Boolean((options as {capture?: unknown} | null | undefined)?.capture);

export function createRunScope(host: ScopeHost, report: ScopeReport): RunScope {
  let disposed = false;
  const timers = new Set<unknown>();
  const frames = new Set<unknown>();
  const idles = new Set<unknown>();
  const registrations: Registration[] = [];

  /** Calls the example's callback; what it throws, or a promise it returns that rejects, goes to `report`. */
  const invoke = (callback: AnyFunction, thisArg: unknown, args: unknown[]): unknown => {
    if (disposed) return undefined;
    try {
      const result: unknown = Reflect.apply(callback, thisArg, args);
      // Nobody else holds the promise a timer or listener returns: a rejection of it would go unhandled.
      if (result instanceof Promise) result.then(undefined, (error: unknown) => report(error, true));
      return result;
    } catch (error) {
      report(error, false);
      return undefined;
    }
  };

  const timer =
    (schedule: 'setTimeout' | 'setInterval') =>
    (handler: unknown, delay?: number, ...args: unknown[]): unknown => {
      if (disposed) return 0;
      // A string is code the browser evaluates itself: it still counts as the run's, to be cancelled.
      if (typeof handler !== 'function') {
        const id = host[schedule](handler as string, delay);
        timers.add(id);
        return id;
      }
      const id = host[schedule](() => {
        if (schedule === 'setTimeout') timers.delete(id);
        invoke(handler as AnyFunction, host.window, args);
      }, delay);
      timers.add(id);
      return id;
    };
  const clearTimer = (id: unknown) => {
    timers.delete(id);
    host.clearTimeout(id);
  };

  /** A one-shot callback API (frames, idle callbacks), or undefined where the host lacks it. */
  const oneShot = <A extends unknown[]>(
    ids: Set<unknown>,
    request: ((callback: (...args: A) => void, ...rest: unknown[]) => unknown) | undefined,
    cancel: ((id: unknown) => void) | undefined,
  ) => {
    if (request === undefined || cancel === undefined) return [undefined, undefined] as const;
    const requestOne = (callback: unknown, ...rest: unknown[]): unknown => {
      if (disposed) return 0;
      // Not a function: the host throws the TypeError a reader would get without the runtime.
      if (typeof callback !== 'function') return request(callback as never, ...rest);
      const id = request(
        (...args: A) => {
          ids.delete(id);
          invoke(callback as AnyFunction, host.window, args);
        },
        ...rest,
      );
      ids.add(id);
      return id;
    };
    const cancelOne = (id: unknown) => {
      ids.delete(id);
      cancel(id);
    };
    return [requestOne, cancelOne] as const;
  };
  const [requestAnimationFrame, cancelAnimationFrame] = oneShot<[number]>(
    frames,
    host.requestAnimationFrame?.bind(host),
    host.cancelAnimationFrame?.bind(host),
  );
  const [requestIdleCallback, cancelIdleCallback] = oneShot<[unknown]>(
    idles,
    host.requestIdleCallback?.bind(host),
    host.cancelIdleCallback?.bind(host),
  );

  const queueMicrotask = (callback: unknown) => {
    if (typeof callback !== 'function') return host.queueMicrotask(callback as never);
    if (disposed) return undefined;
    return host.queueMicrotask(() => {
      invoke(callback as AnyFunction, undefined, []);
    });
  };

  const forget = (registration: Registration) => {
    const index = registrations.indexOf(registration);
    if (index !== -1) registrations.splice(index, 1);
  };
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) =>
    registrations.find(
      (r) => r.target === target && r.type === type && r.listener === listener && r.capture === capture,
    );

  const listenersOf = (target: EventTarget) => ({
    addEventListener(type: string, listener: unknown, options?: boolean | AddEventListenerOptions): void {
      if (disposed || listener === null || listener === undefined) return;
      if (typeof listener !== 'function' && typeof listener !== 'object') {
        target.addEventListener(type, listener as never, options);
        return;
      }
      const key = String(type);
      const capture = captureOf(options);
      // The same listener twice is one listener, as the browser counts them.
      if (find(target, key, listener, capture) !== undefined) return;
      const signal = typeof options === 'object' ? options.signal : undefined;
      if (signal?.aborted) return;
      const once = typeof options === 'object' && Boolean(options.once);
      const registration: Registration = {
        target,
        type: key,
        listener,
        capture,
        wrapped(this: unknown, event: Event) {
          if (once) forget(registration);
          if (typeof listener === 'function') return invoke(listener as AnyFunction, this, [event]);
          // An object's handleEvent is looked up at each event, as the browser does.
          const handleEvent = (listener as {handleEvent?: unknown}).handleEvent;
          return typeof handleEvent === 'function' ? invoke(handleEvent as AnyFunction, listener, [event]) : undefined;
        },
      };
      registrations.push(registration);
      target.addEventListener(key, registration.wrapped, options);
      signal?.addEventListener('abort', () => forget(registration), {once: true});
    },
    removeEventListener(type: string, listener: unknown, options?: boolean | EventListenerOptions): void {
      const registration = find(target, String(type), listener, captureOf(options));
      if (registration === undefined) {
        target.removeEventListener(type, listener as never, options);
        return;
      }
      forget(registration);
      target.removeEventListener(registration.type, registration.wrapped, registration.capture);
    },
  });

  const windowListeners = listenersOf(host.window);
  const values: Record<(typeof scopedGlobals)[number], unknown> = {
    setTimeout: timer('setTimeout'),
    clearTimeout: clearTimer,
    setInterval: timer('setInterval'),
    clearInterval: clearTimer,
    requestAnimationFrame,
    cancelAnimationFrame,
    requestIdleCallback,
    cancelIdleCallback,
    queueMicrotask,
    addEventListener: windowListeners.addEventListener,
    removeEventListener: windowListeners.removeEventListener,
  };
  const windowTarget = {...values};

  return {
    globals: scopedGlobals.map((name) => values[name]),
    targets: {window: windowTarget, globalThis: windowTarget, self: windowTarget, document: listenersOf(host.document)},
    pending: () => timers.size + frames.size + idles.size + registrations.length,
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const id of timers) host.clearTimeout(id);
      for (const id of frames) host.cancelAnimationFrame?.(id);
      for (const id of idles) host.cancelIdleCallback?.(id);
      timers.clear();
      frames.clear();
      idles.clear();
      for (const r of registrations.splice(0)) r.target.removeEventListener(r.type, r.wrapped, r.capture);
    },
  };
}
