/** The list of minor releases with how many exports each added, removed, deprecated and changed. */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ChangesIndex} from '../../pages';
import styles from '../ApiChangesMinorPage/styles.module.css';

export default function ApiChangesIndexPage({
  index,
  upgradingPath,
}: {
  index: ChangesIndex;
  upgradingPath: string;
}): ReactNode {
  const {documentedVersion, minors, firstVersion} = index;
  return (
    <Layout
      title="API changes by release"
      description={`What each Lexical release up to ${documentedVersion} added, removed, deprecated and changed in the exports of lexical and @lexical/* packages.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">API changes by release</Heading>
        <p>
          The API reference documents Lexical <strong>v{documentedVersion}</strong>, the version installed when the site
          was built. These pages list, for every release up to it, which exports of <code>lexical</code> and the{' '}
          <code>@lexical/*</code> packages appeared, went away, were newly deprecated, or had their declaration change,
          compared with the release before. They are read from the type declarations that each release published.
        </p>
        <p>
          Upgrading across several releases? <Link to={upgradingPath}>Upgrading from an older version</Link> lists every
          removal, changed declaration and deprecation between your version and {documentedVersion} in one place.
        </p>
        <p>
          {firstVersion} is the oldest release compared, and the first release of a package with type declarations is
          compared with nothing: their pages list the exports they already had as added. <em>Changed</em> counts
          declarations that read differently, including members added to or removed from a class or interface.
        </p>
        <table className={styles.countsTable}>
          <caption>Releases, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Release</th>
              <th scope="col">Versions</th>
              <th scope="col">Added</th>
              <th scope="col">Removed</th>
              <th scope="col">Deprecated</th>
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {minors.map((minor) => (
              <tr key={minor.minor}>
                <th scope="row">
                  <Link to={minor.path}>{minor.minor}</Link>
                </th>
                <td>{minor.releases.join(', ')}</td>
                <td>{minor.counts.added}</td>
                <td>{minor.counts.removed}</td>
                <td>{minor.counts.deprecated}</td>
                <td>{minor.counts.changed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}
