import {createElement, type ComponentType, type ReactNode} from 'react';

/**
 * The browser side of plugins/speed/deferred-content that page modules import: every page's start-up script carries it
 * (through the plugin's client module), so it is kept small; the content box's logic is in ContentBox.tsx and
 * useDeferredContentBox.ts.
 */

/** Attribute of the element that holds a docs page's content. */
export const contentAttribute = 'data-deferred-content';

/**
 * Attribute a component inside the content sets on an element that needs the content running once it comes near the
 * viewport (a live example); its value is the root margin of that nearness.
 */
export const hydrateNearAttribute = 'data-hydrate-near';

export const pageState = {
  /** True once the site has rendered: from then on, page modules wait for their content. */
  siteRunning: false,
  /** True once the reader has navigated client-side: no content is the server's any more. */
  navigated: false,
  /** Whether a first load's content markup is in the page, looked for before React hydrates. */
  firstLoadHasMarkup: typeof document !== 'undefined' && document.querySelector(`[${contentAttribute}]`) !== null,
  /** Loads of contents still waiting for the reader: a navigation starts them, for a way back. */
  pendingContents: new Set<() => void>(),
};

type ContentModule = {default: ComponentType<Record<string, unknown>>};
type ProviderModule = {default: ComponentType<{children: ReactNode}>};
type Loaded = {Content: ContentModule['default']; Provider: ProviderModule['default']};

export interface DeferredContent {
  (props: Record<string, unknown>): ReactNode;
  /** What the page module awaits: the content's chunks, except on a first load in the browser. */
  ready(): Promise<void> | undefined;
  load(): Promise<void>;
  isLoaded(): boolean;
  readonly isDeferredContent: true;
}

/** The content component of one page module (see recmaDeferredContent). */
export function deferredContent(loadContent: () => Promise<ContentModule>): DeferredContent {
  let loaded: Loaded | null = null;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (loading ??= Promise.all([
      loadContent(),
      // The MDX components, in a chunk of their own: every page's content needs them.
      import('@theme/MDXContent') as Promise<ProviderModule>,
    ]).then(([content, provider]) => {
      loaded = {Content: content.default, Provider: provider.default};
    }));
  // Rendered only once loaded (the theme's content box sees to it).
  const Content = (props: Record<string, unknown>): ReactNode =>
    loaded ? createElement(loaded.Provider, null, createElement(loaded.Content, props)) : null;
  return Object.assign(Content, {
    // The server render and a running site need the content whole; a first load in the browser can wait.
    ready: () => (pageState.siteRunning || typeof document === 'undefined' ? load() : undefined),
    load,
    isLoaded: () => loaded !== null,
    isDeferredContent: true as const,
  });
}

export function isDeferredContent(component: unknown): component is DeferredContent {
  return typeof component === 'function' && (component as Partial<DeferredContent>).isDeferredContent === true;
}
