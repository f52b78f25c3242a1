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

/**
 * The inner HTML of the server-rendered `<pre {attribute}="{id}"><code>`, while the page hydrates. Failing that, of
 * a block in the page with the same language and text (a content that renders in place of its server markup, see
 * plugins/speed/deferred-content, names its blocks anew). Else none.
 */
export function serverRenderedCode(attribute: string, id: string, code: string, language: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const byId = document.querySelector(`pre[${attribute}="${CSS.escape(id)}"] > code`);
  if (byId) return byId.innerHTML;
  // A line's markup ends in <br>, not in a newline: the text is the code without its line breaks.
  const text = code.replaceAll('\n', '');
  for (const element of Array.from(
    document.querySelectorAll(`pre[${attribute}].language-${CSS.escape(language)} > code`),
  )) {
    if (element.textContent === text) return element.innerHTML;
  }
  return undefined;
}
