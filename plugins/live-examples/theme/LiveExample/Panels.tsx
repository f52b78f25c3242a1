import type {ReactNode} from 'react';
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import type {PanelData} from '../../runtime';
import type {ExampleStatus} from './exampleRun';
import styles from './styles.module.css';

const panelTitles: Record<string, string> = {
  state: 'Editor state',
  commands: 'Commands',
  tags: 'Update tags',
  selection: 'Selection',
  transforms: 'Transform runs',
};

function panelText(name: string, data: PanelData | null, status: ExampleStatus): string {
  if (data === null) {
    return status === 'running' ? '(no Lexical editor found in the preview)' : 'Starts with the example.';
  }
  if (name === 'state') return data.state;
  const entries = data[name as Exclude<keyof PanelData, 'state'>];
  return entries.length > 0 ? entries.join('\n') : '(none yet)';
}

interface PanelProps {
  /** The id of the panel's title, which labels its body. */
  titleId: string;
  name: string;
  text: string;
  placeholderHidden: true | undefined;
}

function Panel({titleId, name, text, placeholderHidden}: PanelProps): ReactNode {
  return (
    <div className={styles.panel}>
      <div className={styles.panelTitle} id={titleId}>
        {panelTitles[name]}
      </div>
      {/* A log, not a code sample (no <pre>); a scrolling region takes focus so the keyboard can scroll it. */}
      <div
        className={styles.panelBody}
        // Focusable once shown: a placeholder hidden from assistive technology holds nothing focusable.
        tabIndex={placeholderHidden ? undefined : 0}
        role="region"
        aria-labelledby={titleId}
        data-testid={`live-panel-${name}`}>
        {text}
      </div>
    </div>
  );
}

interface PanelsProps {
  /** Prefix of the panels' title ids, unique on the page. */
  baseId: string;
  names: readonly string[];
  data: PanelData | null;
  status: ExampleStatus;
  placeholderHidden: true | undefined;
}

/** The panels that follow the running example's editor: its state, commands, update tags and so on. */
export default function Panels({baseId, names, data, status, placeholderHidden}: PanelsProps): ReactNode {
  return (
    <div className={`${styles.panels} ${scriptOnly}`} aria-hidden={placeholderHidden}>
      {names.map((name) => (
        <Panel
          key={name}
          titleId={`${baseId}-${name}`}
          name={name}
          text={panelText(name, data, status)}
          placeholderHidden={placeholderHidden}
        />
      ))}
    </div>
  );
}
