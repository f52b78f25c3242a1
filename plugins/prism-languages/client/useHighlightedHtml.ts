import {useEffect, useMemo, useState} from 'react';
import type {Token} from 'prism-react-renderer';
import {loadHighlighter, readyHighlighter} from './highlighter';
import {tokenLines} from './tokenLines';

/**
 * The lines of `code` as HTML: `serverHtml` when the caller hydrates markup the server wrote for this same code,
 * else tokenized, which in the browser waits for Prism's chunk (the code shows plain until then).
 * `toHtml` must keep its identity between renders.
 */
export function useHighlightedHtml(
  serverHtml: string | undefined,
  code: string,
  language: string,
  toHtml: (lines: Token[][]) => string,
): string {
  const [highlighter, setHighlighter] = useState(readyHighlighter);
  const needsTokens = serverHtml === undefined;
  useEffect(() => {
    if (!needsTokens || highlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsTokens, highlighter]);
  return useMemo(
    () => serverHtml ?? toHtml(highlighter ? highlighter(code, language) : tokenLines([code])),
    [serverHtml, highlighter, code, language, toHtml],
  );
}

/** The inner HTML of the server-rendered `<pre {attribute}="{id}"><code>`, while the page hydrates; else none. */
export function serverRenderedCode(attribute: string, id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`pre[${attribute}="${CSS.escape(id)}"] > code`)?.innerHTML;
}
