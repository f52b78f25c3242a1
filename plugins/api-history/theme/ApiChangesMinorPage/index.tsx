/** Every release of one minor version, each with its API changes per module. */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ApiModuleChanges from '@theme/ApiModuleChanges';
import type {MinorChanges, ReleaseEntry} from '../../pages';
import styles from './styles.module.css';

/** A release with more changed declarations than this shows them collapsed, module by module. */
const collapseAbove = 40;

export function releaseAnchor(version: string): string {
  return `release-${version.replace(/\./g, '-')}`;
}

function Release({release, documentedVersion}: {release: ReleaseEntry; documentedVersion: string}): ReactNode {
  const changedCount = release.modules.reduce((sum, module) => sum + module.changed.length, 0);
  return (
    <section className={styles.release}>
      <Heading as="h2" id={releaseAnchor(release.version)}>
        Lexical {release.version}
      </Heading>
      <p>
        {release.previous
          ? `Compared with ${release.previous}.`
          : 'The oldest release compared: every export it had is listed as added.'}{' '}
        {release.modules.length === 0 && 'No export changed.'}
        {release.version !== documentedVersion && release.modules.length > 0 && (
          <>Names link to the reference of {documentedVersion} when that version still exports them.</>
        )}
      </p>
      {release.modules.map((module) => (
        <ApiModuleChanges key={module.module} {...module} collapseChanged={changedCount > collapseAbove} />
      ))}
    </section>
  );
}

export default function ApiChangesMinorPage({
  changes,
  changesPath,
  upgradingPath,
}: {
  changes: MinorChanges;
  changesPath: string;
  upgradingPath: string;
}): ReactNode {
  const {minor, releases, counts, documentedVersion, newer, older} = changes;
  const versions = releases.map((release) => release.version);
  const title = `API changes in Lexical ${minor}`;
  return (
    <Layout
      title={title}
      description={`Exports added, removed, deprecated and changed in Lexical ${versions.join(', ')}, module by module.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <p>
          What {versions.length === 1 ? 'release' : 'releases'} {versions.join(', ')} changed in the exports of{' '}
          <code>lexical</code> and the <code>@lexical/*</code> packages: {counts.added} added, {counts.removed} removed,{' '}
          {counts.deprecated} newly deprecated and {counts.changed} changed declarations. The API reference documents
          Lexical <strong>v{documentedVersion}</strong>, the installed version; removed names are not linked.
        </p>
        <nav className={styles.pager} aria-label="Other releases">
          <Link to={changesPath}>All releases</Link>
          {newer && <Link to={newer.path}>Newer: {newer.minor}</Link>}
          {older && <Link to={older.path}>Older: {older.minor}</Link>}
          <Link to={upgradingPath}>Upgrading from an older version</Link>
        </nav>
        {releases.map((release) => (
          <Release key={release.version} release={release} documentedVersion={documentedVersion} />
        ))}
      </main>
    </Layout>
  );
}
