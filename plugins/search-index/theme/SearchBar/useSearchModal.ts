/**
 * The search modal (`SearchModal.tsx`, DocSearch's modal with what feeds it): its code and styles loaded when the
 * reader opens it (not before: nothing of search is downloaded until then), the element it renders into, and the
 * keys that open and close it.
 *
 * Whether it is open lives here, not in the search bar: a page under another route root (an API page after a guide,
 * a blog post after either: each docs instance and plugin renders a layout of its own) replaces the navbar, and the
 * search bar in it, with new ones. The reader may have the modal open at that moment, for example when they open it
 * again while the page of the hit they chose is still loading: the new search bar then shows it again, with what its
 * input held, instead of it vanishing.
 */
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {SearchModalProps} from './SearchModal';

let SearchModal: ComponentType<SearchModalProps> | null = null;

function loadModal(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return Promise.all([
    import('./SearchModal'),
    import('@docsearch/css/dist/modal.css'),
    import('./docsearch.css'),
  ]).then(([{default: Modal}]) => {
    SearchModal = Modal;
  });
}

interface ModalState {
  isOpen: boolean;
  /** What the modal's input starts with: what it held when its search bar was unmounted with it open, or what the
   * reader typed while it loaded. */
  query: string;
}

const closed: ModalState = {isOpen: false, query: ''};
let modalState: ModalState = closed;
const listeners = new Set<() => void>();

function setModalState(next: ModalState): void {
  modalState = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => modalState;
const getServerSnapshot = () => closed;

/**
 * Whether the reader has the modal open. True while a search bar unmounts with it: its page is being replaced, and
 * the modal will show again in the next one.
 */
export function isSearchModalOpen(): boolean {
  return modalState.isOpen;
}

/**
 * What the reader types between asking for the modal and its input being there (its code may take a while to
 * arrive): the modal opens with it as its query. Escape meanwhile cancels the opening.
 */
function captureTypeAhead(): {stop(): string; cancelled(): boolean} {
  let typed = '';
  let cancelled = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') cancelled = true;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else return;
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    typed += event.clipboardData?.getData('text/plain') ?? '';
    event.preventDefault();
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('paste', onPaste, true);
  return {
    stop() {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('paste', onPaste, true);
      return typed;
    },
    cancelled: () => cancelled,
  };
}

/** The element the modal renders into: made on first opening, then shared by the search bar of every page. */
let modalContainer: HTMLElement | null = null;

const noop = () => {};

export interface SearchModal {
  /** The loaded modal component, once open. */
  Modal: ComponentType<SearchModalProps> | null;
  isOpen: boolean;
  /** What the modal's input starts with: what it held on the previous page, when the modal moved from there. */
  initialQuery: string;
  /** The modal's code could not be downloaded at the last attempt to open it (the next attempt tries again). */
  loadFailed: boolean;
  /** The element the modal renders into, made on first opening. */
  container: HTMLElement | null;
  /** The button that opens the modal: focus returns to it on closing. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  open(): void;
  close(): void;
}

/** `containerClassName`: a class on the element the modal renders into, for styles of one backend. */
export function useSearchModal(containerClassName?: string): SearchModal {
  const {isOpen, query} = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const open = useCallback(() => {
    if (!modalContainer) {
      const container = document.createElement('div');
      if (containerClassName) container.className = containerClassName;
      document.body.insertBefore(container, document.body.firstChild);
      modalContainer = container;
    }
    setLoadFailed(false);
    const typeAhead = captureTypeAhead();
    loadModal().then(
      () => {
        const typed = typeAhead.stop();
        if (!typeAhead.cancelled()) setModalState({isOpen: true, query: typed});
      },
      () => {
        typeAhead.stop();
        setLoadFailed(true);
      },
    );
  }, [containerClassName]);
  const close = useCallback(() => {
    setModalState(closed);
    buttonRef.current?.focus();
  }, []);
  // Unmounted with the modal open: the page is being replaced. Keep what the reader typed for the next page's search
  // bar. A layout effect's cleanup runs before React removes the modal's elements, so its input is still there to read.
  useLayoutEffect(
    () => () => {
      if (!modalState.isOpen) return;
      const input = modalContainer?.querySelector<HTMLInputElement>('.DocSearch-Input');
      // Nobody to tell: the next page's search bar reads the state once this cleanup has run (below).
      modalState = {isOpen: true, query: input?.value ?? modalState.query};
    },
    [],
  );
  // Mounted with the modal open: this search bar comes with a new page, rendered before the previous page's search bar
  // was unmounted and kept the typing. It shows the modal from its layout effect, which runs after that, and React
  // renders that state update before the browser paints: the modal does not blink, and no keystroke falls between.
  const [arrived, setArrived] = useState(() => !modalState.isOpen);
  useLayoutEffect(() => {
    if (!arrived) setArrived(true);
  }, [arrived]);
  // Ctrl/Cmd+K and '/' (outside text fields) open the modal; Escape closes it.
  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, isAskAiActive: false, onAskAiToggle: noop});
  return {
    Modal: SearchModal,
    isOpen: isOpen && arrived,
    initialQuery: query,
    loadFailed,
    container: modalContainer,
    buttonRef,
    open,
    close,
  };
}
