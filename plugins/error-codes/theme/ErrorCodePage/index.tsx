import React, {useId, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Head from '@docusaurus/Head';
import {fillMessage, matchesFilter, parseErrorQuery, releaseNamedIn, MAX_VALUE_LENGTH} from '../../format';
import {fromRanges} from '../../allVersions';
import type {ErrorCodeRow, ErrorCodeTable} from '../../types';
import styles from './styles.module.css';
// Values from the address, isolated from the page's sentences.
import UrlText from '@site/lib/ui/UrlText';
// What the page says when its script is off or did not load.
import {scriptOnly} from '@site/lib/ui/ScriptFallback';
import ErrorCodesWithoutScript from './WithoutScript';

/** Set on <html> before the first paint when the URL names a code (see the page's inline script). */
const QUERY_ATTRIBUTE = 'data-error-code-query';

function seenInText(seenIn: string[]): string {
  return seenIn.map((range) => range.replace('..', ' to ')).join(', ');
}

function MessageTemplate({message}: {message: string}): ReactNode {
  // Placeholders shown as a visible token so readers see where values go.
  const pieces = message.split('%s');
  return pieces.map((piece, index) => (
    <React.Fragment key={index}>
      {piece}
      {index < pieces.length - 1 && <span className={styles.placeholder}>%s</span>}
    </React.Fragment>
  ));
}

function DevBuildHint(): ReactNode {
  return (
    <p>
      The development build of Lexical prints every message in full: run your app with <code>NODE_ENV=development</code>{' '}
      (the default of most dev servers) and reproduce the problem to read it there.
    </p>
  );
}

function Decoded({
  row,
  code,
  values,
  extraCodes,
  table,
}: {
  row: ErrorCodeRow | undefined;
  code: number;
  values: string[];
  extraCodes: string[];
  table: ErrorCodeTable;
}): ReactNode {
  if (!row) {
    return (
      <section className={styles.panel} aria-labelledby="decoded-title">
        <Heading as="h2" id="decoded-title">
          Error code #{code}
        </Heading>
        <p className={styles.notice} role="status">
          Code #{code} is not known to Lexical {table.version}, the version these docs describe, nor to any of the{' '}
          {table.releases.length} released versions whose packages were scanned.
        </p>
        <DevBuildHint />
      </section>
    );
  }
  const fromTable = row.source === 'lexical-table';
  const wordings = [{message: row.message, seenIn: row.messageSeenIn}, ...row.earlierMessages];
  const readerRelease = releaseNamedIn(values, table.releases);
  const readerWording = readerRelease
    ? wordings.find((w) => fromRanges(w.seenIn, table.releases).includes(readerRelease))
    : undefined;
  const lead = readerWording ?? wordings[0];
  const others = wordings.filter((w) => w !== lead);
  const filled = fillMessage(lead.message, values);
  const truncated = filled.parts.some((p) => p.type === 'value' && p.truncatedFrom !== undefined);
  return (
    <section className={styles.panel} aria-labelledby="decoded-title">
      <Heading as="h2" id="decoded-title">
        Error code #{code}
      </Heading>
      {row.kind === 'warning' && (
        <p className={styles.kind}>Lexical throws this one in development and logs it as a warning in production.</p>
      )}
      {readerRelease && (
        <p className={styles.meta} data-testid="reader-release">
          {readerWording
            ? `The link names Lexical ${readerRelease} (your release): this is the message of that release.`
            : `The link names Lexical ${readerRelease} (your release), which does not use this code; this is its newest message.`}
        </p>
      )}
      <p className={styles.message} data-testid="decoded-message">
        {filled.parts.map((part, index) =>
          part.type === 'text' ? (
            <React.Fragment key={index}>{part.text}</React.Fragment>
          ) : part.type === 'value' ? (
            <code key={index} className={styles.value}>
              <UrlText text={part.text} />
            </code>
          ) : (
            <span key={index} className={styles.missing}>
              [value {part.index + 1} missing]
            </span>
          ),
        )}
      </p>
      {filled.missingCount > 0 && (
        <p className={styles.note}>
          The link gave {values.length} of the {values.length + filled.missingCount} values this message needs; the
          missing ones are marked.
        </p>
      )}
      {filled.extraValues.length > 0 && (
        <div className={styles.note}>
          <p>The link carried more values than this message uses; the extra ones were:</p>
          <ul>
            {filled.extraValues.map((value, index) => (
              <li key={index}>
                <code className={styles.value}>
                  <UrlText text={value} />
                </code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {truncated && <p className={styles.note}>Values longer than {MAX_VALUE_LENGTH} characters are shortened.</p>}
      {extraCodes.length > 0 && (
        <p className={styles.note}>The link named more than one code; only the first is shown.</p>
      )}
      <p className={styles.meta}>
        {row.seenIn.length > 0 &&
          !fromTable &&
          (row.inCurrentVersion
            ? `Used by Lexical ${table.version}. `
            : `Not used by Lexical ${table.version} any more. `)}
        {lead.seenIn.length > 0 && `This message: releases ${seenInText(lead.seenIn)}.`}
      </p>
      {fromTable && (
        <p className={styles.meta} data-testid="table-message">
          {`No production bundle published since Lexical ${table.currentNumberingSince} throws this code`}
          {lead === wordings[0]
            ? ": this is the message Lexical's own code table gives it."
            : "; the message Lexical's own code table gives it is listed below."}
          {row.seenIn.length > 0 &&
            ` Releases before ${table.currentNumberingSince} numbered their messages differently` +
              (lead === wordings[0] ? ' and used this code for other messages, listed below.' : '.')}
        </p>
      )}
      {row.devOnlyIn.length > 0 && (
        <p className={styles.meta} data-testid="never-thrown">
          Never seen in a published production bundle: only development builds make this check (releases{' '}
          {seenInText(row.devOnlyIn)}), and they throw the full message. Its number follows from the order in which
          Lexical numbers its messages.
        </p>
      )}
      {others.length > 0 && (
        <div className={styles.meta}>
          <p>Other messages this code has had, by release:</p>
          <ul data-testid="other-messages">
            {others.map((other) => (
              <li key={other.message}>
                <strong>
                  {other.seenIn.length > 0
                    ? seenInText(other.seenIn)
                    : "Lexical's code table (no production bundle throws it)"}
                  :
                </strong>{' '}
                <MessageTemplate message={other.message} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function CodeList({table, routePath}: {table: ErrorCodeTable; routePath: string}): ReactNode {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const rows = useMemo(() => table.codes.filter((row) => matchesFilter(row, filter)), [table, filter]);
  return (
    <section aria-labelledby="all-codes">
      <Heading as="h2" id="all-codes">
        All known codes
      </Heading>
      <div className={`${styles.filter} ${scriptOnly}`}>
        <label htmlFor={inputId}>Filter by code number or words</label>
        <input
          id={inputId}
          type="search"
          value={filter}
          placeholder="e.g. 19 or active editor"
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p aria-live="polite" className={styles.count}>
        {rows.length === table.codes.length
          ? `${rows.length} codes`
          : `${rows.length} of ${table.codes.length} codes match`}
      </p>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.code} className={styles.row}>
            <Link to={`${routePath}?code=${row.code}`} className={styles.code} aria-label={`Code ${row.code}`}>
              #{row.code}
            </Link>
            <div>
              <p className={styles.rowMessage}>
                <MessageTemplate message={row.message} />
              </p>
              <p className={styles.rowMeta}>
                {row.kind === 'warning' ? 'Warning. ' : ''}
                {row.inCurrentVersion ? `In ${table.version}. ` : ''}
                {row.source === 'lexical-table'
                  ? `From Lexical's code table, never thrown by a production bundle since ${table.currentNumberingSince}` +
                    (row.seenIn.length > 0 ? `; other messages in ${seenInText(row.seenIn)}` : '')
                  : row.seenIn.length > 0
                    ? `Seen in ${seenInText(row.seenIn)}`
                    : `Development builds only: ${seenInText(row.devOnlyIn)}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ErrorCodePage({table, routePath}: {table: ErrorCodeTable; routePath: string}): ReactNode {
  const location = useLocation();
  // The static HTML has no query string: read it only once hydrated so the
  // first client render matches the server's.
  const isBrowser = useIsBrowser();
  const query = parseErrorQuery(isBrowser ? location.search : '');
  const byCode = useMemo(() => new Map(table.codes.map((row) => [row.code, row])), [table]);
  const current = table.codes.filter((row) => row.inCurrentVersion).length;
  const tableOnly = table.codes.filter((row) => row.source === 'lexical-table').length;

  return (
    <Layout
      title="Error codes"
      description={`Full messages for the minified errors and warnings of Lexical ${table.version} and earlier releases.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Head>
          {/* Runs before the first paint: with a code in the URL, the static page shows a
              neutral decoding state instead of the list that the decoded code replaces. Written as the
              build's HTML minifier writes it: React Helmet runs a head script again, with its source text,
              when the minifier changed it, and the Content-Security-Policy allows only the built text. */}
          <script>{`/[?&]code=/.test(location.search)&&document.documentElement.setAttribute("${QUERY_ATTRIBUTE}","")`}</script>
        </Head>
        <Heading as="h1">Lexical error codes</Heading>
        <ErrorCodesWithoutScript />
        {!isBrowser && (
          <section className={`${styles.panel} ${styles.decoding} ${scriptOnly}`} aria-labelledby="decoding-title">
            <Heading as="h2" id="decoding-title">
              Decoding the error code…
            </Heading>
            <p role="status">The full message appears here in a moment.</p>
          </section>
        )}
        {query.state === 'code' && (
          <>
            <Decoded
              row={byCode.get(query.code)}
              code={query.code}
              values={query.values}
              extraCodes={query.extraCodes}
              table={table}
            />
            <p>
              <Link to={routePath}>Browse all error codes</Link>
            </p>
          </>
        )}
        {query.state === 'invalid' && (
          <>
            <section className={styles.panel} aria-labelledby="decoded-title">
              <Heading as="h2" id="decoded-title">
                Not an error code
              </Heading>
              <p className={styles.notice} role="status">
                The link asks for code{' '}
                <code className={styles.value}>
                  <UrlText text={query.raw.length > 40 ? `${query.raw.slice(0, 40)}…` : query.raw} />
                </code>
                , but error codes are whole numbers such as <code>19</code>. Check that the link was copied in full.
              </p>
              <DevBuildHint />
            </section>
            <p>
              <Link to={routePath}>Browse all error codes</Link>
            </p>
          </>
        )}
        {query.state === 'no-code' && (
          <div className={isBrowser ? undefined : styles.codeIndex}>
            <p className={styles.intro}>
              To keep production bundles small, Lexical replaces the message of each of its invariant errors and
              warnings with a number (errors it throws directly keep their full text). A production build reports, for
              example, <code>Minified Lexical error #19</code> with a link to this page; the link carries the code and
              the values that belong in the message, and this page puts the full message back together.
            </p>
            <p>
              This table has {table.codes.length} codes: the {current} used by Lexical {table.version}, read from its
              installed packages when the site is built, every other code found in the published packages of the{' '}
              {table.releases.length} Lexical releases scanned from the registry, and {tableOnly} that no production
              bundle since {table.currentNumberingSince} throws, with the message Lexical&apos;s own code table gives
              them. Each code names the releases it was seen in.
            </p>
            <CodeList table={table} routePath={routePath} />
          </div>
        )}
      </main>
    </Layout>
  );
}
