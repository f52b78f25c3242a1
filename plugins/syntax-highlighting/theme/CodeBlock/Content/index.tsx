import React, {useCallback, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {Token} from 'prism-react-renderer';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeLinesHtml, type LineNumberClasses} from '../../../client/codeHtml';
import {serverRenderedCode, useHighlightedHtml} from '../../../client/useHighlightedHtml';
import './styles.module.css';

const lineNumberClasses: LineNumberClasses = {
  codeLine: lineStyles.codeLine,
  codeLineNumber: lineStyles.codeLineNumber,
  codeLineContent: lineStyles.codeLineContent,
};

/**
 * theme-classic's CodeBlock/Content (same markup: its Line and Token, its classes) with the lines written as one
 * HTML string. The server tokenizes; the hydrating browser takes the string back from the server's markup, as
 * `useId` names the same block on both, so it neither runs Prism nor creates an element per token. A block that
 * first renders in the browser (after a client-side navigation) is tokenized there, as plain text until Prism has
 * loaded.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const id = useId();
  const showLineNumbers = lineNumbersStart !== undefined;
  // The context builds new metadata on each render (a word-wrap toggle): the classes are compared by value.
  const lineClassKey = JSON.stringify(lineClassNames);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for lineClassNames
  const stableLineClassNames = useMemo(() => lineClassNames, [lineClassKey]);
  const [hydration] = useState(() => ({
    html: serverRenderedCode('data-code-block', id, code, language.toLowerCase()),
    code,
    language,
    lineClassKey,
    showLineNumbers,
  }));
  const fromServer =
    hydration.code === code &&
    hydration.language === language &&
    hydration.lineClassKey === lineClassKey &&
    hydration.showLineNumbers === showLineNumbers;
  const toHtml = useCallback(
    (lines: Token[][]) =>
      codeLinesHtml(lines, {
        lineClassNames: stableLineClassNames,
        lineNumbers: showLineNumbers ? lineNumberClasses : undefined,
      }),
    [stableLineClassNames, showLineNumbers],
  );
  const html = useHighlightedHtml(fromServer ? hydration.html : undefined, code, language, toHtml);

  return (
    <pre
      ref={wordWrap.codeBlockRef}
      data-code-block={id}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- long lines scroll with the keyboard */
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${language.toLowerCase()}`,
        contentStyles.codeBlock,
        'thin-scrollbar',
      )}>
      <code
        className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
