import {useCallback, useState, type ReactNode} from 'react';
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import OpenInStackBlitz from '@site/plugins/gallery/theme/GalleryExample/OpenInStackBlitz';
import {importedPackages, type StackBlitzExample} from '@site/plugins/gallery/stackblitz';
import type {LiveExamplesGlobalData} from '../../index';
import styles from './styles.module.css';

/** The example as its source stands (with the reader's edits), as a StackBlitz project. */
function stackblitzExample(
  code: string,
  language: 'ts' | 'tsx',
  label: string,
  versions: LiveExamplesGlobalData['versions'],
): StackBlitzExample {
  const imported = importedPackages(code);
  const packages: Record<string, string> = {react: versions.react, 'react-dom': versions.react};
  for (const name of imported) {
    if (name === 'lexical' || name.startsWith('@lexical/')) packages[name] = versions.lexical;
  }
  const usesReact = imported.includes('react') || imported.includes('@lexical/react');
  return {
    slug: 'live-example',
    title: label,
    summary: `${label}, from the Lexical documentation.`,
    files: [{name: `example.${language}`, code}],
    packages,
    start: usesReact ? 'component' : 'mount',
  };
}

/** Copies `text` to the clipboard; `copied` is true for two seconds after. */
function useCopyToClipboard(text: string): {copied: boolean; copy: () => void} {
  const [copied, setCopied] = useState(false);
  const copy = useCallback(() => {
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  }, [text]);
  return {copied, copy};
}

interface ToolbarProps {
  label: string;
  code: string;
  language: 'ts' | 'tsx';
  versions: LiveExamplesGlobalData['versions'];
  /** Whether there is anything for Reset to restore. */
  edited: boolean;
  onReset: () => void;
}

/** The example's label, and its actions on the source: reset, copy, open in StackBlitz. */
export default function Toolbar({label, code, language, versions, edited, onReset}: ToolbarProps): ReactNode {
  const {copied, copy} = useCopyToClipboard(code);
  return (
    <div className={styles.toolbar}>
      <span className={styles.toolbarTitle}>{label}</span>{' '}
      <span className={styles.actions}>
        <button
          type="button"
          className={`button button--secondary button--sm ${scriptOnly}`}
          onClick={onReset}
          disabled={!edited}>
          Reset
        </button>
        <button type="button" className={`button button--secondary button--sm ${scriptOnly}`} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <OpenInStackBlitz
          className={`button button--secondary button--sm ${scriptOnly}`}
          example={stackblitzExample(code, language, label, versions)}
        />
      </span>
    </div>
  );
}
