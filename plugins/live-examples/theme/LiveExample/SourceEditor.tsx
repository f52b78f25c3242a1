import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {codeLinesHtml} from '../../../syntax-highlighting/client/codeHtml';
import {serverRenderedCode, useHighlightedHtml} from '../../../syntax-highlighting/client/useHighlightedHtml';
import styles from './styles.module.css';

interface SourceEditorProps {
  code: string;
  language: 'ts' | 'tsx';
  label: string;
  onChange: (code: string) => void;
}

/**
 * The example's source: a plain textarea (the control readers and assistive technology use) over the same code
 * highlighted with the site's Prism, which the server renders like any code block. The textarea's text is
 * transparent and both share font, padding and line height, so the caret sits on the highlighted characters.
 * Tab is left to the browser: it moves focus to the next control, so the editor never traps the keyboard.
 * The server's highlighted copy is what the Markdown twin and the search index read (the textarea's label is an
 * attribute, which they do not read); once the page runs, screen readers get the labelled textarea alone.
 */
export default function SourceEditor({code, language, label, onChange}: SourceEditorProps): ReactNode {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Hydration takes the server's highlighted copy; an edit is tokenized in the browser, on Prism's own chunk.
  const [server] = useState(() => ({code, html: serverRenderedCode('data-live-source', id, code, language)}));
  const html = useHighlightedHtml(server.code === code ? server.html : undefined, code, language, codeLinesHtml);
  return (
    <div className={styles.sourceScroller}>
      <div className={styles.sourceGrid}>
        <pre
          data-live-source={id}
          className={clsx('prism-code', `language-${language}`, styles.sourceHighlight)}
          aria-hidden={hydrated || undefined}>
          <code dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <textarea
          id={id}
          // An attribute, not a <label>: the server's markup of an example that has not run yet (plugins/speed/deferred-content
          // keeps it until the example comes near) stays labelled, and the Markdown twin reads no text for it.
          aria-label={label}
          className={styles.sourceInput}
          value={code}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          rows={code.split('\n').length}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
