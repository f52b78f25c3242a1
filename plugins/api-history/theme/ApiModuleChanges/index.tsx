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

/**
 * Both declarations in one block, each under a comment line: long pages (a large release lists hundreds) stay
 * small, and the two read one above the other.
 */
function declarations({before, after}: {before: string; after: string}): string {
  if (after === '') return `// removed\n${before}`;
  return `// before\n${before}\n// after\n${after}`;
}

function Compared({changed}: {changed: ModuleChangesProps['changed']}): ReactNode {
  return (
    <ul className={styles.changedList}>
      {changed.map((change) => (
        <li key={change.name}>
          <Name name={change.name} url={change.url} />
          {change.after === '' && ' (member removed)'}
          <pre className={styles.code}>
            <code>{declarations(change)}</code>
          </pre>
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
  const compared = changed.filter((change) => change.before !== '');
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
      {/* A member added to a class or interface has nothing to compare: its name is enough. */}
      <NameList label="Members added" names={changed.filter((change) => change.before === '')} />
      {compared.length > 0 &&
        (collapseChanged ? (
          <details className={styles.details}>
            <summary>
              <strong>Changed declarations</strong> ({compared.length}): show before and after
            </summary>
            <Compared changed={compared} />
          </details>
        ) : (
          <>
            <p className={styles.names}>
              <strong>Changed declarations</strong> ({compared.length}):
            </p>
            <Compared changed={compared} />
          </>
        ))}
    </section>
  );
}
