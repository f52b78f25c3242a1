import {useEffect, useMemo, useState, type JSX} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import type {GalleryCard} from '../../index';
import {matchesFilter, readFilter, writeFilter, type GalleryFilter} from './filter';
import styles from './styles.module.css';

function Card({card}: {card: GalleryCard}): JSX.Element {
  return (
    <li className={styles.card}>
      <Link to={card.permalink} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.picture}
          src={card.picture}
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className={styles.cardBody}>
        <Heading as="h2" className={styles.cardTitle}>
          <Link to={card.permalink}>{card.title}</Link>
        </Heading>
        <p className={styles.summary}>{card.summary}</p>
        <ul className={styles.tags} aria-label="Tags">
          {card.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <p className={styles.packages}>
          <span className={styles.packagesLabel}>Packages: </span>
          {card.packages.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </span>
          ))}
        </p>
      </div>
    </li>
  );
}

export default function GalleryIndex({cards}: {cards: GalleryCard[]}): JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const allTags = useMemo(() => [...new Set(cards.flatMap((card) => card.tags))].sort(), [cards]);
  // The server renders the whole gallery; the address's filter applies once the page runs, so that the first render
  // in the browser matches the server's markup.
  const [filter, setFilterState] = useState<GalleryFilter>({query: '', tags: []});
  useEffect(() => setFilterState(readFilter(window.location.search, allTags)), [allTags]);
  const setFilter = (next: GalleryFilter) => {
    setFilterState(next);
    // The filter is part of the address, so it can be shared; replacing keeps Back for the page before.
    history.replace({...location, search: writeFilter(next)});
  };
  const shown = cards.filter((card) => matchesFilter(card, filter));
  const toggleTag = (tag: string) =>
    setFilter({
      ...filter,
      tags: filter.tags.includes(tag) ? filter.tags.filter((chosen) => chosen !== tag) : [...filter.tags, tag],
    });

  return (
    <Layout
      title="Gallery"
      description="Complete Lexical editors that run on the page: toolbars, chat input, tables, Markdown, collaboration and more, each with its source and a StackBlitz project.">
      <main>
        <header className={styles.header}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Gallery
            </Heading>
            <p className={styles.lead}>
              Whole, working editors built with Lexical. Each one runs on its own page, with its source file by file,
              and opens in StackBlitz to change as you like.
            </p>
          </div>
        </header>
        <div className="container margin-vert--lg">
          <div role="search" className={styles.filters} aria-label="Filter the examples">
            <label className={styles.queryLabel} htmlFor="gallery-query">
              Filter
            </label>
            <input
              id="gallery-query"
              className={styles.query}
              type="search"
              placeholder="table, markdown, @lexical/yjs…"
              value={filter.query}
              maxLength={100}
              onChange={(event) => setFilter({...filter, query: event.target.value})}
            />
            <div className={styles.tagButtons} role="group" aria-label="Tags">
              {allTags.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  className={styles.tagButton}
                  aria-pressed={filter.tags.includes(tag)}
                  onClick={() => toggleTag(tag)}>
                  {tag}
                </button>
              ))}
            </div>
          </div>
          <p className={styles.count} role="status">
            {shown.length === cards.length ? `${cards.length} examples` : `${shown.length} of ${cards.length} examples`}
          </p>
          {shown.length > 0 ? (
            <ul className={styles.grid}>
              {shown.map((card) => (
                <Card key={card.slug} card={card} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>No example matches this filter.</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setFilter({query: '', tags: []})}>
                Show all examples
              </button>
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
