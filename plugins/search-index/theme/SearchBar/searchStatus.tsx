/**
 * "Searching…" in the modal while the reader's query has no answer yet, in place of DocSearch's "No results" screen.
 * DocSearch shows that screen as soon as a query has no hits in its state: for a query typed before the modal's
 * code arrived, or pasted while the index loads, it said "No results" for as long as the index took. Here a query
 * counts as answered once the search client has answered it (hits, none, or a failure). The no-results screen shows
 * only for a query answered with no hits (the modal holds `lexical-search--awaiting` otherwise: also in the moment
 * between an answer with hits and DocSearch's rendering of them), and until the answer a status with an accessible
 * name says "Searching…".
 *
 * The status is a component of its own: the modal re-rendering on each keystroke would rebuild DocSearch's
 * autocomplete state and lose what was typed.
 */
import React, {useEffect, useRef, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {useNodeInDocSearch} from './docsearchWorkarounds';

/** The queries the search client was asked and has answered, with hit counts, shared by the client and the status. */
export interface AnsweredQueries {
  /** Called by the search client as it starts a query. */
  markAsked(query: string): void;
  /** The query asked last. */
  lastAsked(): string;
  /** Called by the search client with each query it has answered and its number of hits (0 for a failure). */
  markAnswered(answers: readonly (readonly [query: string, hits: number])[]): void;
  /** The number of hits of an answered query; undefined while it waits for its answer. */
  hitsOf(query: string): number | undefined;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a query is answered. */
  version(): number;
}

function createAnsweredQueries(): AnsweredQueries {
  const answered = new Map<string, number>();
  const listeners = new Set<() => void>();
  let version = 0;
  let asked = '';
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    markAsked(query) {
      asked = query;
      changed();
    },
    lastAsked: () => asked,
    markAnswered(answers) {
      if (answered.size > 200) answered.clear();
      for (const [query, hits] of answers) answered.set(query.trim(), hits);
      changed();
    },
    hitsOf: (query) => answered.get(query.trim()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** One store for the modal's lifetime. */
export function useAnsweredQueries(): AnsweredQueries {
  const store = useRef<AnsweredQueries | null>(null);
  store.current ??= createAnsweredQueries();
  return store.current;
}

const dropdownOf = (container: HTMLElement) => container.querySelector('.DocSearch-Dropdown');

export function SearchStatus({
  container,
  initialQuery,
  answered,
}: {
  container: HTMLElement;
  initialQuery: string;
  answered: AnsweredQueries;
}): ReactNode {
  useSyncExternalStore(answered.subscribe, answered.version, answered.version);
  // DocSearch's dropdown comes and goes with its screens.
  const host = useNodeInDocSearch(container, true, dropdownOf, 'lexical-search-status-host');
  // The query is the one the search client was asked last (the modal asks for every change of its input), not read
  // from the input's events: a listener there, re-rendering as the reader typed, cost keystrokes.
  const query = answered.lastAsked() || initialQuery;
  const hits = query.trim() === '' ? 0 : answered.hitsOf(query);
  const loading = hits === undefined;
  const awaiting = hits !== 0;
  useEffect(() => {
    container.classList.toggle('lexical-search--awaiting', awaiting);
    return () => container.classList.remove('lexical-search--awaiting');
  }, [container, awaiting]);

  if (!host) return null;
  return createPortal(
    <div className="lexical-search-status" role="status">
      {loading && (
        <>
          <span className="lexical-search-status__spinner" aria-hidden="true" />
          <Translate id="lexical.search.searching">Searching…</Translate>
        </>
      )}
    </div>,
    host,
  );
}
