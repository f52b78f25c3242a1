import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDelegatedLinkNavigation} from '@site/lib/ui/hooks/useDelegatedLinkNavigation';
import {useServerMarkup} from '@site/lib/ui/hooks/useServerMarkup';
import {deferredLayoutProps} from '@site/lib/ui/ScrollableTable/deferredLayout';
import clsx from 'clsx';
import {descriptionParts} from '../../../../lib/lexical-packages/descriptionParts';
import type {ModuleExports, PackageExport, PackageExportsData} from '../../types';
import styles from './styles.module.css';

interface PackageExportsProps {
  /** npm name of the package, e.g. `@lexical/link`. */
  package: string;
  /** That package's data file, imported into the page by remark/package-exports. */
  data?: PackageExportsData;
}

/** A summary sentence with its `code spans` rendered as code and its links (site descriptions have some) as links. */
function Summary({text}: {text: string}): ReactNode {
  return descriptionParts(text).map((part, index) =>
    part.kind === 'code' ? (
      <code key={index}>{part.text}</code>
    ) : part.kind === 'link' ? (
      <Link key={index} to={part.url}>
        {part.text}
      </Link>
    ) : (
      <React.Fragment key={index}>{part.text}</React.Fragment>
    ),
  );
}

/** An export name that may wrap only between its words (`addClassNames|To|Element`, `CAN_|USE_|DOM`). */
function BreakableName({name}: {name: string}): ReactNode {
  return name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=_)/).map((word, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {word}
    </React.Fragment>
  ));
}

function ExportRow({entry}: {entry: PackageExport}): ReactNode {
  return (
    <tr data-export-name={entry.name} data-export-kinds={entry.kinds.join(' ')}>
      <td className={styles.name}>
        <Link to={entry.url}>
          <code>
            <BreakableName name={entry.name} />
          </code>
        </Link>
      </td>
      <td className={styles.kind}>
        {entry.kinds.map((kind) => (
          <span key={kind} className={`${styles.kindBadge} ${styles[`kind_${kind}`] ?? ''}`}>
            {kind}
          </span>
        ))}
      </td>
      <td className={styles.summary}>
        {entry.deprecated && <span className={styles.deprecated}>Deprecated</span>}
        <Summary text={entry.summary} />
      </td>
      <td className={styles.since}>{entry.since ?? '-'}</td>
    </tr>
  );
}

function ModuleTable({
  module,
  filter,
  showModuleName,
}: {
  module: ModuleExports;
  filter: string;
  showModuleName: boolean;
}): ReactNode {
  const serverMarkup = useServerMarkup();
  const needle = filter.trim().toLowerCase();
  const rows = needle ? module.exports.filter((entry) => entry.name.toLowerCase().includes(needle)) : module.exports;
  if (needle && rows.length === 0) {
    return null;
  }
  // A package page holds dozens of these short tables, each row linked to its API page: each is laid out only near
  // the viewport.
  const deferredLayout = deferredLayoutProps({rows: rows.length, linked: true}, 1);
  // Unfiltered, the rows are the server's markup on a first load: hundreds of rows not hydrated (links are
  // navigated by the root's delegated handler). Filtering renders them.
  const table =
    serverMarkup.html !== null && !needle ? (
      <table
        key="server"
        className={styles.table}
        {...serverMarkup.attributes}
        dangerouslySetInnerHTML={{__html: serverMarkup.html}}
      />
    ) : (
      <table key="rendered" className={styles.table} {...serverMarkup.attributes}>
        <thead>
          <tr>
            <th scope="col">Export</th>
            <th scope="col">Kind</th>
            <th scope="col">Description</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <ExportRow key={entry.name} entry={entry} />
          ))}
        </tbody>
      </table>
    );
  return (
    <section className={styles.module} data-module={module.moduleName}>
      {showModuleName && (
        <p className={styles.moduleName}>
          <Link to={module.url}>
            <code>{module.moduleName}</code>
          </Link>{' '}
          <span className={styles.count}>
            {module.exports.length} {module.exports.length === 1 ? 'export' : 'exports'}
          </span>
        </p>
      )}
      <div className={clsx(styles.scroller, deferredLayout.className)} style={deferredLayout.style}>
        {table}
      </div>
    </section>
  );
}

function packageData({package: packageName, data}: PackageExportsProps): PackageExportsData {
  if (!data || data.packageName !== packageName) {
    throw new Error(
      `PackageExports: no export data for "${packageName}": the package-exports remark plugin adds it to the page`,
    );
  }
  return data;
}

/** The documented (installed) version of a package and its npm page. */
export function PackageInfo(props: PackageExportsProps): ReactNode {
  const {packageName, version} = packageData(props);
  return (
    <p className={styles.info} data-package-info={packageName}>
      Documented version: <strong>{version}</strong> ·{' '}
      <Link href={`https://www.npmjs.com/package/${packageName}`}>{packageName} on npm</Link>
    </p>
  );
}

/**
 * The table of every export of an installed package, computed at build time
 * by the package-exports plugin from the package's type declarations.
 */
export default function PackageExports(props: PackageExportsProps): ReactNode {
  const data = packageData(props);
  const {packageName} = data;
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const linkNavigation = useDelegatedLinkNavigation();
  const total = data.modules.reduce((sum, module) => sum + module.exports.length, 0);
  const several = data.modules.length > 1;
  return (
    <div className={styles.root} data-package-exports={packageName} {...linkNavigation}>
      <div className={styles.toolbar}>
        <p className={styles.meta}>
          {total} exports{several ? ` in ${data.modules.length} modules` : ''}, read from the type declarations of{' '}
          <code>
            {packageName}@{data.version}
          </code>
          .
        </p>
        <label className={styles.filter} htmlFor={filterId}>
          Filter by name
          <input
            id={filterId}
            type="search"
            value={filter}
            placeholder="e.g. Node"
            onChange={(event) => setFilter(event.target.value)}
          />
        </label>
      </div>
      {data.modules.map((module) => (
        <ModuleTable key={module.moduleName} module={module} filter={filter} showModuleName={several} />
      ))}
    </div>
  );
}
