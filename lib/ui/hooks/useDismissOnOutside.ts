import {useEffect, type RefObject} from 'react';

const outsideEvents = ['mousedown', 'touchstart', 'focusin'] as const;

/**
 * Calls `onOutside` when a press or a focus lands outside `ref`'s element, as the theme's own dropdowns close.
 * `onOutside` should be stable (a state setter or a `useCallback`): the listeners are re-added when it changes.
 */
export function useDismissOnOutside(ref: RefObject<HTMLElement | null>, onOutside: () => void, active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    const dismissWhenOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    for (const type of outsideEvents) document.addEventListener(type, dismissWhenOutside);
    return () => {
      for (const type of outsideEvents) document.removeEventListener(type, dismissWhenOutside);
    };
  }, [ref, onOutside, active]);
}
