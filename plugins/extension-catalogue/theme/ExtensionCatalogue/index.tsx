import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/lib/ui/ScrollableTable';
// Written by plugins/extension-catalogue; bundled only with the pages that render this component.
import catalogue from '@generated/extension-catalogue/default/catalogue.json';
import type {CatalogueDependency, CatalogueEntry} from '../../types';
import styles from './styles.module.css';

interface ExtensionCatalogueProps {
  /** Only the extensions of this group (`core`, `text`, `structure`, `integrations`, `react`); all when left out. */
  group?: string;
}

function DependencyList({items, label}: {items: CatalogueDependency[]; label: string}): ReactNode {
  if (items.length === 0) {
    return null;
  }
  return (
    <div className={styles.dependencies}>
      <span className={styles.label}>{label}</span>
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <code>{item.name}</code>
            {item.configured && <span className={styles.note}> (configured)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExtensionRow({entry}: {entry: CatalogueEntry}): ReactNode {
  const hasDependencies = entry.dependencies.length + entry.peerDependencies.length + entry.conflictsWith.length > 0;
  return (
    <tr data-extension={entry.exportName}>
      <th scope="row" className={styles.name}>
        <Link to={entry.npmUrl}>
          <code>{entry.exportName}</code>
        </Link>
        <div className={styles.note}>
          name <code>{entry.name}</code>
        </div>
        <div className={styles.note}>
          from <code>{entry.importPath}</code>
          {entry.alsoExportedFrom.map((other) => (
            <React.Fragment key={other}>
              {' '}
              and <code>{other}</code>
            </React.Fragment>
          ))}
        </div>
        {entry.apiUrl && (
          <div className={styles.note}>
            <Link to={entry.apiUrl}>API reference</Link>
          </div>
        )}
      </th>
      <td>
        {hasDependencies ? (
          <>
            <DependencyList items={entry.dependencies} label="Depends on" />
            <DependencyList items={entry.peerDependencies} label="Peers" />
            <DependencyList
              items={entry.conflictsWith.map((name) => ({name, configured: false}))}
              label="Conflicts with"
            />
          </>
        ) : (
          <span className={styles.none}>none</span>
        )}
      </td>
      <td>
        {entry.config.length === 0 ? (
          <span className={styles.none}>no config</span>
        ) : (
          <ul className={styles.config}>
            {entry.config.map((field) => (
              <li key={field.key}>
                <code>{field.key}</code>
                {field.kind === 'data' ? (
                  <>
                    {' = '}
                    <code className={styles.value}>{field.value}</code>
                  </>
                ) : (
                  <span className={styles.note}> ({field.kind === 'function' ? 'a function' : 'an object'})</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/**
 * A table of the extensions that the installed Lexical packages export, built
 * from the packages themselves at build time.
 */
export default function ExtensionCatalogue({group}: ExtensionCatalogueProps): ReactNode {
  const entries = group ? catalogue.extensions.filter((entry) => entry.group === group) : catalogue.extensions;
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Extension</th>
          <th scope="col">Dependencies</th>
          <th scope="col">Config (defaults)</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <ExtensionRow key={`${entry.importPath}:${entry.exportName}`} entry={entry} />
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** How many extensions the catalogue lists, for the page's prose. */
export function ExtensionCount({group}: ExtensionCatalogueProps): ReactNode {
  const entries = group ? catalogue.extensions.filter((entry) => entry.group === group) : catalogue.extensions;
  return <>{entries.length}</>;
}
