import {useCallback, useEffect, useState} from 'react';

export interface EditedSource {
  /** The source as the reader edits it. */
  code: string;
  setCode: (code: string) => void;
  /** The source that runs: `code` once typing has paused. */
  runCode: string;
  /** Whether the source or the running code differs from the example's own. */
  edited: boolean;
  /** Restores the example's own source, and runs it. */
  reset: () => void;
}

/** The example's source as the reader edits it, and the source that runs. */
export function useEditedSource(originalCode: string, debounceMs: number): EditedSource {
  const [code, setCode] = useState(originalCode);
  const [runCode, setRunCode] = useState(originalCode);

  // Edits run after a pause in typing.
  useEffect(() => {
    if (code === runCode) return undefined;
    const timer = window.setTimeout(() => setRunCode(code), debounceMs);
    return () => window.clearTimeout(timer);
  }, [code, runCode, debounceMs]);

  const reset = useCallback(() => {
    setCode(originalCode);
    setRunCode(originalCode);
  }, [originalCode]);

  return {code, setCode, runCode, edited: code !== originalCode || runCode !== originalCode, reset};
}
