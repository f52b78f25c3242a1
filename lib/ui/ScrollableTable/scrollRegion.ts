/**
 * What makes a table's box a keyboard-scrollable region while it overflows (WCAG 2.1.1; axe's
 * scrollable-region-focusable): shared by the component and by content kept as server markup, which no component
 * runs for yet (plugins/speed/deferred-content).
 */

/** Marks a table's box in the markup. */
export const scrollBoxAttribute = 'data-scroll-box';

export const scrollRegionAttributes = {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'} as const;

export function isOverflowing(box: HTMLElement): boolean {
  return box.scrollWidth > box.clientWidth + 1;
}

/**
 * Gives the table boxes in markup that no component runs for the attributes the component gives, in step with their
 * width (fonts, a collapsing sidebar). Returns the function that stops following them.
 */
export function followStaticScrollBoxes(root: HTMLElement): () => void {
  const boxes = Array.from(root.querySelectorAll<HTMLElement>(`[${scrollBoxAttribute}]`));
  const update = () => {
    for (const box of boxes) {
      const overflowing = isOverflowing(box);
      for (const [name, value] of Object.entries(scrollRegionAttributes)) {
        const attribute = name === 'tabIndex' ? 'tabindex' : name;
        if (overflowing) box.setAttribute(attribute, String(value));
        else box.removeAttribute(attribute);
      }
    }
  };
  update();
  const observer = new ResizeObserver(update);
  for (const box of boxes) {
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
  }
  return () => observer.disconnect();
}
