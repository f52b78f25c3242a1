/** Cumulative layout shift, as a reader sees it: shifts that no click or key press caused. */
import type {Page} from '@playwright/test';

/** The phone and desktop sizes layout shift is checked at. */
export const layoutShiftViewports = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
} as const;

interface RecordedShift {
  value: number;
  startTime: number;
  /** What moved, for the failure message. */
  sources: string[];
}

type ShiftWindow = Window & {recordedLayoutShifts: RecordedShift[]};

/** Records every layout shift of the pages `page` opens from now on, from navigation start. Call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as unknown as ShiftWindow).recordedLayoutShifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
    };
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const classes = Array.from(node.classList, (name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map(
            ({node, previousRect: a, currentRect: b}) =>
              `${describe(node)} ${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)}` +
              ` -> ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`,
          ),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts recorded so far (since `since`, a `performance.now()` time, if given): their sum and a summary. */
export async function layoutShiftSince(page: Page, since = 0): Promise<{total: number; summary: string}> {
  const shifts = await page.evaluate(
    (from) => (window as unknown as ShiftWindow).recordedLayoutShifts.filter((shift) => shift.startTime >= from),
    since,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    summary: shifts
      .map((shift) => `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join('; ')}`)
      .join('\n'),
  };
}
