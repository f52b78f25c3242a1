/**
 * The loop guard of a run: instrument.ts makes every pass of every loop of the example call `check(line)`. A page
 * whose script never returns to the event loop freezes; so once the example's loops have kept one task (with the
 * microtasks it queues, as an `await` in a loop does) busy for longer than the budget, the guard stops the run:
 * it tells `onStop` the line of the loop, and throws, now and at every later pass, so no loop of the run goes on.
 * A loop that gives the page a turn (a timer, an animation frame, an awaited event) starts afresh each time.
 */

/** What a stopped run's loops throw. */
export class LoopStoppedError extends Error {
  constructor(readonly line: number) {
    super(`The example was stopped in the loop on line ${line}.`);
    this.name = 'LoopStoppedError';
  }
}

export interface LoopGuardOptions {
  /** How long the loops may keep one task busy, in milliseconds. */
  budgetMs: number;
  /** Called once, with the line of the loop that ran out of time. */
  onStop: (line: number) => void;
  /** The clock (default `performance.now`). */
  now?: () => number;
  /** Calls `callback` in a later task, after the current one and its microtasks (default `afterCurrentTask`). */
  afterTask?: (callback: () => void) => void;
}

export interface LoopGuard {
  /** Returns true while the run may go on; throws LoopStoppedError once it may not. */
  check: (line: number) => true;
  /** Ends the run for its loops: every later check throws (a leftover async loop of an ended run stops there). */
  stop: () => void;
}

const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/**
 * Calls `callback` in the next task: a message, which the browser neither throttles in a background tab, as it
 * does timers, nor runs between microtasks, so an `await` loop that never yields to the page does not reach it.
 */
export function afterCurrentTask(callback: () => void): void {
  if (channel === null) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const next of waiting.splice(0)) next();
    };
    // Node (the unit tests) would otherwise keep running for the open port.
    (channel.port1 as MessagePort & {unref?: () => void}).unref?.();
  }
  waiting.push(callback);
  if (waiting.length === 1) channel.port2.postMessage(null);
}

export function createLoopGuard({
  budgetMs,
  onStop,
  now = () => performance.now(),
  afterTask = afterCurrentTask,
}: LoopGuardOptions): LoopGuard {
  let stoppedAt: number | null = null;
  let taskStart: number | null = null;
  const endTask = () => {
    taskStart = null;
  };
  return {
    check(line) {
      if (stoppedAt !== null) throw new LoopStoppedError(stoppedAt);
      const time = now();
      if (taskStart === null) {
        taskStart = time;
        afterTask(endTask);
        return true;
      }
      if (time - taskStart <= budgetMs) return true;
      stoppedAt = line;
      onStop(line);
      throw new LoopStoppedError(line);
    },
    stop() {
      stoppedAt ??= 0;
    },
  };
}
