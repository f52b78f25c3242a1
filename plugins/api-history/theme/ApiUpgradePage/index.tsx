/**
 * 'Upgrading from an older version': a form (release and packages, kept in the query string) rendered on the
 * server, and the answer computed in the browser from a data chunk that only this page loads.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ApiModuleChanges from '@theme/ApiModuleChanges';
import {parseUpgradeQuery, upgradeChanges, upgradeQueryString, type UpgradeData} from '../../upgrade';
import styles from './styles.module.css';
// What the page says when its script is off or did not load.
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import UpgradeWithoutScript from './WithoutScript';

interface Props {
  documentedVersion: string;
  olderReleases: string[];
  packages: string[];
  changesPath: string;
}

/** The data of the page: a chunk of its own, fetched once the page is on screen. */
function useUpgradeData(): UpgradeData | 'failed' | undefined {
  const [data, setData] = useState<UpgradeData | 'failed'>();
  useEffect(() => {
    let cancelled = false;
    import('@generated/api-history/default/upgrade-data.json').then(
      (module) => !cancelled && setData(module.default),
      () => !cancelled && setData('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return data;
}

function Results({data, from, packages}: {data: UpgradeData; from: string; packages: string[]}): ReactNode {
  const modules = useMemo(() => upgradeChanges(data, from, packages), [data, from, packages]);
  const count = (key: 'removed' | 'changed' | 'deprecated') =>
    modules.reduce((sum, module) => sum + module[key].length, 0);
  const changedCount = count('changed');
  return (
    <>
      <Heading as="h2" id="results">
        From {from} to {data.version}
      </Heading>
      <p role="status">
        {modules.length === 0
          ? `Nothing that ${from} exported from the chosen packages was removed, changed or deprecated by ${data.version}.`
          : `${count('removed')} removed, ${changedCount} changed and ${count('deprecated')} newly deprecated, ` +
            `in ${modules.length} ${modules.length === 1 ? 'module' : 'modules'}.`}
      </p>
      {modules.map((module) => (
        <ApiModuleChanges key={module.module} {...module} collapseChanged={changedCount > 40} />
      ))}
    </>
  );
}

export default function ApiUpgradePage({documentedVersion, olderReleases, packages, changesPath}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const data = useUpgradeData();
  // The query is read the same way on the server (empty) and once hydrated, from the form's own lists.
  const formData = useMemo(
    () => ({version: documentedVersion, versions: [...olderReleases, documentedVersion], packages, modules: {}}),
    [documentedVersion, olderReleases, packages],
  );
  const query = parseUpgradeQuery(isBrowser ? location.search : '', formData);
  const [unticked, setUnticked] = useState(false);

  const choose = (from: string, chosen: string[]) => {
    setUnticked(chosen.length === 0);
    if (chosen.length === 0) return;
    history.replace({search: upgradeQueryString({from, packages: chosen}, formData), hash: location.hash});
  };
  const toggle = (name: string, checked: boolean) =>
    choose(
      query.from,
      packages.filter((candidate) => (candidate === name ? checked : query.packages.includes(candidate))),
    );
  const chosenPackages = unticked ? [] : query.packages;

  return (
    <Layout
      title="Upgrading from an older version"
      description={`Every export removed, changed or deprecated between your Lexical version and ${documentedVersion}, for the packages you use.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Upgrading from an older version</Heading>
        <p>
          The API reference documents Lexical <strong>v{documentedVersion}</strong>, the version installed when the site
          was built. Pick the release you are on and the packages you use: this page lists every export that is gone in{' '}
          {documentedVersion}, every declaration that reads differently (before and after), and every export or member
          deprecated since, with the advice its doc comment gives. Members added to a class or interface are not listed;
          see the <Link to={changesPath}>API changes by release</Link> for everything each release added.
        </p>
        <UpgradeWithoutScript changesPath={changesPath} />
        <form className={`${styles.form} ${scriptOnly}`} onSubmit={(event) => event.preventDefault()}>
          <div className={styles.field}>
            <label htmlFor="upgrade-from">The version you are on</label>
            <select
              id="upgrade-from"
              value={query.from}
              onChange={(event) => choose(event.target.value, query.packages)}>
              {[...olderReleases].reverse().map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles.packages}>
            <legend>The packages you use</legend>
            <div className={styles.packageButtons}>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => choose(query.from, packages)}>
                Tick all
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => choose(query.from, [])}>
                Untick all
              </button>
            </div>
            <ul className={styles.packageList}>
              {packages.map((name) => (
                <li key={name}>
                  <label>
                    <input
                      type="checkbox"
                      name="packages"
                      value={name}
                      checked={chosenPackages.includes(name)}
                      onChange={(event) => toggle(name, event.target.checked)}
                    />{' '}
                    <code>{name}</code>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </form>
        <section className={`${styles.results} ${scriptOnly}`} aria-live="polite" aria-busy={data === undefined}>
          {query.problems.length > 0 && (
            <div className={`alert alert--warning ${styles.notice}`} role="alert">
              The link asked for something this page cannot show ({query.problems.join('; ')}). Showing the changes from{' '}
              {query.from} for {query.packages.length === packages.length ? 'every package' : query.packages.join(', ')}{' '}
              instead.
            </div>
          )}
          {unticked ? (
            <p role="status">Tick at least one package to see what changed in it.</p>
          ) : data === undefined || !isBrowser ? (
            <p>Loading the API history…</p>
          ) : data === 'failed' ? (
            <p role="alert">
              The API history could not be loaded. Reload the page, or read the{' '}
              <Link to={changesPath}>API changes by release</Link>.
            </p>
          ) : (
            <Results data={data} from={query.from} packages={chosenPackages} />
          )}
        </section>
      </main>
    </Layout>
  );
}
