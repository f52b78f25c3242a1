// @vitest-environment happy-dom
/**
 * The search modal where the page around it fails or changes: DocSearch's own modal (the pinned version) mounted with
 * the browser's storage blocked, closing after the page under it changed, and the modal kept open when the search bar
 * that shows it is replaced by the next page's.
 */
import {act, createElement, Fragment, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {createRoot, type Root} from 'react-dom/client';
import {Router} from 'react-router-dom';
import {createMemoryHistory, type MemoryHistory} from 'history';
import {DocSearchModal} from '@docsearch/react/modal';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  shieldBlockedLocalStorage,
  useBlockedStorageShield,
  useInitialScrollY,
} from '../../plugins/search-index/theme/SearchBar/docsearchWorkarounds';
import {
  isSearchModalOpen,
  useSearchModal,
  type SearchModal,
} from '../../plugins/search-index/theme/SearchBar/useSearchModal';
import type {SearchModalProps} from '../../plugins/search-index/theme/SearchBar/SearchModal';

/** What the stand-in for SearchModal.tsx was last given, and how many times it was mounted. */
const modalSeen = {initialQuery: '', mounts: 0};

// The real modal brings the whole search (backend, Docusaurus hooks); the hand-over is about the input alone. Like
// DocSearch's, this input takes `initialQuery` as it mounts, and only then.
vi.mock('../../plugins/search-index/theme/SearchBar/SearchModal', async () => {
  const {useState} = await import('react');
  return {
    default: function FakeModal({initialQuery}: SearchModalProps) {
      const [query, setQuery] = useState(() => {
        modalSeen.initialQuery = initialQuery;
        modalSeen.mounts += 1;
        return initialQuery;
      });
      return createElement('input', {
        className: 'DocSearch-Input',
        value: query,
        onChange: (event: {target: HTMLInputElement}) => setQuery(event.target.value),
      });
    },
  };
});

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let uncaught: unknown[];

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  uncaught = [];
  root = createRoot(container, {onUncaughtError: (error) => uncaught.push(error)});
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  delete (window as {localStorage?: unknown}).localStorage;
  window.scrollTo(0, 0);
});

/** Makes reading `window.localStorage` throw, as Chromium does when the reader blocks site data. */
function blockLocalStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    enumerable: true,
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
    },
  });
}

const readLocalStorage = () => (window as {localStorage?: unknown}).localStorage;

/** DocSearch's modal as the site mounts it, on a client that answers nothing (no query is typed). */
function docSearchModal(initialScrollY = 0) {
  return createElement(DocSearchModal, {
    appId: 'test',
    apiKey: 'test',
    indexName: 'test',
    onClose: () => {},
    onAskAiToggle: () => {},
    initialScrollY,
    transformSearchClient: (client) => client,
  });
}

describe('shieldBlockedLocalStorage', () => {
  it('makes a storage that throws read as null, and puts it back', () => {
    const target = {};
    Object.defineProperty(target, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const restore = shieldBlockedLocalStorage(target);
    expect((target as {localStorage: unknown}).localStorage).toBeNull();
    restore();
    expect(() => (target as {localStorage: unknown}).localStorage).toThrow('denied');
  });

  it('leaves a storage that can be read alone', () => {
    const storage = {getItem: () => null};
    const target = {localStorage: storage};
    const restore = shieldBlockedLocalStorage(target);
    expect(target.localStorage).toBe(storage);
    restore();
    expect(target.localStorage).toBe(storage);
  });
});

describe("DocSearch's modal with site data blocked", () => {
  it('on its own, throws as it mounts (the reason for the shield; drop the shield once this fails)', () => {
    blockLocalStorage();
    // `act` rethrows what React reports as uncaught, and React then unmounts the whole tree.
    expect(() => act(() => root.render(docSearchModal()))).toThrow(/localStorage/);
    expect(document.querySelector('.DocSearch-Modal')).toBeNull();
  });

  it('mounts with the shield; the storage throws again once the modal is closed', () => {
    blockLocalStorage();
    function Shielded() {
      useBlockedStorageShield();
      return docSearchModal();
    }
    act(() => root.render(createElement(Shielded)));
    expect(uncaught).toEqual([]);
    expect(document.querySelector('.DocSearch-Modal')).not.toBeNull();
    expect(document.querySelector('.DocSearch-Input')).not.toBeNull();
    act(() => root.render(null));
    expect(uncaught).toEqual([]);
    expect(readLocalStorage).toThrow(/localStorage/);
  });
});

describe('where closing the modal leaves the page', () => {
  let history: MemoryHistory;
  let leaving = false;
  beforeEach(() => {
    history = createMemoryHistory({initialEntries: ['/docs/intro']});
    leaving = false;
  });

  function ModalWithScroll() {
    const initialScrollY = useInitialScrollY(() => leaving);
    return docSearchModal(initialScrollY);
  }
  const render = (children: ReactNode) =>
    act(() => root.render(createElement(Router, {history}, children ?? createElement(ModalWithScroll))));

  it('where the modal found it, on the same page', () => {
    window.scrollTo(0, 400);
    render(null);
    // Something scrolls under the modal (a phone's keyboard, say): closing puts the page back.
    window.scrollTo(0, 50);
    act(() => root.render(null));
    expect(window.scrollY).toBe(400);
  });

  it('where a navigation under the open modal scrolled it', () => {
    window.scrollTo(0, 400);
    render(null);
    act(() => {
      history.push('/docs/concepts/selection');
      // Docusaurus scrolls a page it navigates to to the top.
      window.scrollTo(0, 0);
    });
    act(() => root.render(null));
    expect(window.scrollY).toBe(0);
  });

  it('where the next page scrolled it, when the modal leaves with its page', () => {
    window.scrollTo(0, 400);
    render(null);
    leaving = true;
    act(() => {
      window.scrollTo(0, 120);
      root.render(null);
    });
    expect(window.scrollY).toBe(120);
  });
});

describe('the modal, when the search bar showing it is replaced', () => {
  /** The search bar's part that matters here: the hook, and the modal in its portal. */
  let bar: SearchModal;
  function SearchBar() {
    bar = useSearchModal();
    const {Modal, isOpen, initialQuery, container: modalContainer, close} = bar;
    return createElement(
      Fragment,
      null,
      createElement('button', {ref: bar.buttonRef, type: 'button'}, 'Search'),
      isOpen &&
        Modal &&
        modalContainer &&
        createPortal(createElement(Modal, {container: modalContainer, initialQuery, onClose: close}), modalContainer),
    );
  }
  /** A page: each key a new layout, with a navbar and a search bar of its own. */
  const page = (key: string) => act(() => root.render(createElement(SearchBar, {key})));
  const input = () => document.querySelector<HTMLInputElement>('.DocSearch-Input');
  /** Types into the modal's input as a reader does (React hears an input event). */
  const type = (text: string) =>
    act(() => {
      const element = input()!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, element.value + text);
      element.dispatchEvent(new Event('input', {bubbles: true}));
    });
  /** Opens the modal, as the search button does, once its code has loaded. */
  const open = () =>
    act(async () => {
      bar.open();
      await vi.waitFor(() => expect(isSearchModalOpen()).toBe(true));
    });

  it('shows it again with what was typed, until it is closed', async () => {
    page('intro');
    await open();
    expect(input()?.value).toBe('');
    type('TextN');
    const mounts = modalSeen.mounts;

    page('api');
    expect(bar.isOpen).toBe(true);
    expect(input()?.value).toBe('TextN');
    // Mounted once on the new page, with the text: a modal mounted empty and filled later would have lost it.
    expect(modalSeen.mounts).toBe(mounts + 1);
    expect(modalSeen.initialQuery).toBe('TextN');
    // One element holds the modal, whichever search bar shows it.
    expect(document.querySelectorAll('.DocSearch-Input')).toHaveLength(1);
    type('ode');
    expect(input()?.value).toBe('TextNode');

    act(() => bar.close());
    expect(input()).toBeNull();
    page('blog');
    expect(bar.isOpen).toBe(false);
    expect(input()).toBeNull();

    // Opened anew, it starts empty.
    await open();
    expect(input()?.value).toBe('');
    expect(modalSeen.initialQuery).toBe('');
    act(() => bar.close());
  });
});
