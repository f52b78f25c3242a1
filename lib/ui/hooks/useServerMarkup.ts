import {useId, useState} from 'react';

/** Attribute naming an element whose server-rendered content the hydrating browser keeps as it is. */
export const serverMarkupAttribute = 'data-server-markup';

export interface ServerMarkup {
  /** Spread onto the element: names it the same on the server and while hydrating (`useId`). */
  attributes: {[serverMarkupAttribute]: string};
  /**
   * While the page hydrates, the inner HTML the server wrote in that element, for `dangerouslySetInnerHTML`:
   * React then adopts it without creating a fiber per element (most of a large table's hydration cost).
   * `null` on the server, after a client-side navigation (a fresh id the server never wrote) and in development
   * (no server markup): render the children then.
   */
  html: string | null;
}

/**
 * For content that is static once rendered (large tables of links): keeps the server's markup on a first load
 * instead of hydrating it. Links inside it need `useDelegatedLinkNavigation` on a hydrated ancestor.
 */
export function useServerMarkup(): ServerMarkup {
  const id = useId();
  const [html] = useState(() =>
    typeof document === 'undefined'
      ? null
      : (document.querySelector(`[${serverMarkupAttribute}="${CSS.escape(id)}"]`)?.innerHTML ?? null),
  );
  return {attributes: {[serverMarkupAttribute]: id}, html};
}
