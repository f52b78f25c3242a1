import {loadHighlighter} from './highlighter';

// A client-side navigation renders the next page's code blocks in the browser: start loading Prism with the
// page's own chunks, so its blocks are highlighted as they appear. A failure leaves them plain, and readable.
export function onRouteUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (previousLocation) loadHighlighter().catch(() => undefined);
}
