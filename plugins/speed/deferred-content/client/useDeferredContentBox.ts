import {useLayoutEffect, useReducer, useRef, useState, type RefObject} from 'react';
import {flushSync} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import {followStaticScrollBoxes} from '@site/lib/ui/ScrollableTable/scrollRegion';
import {navigateLinkClick, preloadLinkAt} from '@site/lib/ui/hooks/useDelegatedLinkNavigation';
import {contentAttribute, hydrateNearAttribute, isDeferredContent, pageState} from './deferredContent';

/**
 * The browser side of plugins/speed/deferred-content. A docs page's content (its compiled MDX and the components it uses)
 * is a chunk that a first load does not fetch: the content box keeps the server's markup as it is (React adopts it
 * as inner HTML, without a fiber per element) until the reader reaches for something in it: points at or touches a
 * control or a code block, uses the keyboard, or scrolls a live example near. Then the content renders in its place.
 * Meanwhile a link in it navigates client-side (and is preloaded when pointed at, as Docusaurus' `Link` does), and a
 * click on a control is held and given again to the same control once the content runs.
 * Once the site runs, page modules wait for their content (`ready`), so a client-side navigation renders whole.
 */

/** What the reader reaching for an element asks of the content: only a control or a code block needs it running. */
const reachableSelector =
  'button, summary, input, select, textarea, label, [role="button"], [role="tab"], [tabindex], pre';

/** Controls whose click is held until the content runs, then given again. */
const replayableSelector = 'button, summary, label, [role="button"], [role="tab"]';

export interface DeferredContentBox {
  /** The server's inner HTML of the box, to keep as it is; null once (or where) the content renders. */
  markup: string | null;
  /** Whether to render the content (false while it loads after a navigation that found it not loaded). */
  contentRuns: boolean;
  boxRef: RefObject<HTMLDivElement | null>;
}

/** For the theme's content box: when to render the content (see the module comment). */
export function useDeferredContentBox(content: unknown): DeferredContentBox {
  const deferred = isDeferredContent(content) && !content.isLoaded() ? content : null;
  const history = useHistory();
  const boxRef = useRef<HTMLDivElement>(null);
  const [markup, setMarkup] = useState(() =>
    deferred && pageState.firstLoadHasMarkup && !pageState.navigated
      ? (document.querySelector(`[${contentAttribute}]`)?.innerHTML ?? null)
      : null,
  );
  const [, contentLoaded] = useReducer((count: number) => count + 1, 0);

  // In the commit that hydrates the box: a pointer over a link or a key press right after counts.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!deferred || deferred.isLoaded() || !box) return undefined;
    let active = true;
    if (markup === null) {
      void deferred.load().then(() => active && contentLoaded());
      return () => {
        active = false;
      };
    }
    const interactions = holdInteractions(box, (path) => history.push(path));
    const stopFollowingTables = followStaticScrollBoxes(box);
    const start = () => {
      pageState.pendingContents.delete(start);
      stopFollowingTables();
      deferred
        .load()
        .then(() => interactions.released())
        .then(
          () => {
            if (!active) return;
            // Noted, rendered and given back in one task: no key press can fall between the markup and the content.
            const readerState = interactions.readerState();
            flushSync(() => setMarkup(null));
            interactions.release(readerState);
          },
          // A content that fails to load keeps its server markup: still readable, its controls inert.
          () => interactions.stop(),
        );
    };
    pageState.pendingContents.add(start);
    void interactions.reached.then(start);
    return () => {
      active = false;
      pageState.pendingContents.delete(start);
      interactions.stop();
      stopFollowingTables();
    };
    // Once per mounted box: `markup` only goes from the server's to null.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {markup, contentRuns: !deferred || deferred.isLoaded(), boxRef};
}

/**
 * An element of the box by its place among the box's elements that look the same (tag, text, label, type): the
 * same place in the content's render, which may add elements of its own (code block buttons) before it.
 */
type Place = {signature: string; index: number};

const signatureOf = (element: Element): string =>
  [element.tagName, element.textContent?.trim(), element.getAttribute('aria-label'), element.getAttribute('type')].join(
    '|',
  );

function placeOf(box: HTMLElement, element: Element): Place {
  const signature = signatureOf(element);
  const alike = Array.from(box.querySelectorAll(element.tagName)).filter((other) => signatureOf(other) === signature);
  return {signature, index: alike.indexOf(element)};
}

function elementAt(box: HTMLElement, {signature, index}: Place): HTMLElement | null {
  const tagName = signature.slice(0, signature.indexOf('|'));
  const element = Array.from(box.querySelectorAll(tagName)).filter((other) => signatureOf(other) === signature)[index];
  return element instanceof HTMLElement ? element : null;
}

type FormField = HTMLInputElement | HTMLTextAreaElement;

/** Gives a field the reader's text the way typing does, so a React-controlled field takes it too. */
function typeInto(field: FormField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Listens, while the box is server markup, for the reader reaching for its content (`reached`), navigates its links
 * client-side and holds clicks on its controls. `stop` stops listening. `readerState` notes what the reader has
 * done to the markup (focus, text typed into a field) just before the content replaces it; `release(state)` gives
 * it back to the content's elements, found by their place in the box, then clicks the held controls again.
 */
function holdInteractions(box: HTMLElement, navigate: (path: string) => void) {
  const listening = new AbortController();
  const held: Place[] = [];
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, passive = true) =>
    target.addEventListener(type, listener, {capture: true, passive, signal: listening.signal});

  listen(window, 'keydown', () => reach());
  // Keyboard focus (a pointer's focus comes with a click, which is held or navigates).
  listen(window, 'focusin', (event) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) reach();
  });
  // A press inside the box: the content must not replace the markup between the button going down and up (the click
  // would land on neither element).
  let pressed: Promise<void> | null = null;
  listen(box, 'pointerdown', () => {
    pressed = new Promise((resolve) => {
      const released = () => {
        window.removeEventListener('pointerup', released, true);
        window.removeEventListener('pointercancel', released, true);
        // The click, which follows the release in the same task, first.
        setTimeout(() => {
          pressed = null;
          resolve();
        });
      };
      window.addEventListener('pointerup', released, true);
      window.addEventListener('pointercancel', released, true);
    });
  });
  listen(box, 'pointerover', (event) => {
    if (!(event.target instanceof Element)) return;
    // A link needs no content running: its page is preloaded, as Docusaurus' Link does on hover.
    if (event.target.closest('a[href]')) preloadLinkAt(event.target);
    else if (event.target.closest(reachableSelector)) reach();
  });
  listen(
    box,
    'click',
    (event) => {
      const click = event as MouseEvent;
      if (!(click.target instanceof Element) || click.target.closest('a[href]')) {
        navigateLinkClick(click, navigate);
        return;
      }
      const control = click.target.closest(replayableSelector);
      if (!control) return;
      click.preventDefault();
      held.push(placeOf(box, control));
      reach();
    },
    false,
  );
  const observers: IntersectionObserver[] = [];
  for (const element of Array.from(box.querySelectorAll(`[${hydrateNearAttribute}]`))) {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), {
      rootMargin: element.getAttribute(hydrateNearAttribute) || '0px',
    });
    observer.observe(element);
    observers.push(observer);
  }
  // What the reader did before the page hydrated (and these listeners existed): focused or typed into the content.
  const typedFields = () =>
    Array.from(box.querySelectorAll<FormField>('input, textarea')).filter(
      (field) => field.value !== field.defaultValue,
    );
  if (box.contains(document.activeElement) || typedFields().length > 0) reach();

  const stop = () => {
    listening.abort();
    for (const observer of observers) observer.disconnect();
  };

  const readerState = () => {
    const focused = document.activeElement && box.contains(document.activeElement) ? document.activeElement : null;
    const typed = typedFields().map((field) => ({place: placeOf(box, field), value: field.value}));
    return {focused: focused && placeOf(box, focused), typed};
  };
  const release = ({focused, typed}: ReturnType<typeof readerState>) => {
    stop();
    for (const {place, value} of typed) {
      const field = elementAt(box, place);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, value);
    }
    if (focused) elementAt(box, focused)?.focus();
    // After the content's own effects have run (a code block's buttons render once mounted).
    setTimeout(() => {
      for (const place of held.splice(0)) elementAt(box, place)?.click();
    });
  };
  return {reached, stop, readerState, release, released: () => pressed ?? Promise.resolve()};
}
