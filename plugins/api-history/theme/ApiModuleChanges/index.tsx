/** One module's API changes: used by the page of each minor release and by the upgrading page. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface LinkedName {
  name: string;
  url?: string;
}

export interface ModuleChangesProps {
  module: string;
  url?: string;
  added?: LinkedName[];
  removed: LinkedName[];
  deprecated: (LinkedName & {message: string})[];
  changed: (LinkedName & {before: string; after: string})[];
  /** Collapse the declarations (many changes would make a long page). */
  collapseChanged?: boolean;
  /** Heading level of the module's name. */
  headingLevel?: 'h3' | 'h4';
}

/** A name in code type, linked to its reference page when there is one. */
export function Name({name, url}: LinkedName): ReactNode {
  return url ? (
    <Link to={url}>
      <code>{name}</code>
    </Link>
  ) : (
    <code>{name}</code>
  );
}

function NameList({label, names}: {label: string; names: LinkedName[]}): ReactNode {
  if (names.length === 0) return null;
  return (
    <p className={styles.names}>
      <strong>{label}</strong> ({names.length}):{' '}
      {names.map((entry, index) => (
        <React.Fragment key={entry.name}>
          {index > 0 && ', '}
          <Name {...entry} />
        </React.Fragment>
      ))}
    </p>
  );
}

function Declaration({label, text}: {label: string; text: string}): ReactNode {
  return (
    <div className={styles.declaration}>
      <span className={styles.declarationLabel}>{label}</span>
      {/* Wrapped, not scrolled: no scrollable region to reach by keyboard. */}
      <pre className={styles.code}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

function Changed({changed}: {changed: ModuleChangesProps['changed']}): ReactNode {
  return (
    <ul className={styles.changedList}>
      {changed.map((change) => (
        <li key={change.name}>
          <Name name={change.name} url={change.url} />
          {change.before === '' ? ' (member added)' : change.after === '' ? ' (member removed)' : null}
          {change.before !== '' && <Declaration label="Before" text={change.before} />}
          {change.after !== '' && <Declaration label="After" text={change.after} />}
        </li>
      ))}
    </ul>
  );
}

export default function ApiModuleChanges({
  module,
  url,
  added = [],
  removed,
  deprecated,
  changed,
  collapseChanged = false,
  headingLevel = 'h3',
}: ModuleChangesProps): ReactNode {
  return (
    <section className={styles.module}>
      <Heading as={headingLevel} className={styles.moduleTitle}>
        {url ? (
          <Link to={url}>
            <code>{module}</code>
          </Link>
        ) : (
          <code>{module}</code>
        )}
      </Heading>
      <NameList label="Added" names={added} />
      <NameList label="Removed" names={removed} />
      {deprecated.length > 0 && (
        <>
          <p className={styles.names}>
            <strong>Newly deprecated</strong> ({deprecated.length}):
          </p>
          <ul>
            {deprecated.map((entry) => (
              <li key={entry.name}>
                <Name name={entry.name} url={entry.url} />
                {entry.message ? <>: {entry.message}</> : ' (no advice given)'}
              </li>
            ))}
          </ul>
        </>
      )}
      {changed.length > 0 &&
        (collapseChanged ? (
          <details className={styles.details}>
            <summary>
              <strong>Changed declarations</strong> ({changed.length}): show before and after
            </summary>
            <Changed changed={changed} />
          </details>
        ) : (
          <>
            <p className={styles.names}>
              <strong>Changed declarations</strong> ({changed.length}):
            </p>
            <Changed changed={changed} />
          </>
        ))}
    </section>
  );
}
