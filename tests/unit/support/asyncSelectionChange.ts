/**
 * Browsers fire `selectionchange` from a queued task, and only when the selection did change; happy-dom fires it
 * synchronously inside `Selection.setBaseAndExtent`, every time. So when Lexical sets the DOM selection while it
 * commits an update (a read-only context), its own selectionchange listener would run inside that commit and its
 * development build would warn that an update ran while a read-only context was on the stack, which never happens
 * in a browser. Dispatching the event from a task, and not again for the same selection, keeps the samples' output
 * what a reader's browser gives.
 */
export function queueSelectionChangeEvents(target: Document): void {
  const dispatch = target.dispatchEvent.bind(target);
  const snapshot = () => {
    const selection = target.getSelection();
    return selection ? [selection.anchorNode, selection.anchorOffset, selection.focusNode, selection.focusOffset] : [];
  };
  let delivered: unknown[] = [];
  let delivering = false;
  target.dispatchEvent = (event: Event): boolean => {
    // happy-dom calls dispatchEvent again for each phase of a dispatch it runs.
    if (event.type !== 'selectionchange' || delivering) return dispatch(event);
    const queuedFor = snapshot();
    setTimeout(() => {
      const unchanged = queuedFor.length === delivered.length && queuedFor.every((value, i) => value === delivered[i]);
      if (unchanged) return;
      delivered = queuedFor;
      delivering = true;
      try {
        dispatch(event);
      } finally {
        delivering = false;
      }
    }, 0);
    return true;
  };
}
