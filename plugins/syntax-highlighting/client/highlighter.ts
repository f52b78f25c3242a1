import type {Token} from 'prism-react-renderer';
import {highlightTokens as eagerHighlightTokens} from '@syntax-highlighting/eager-tokens';

export type HighlightTokens = (code: string, language: string) => Token[][];

// The server bundle tokenizes synchronously (it renders every block). In the browser Prism is a chunk of its own,
// loaded when a block must be tokenized there: a first load hydrates from the server's markup and needs none.
let ready: HighlightTokens | undefined = eagerHighlightTokens;
let loading: Promise<HighlightTokens> | undefined;

/** The tokenizer, if it can run now. */
export function readyHighlighter(): HighlightTokens | undefined {
  return ready;
}

/** Loads the tokenizer (once; a failed load may be tried again). */
export function loadHighlighter(): Promise<HighlightTokens> {
  loading ??= import('./tokens').then(
    (module) => (ready = module.highlightTokens),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
